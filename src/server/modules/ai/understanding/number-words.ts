import { foldText } from './normalise-text';

const germanUnits: Record<string, number> = {
  ein: 1,
  eins: 1,
  eine: 1,
  zwei: 2,
  zwo: 2,
  drei: 3,
  vier: 4,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
};
const germanTeens: Record<string, number> = {
  zehn: 10,
  elf: 11,
  zwoelf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fuenfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
};
const germanTens: Record<string, number> = {
  zwanzig: 20,
  dreissig: 30,
  vierzig: 40,
  fuenfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};

function parseGermanBelowHundred(word: string): number | undefined {
  if (word in germanTeens) return germanTeens[word];
  if (word in germanTens) return germanTens[word];
  if (word in germanUnits) return germanUnits[word];
  const match = /^(.+?)und(.+)$/.exec(word);
  if (match && match[2]! in germanTens) {
    const unit = germanUnits[match[1]!];
    if (unit !== undefined) return unit + germanTens[match[2]!]!;
  }
  return undefined;
}

function parseGermanBelowThousand(word: string): number | undefined {
  const index = word.indexOf('hundert');
  if (index < 0) return parseGermanBelowHundred(word);
  const head = word.slice(0, index);
  const tail = word.slice(index + 'hundert'.length).replace(/^und/, '');
  const hundreds = head === '' ? 1 : germanUnits[head];
  const rest = tail === '' ? 0 : parseGermanBelowHundred(tail);
  if (hundreds === undefined || rest === undefined) return undefined;
  return hundreds * 100 + rest;
}

/** One German number word, written together as German does: "zweihundertfünfzig" -> 250. */
export function parseGermanNumberWord(word: string): number | undefined {
  const folded = foldText(word);
  const index = folded.indexOf('tausend');
  if (index < 0) return parseGermanBelowThousand(folded);
  const head = folded.slice(0, index);
  const tail = folded.slice(index + 'tausend'.length).replace(/^und/, '');
  const thousands = head === '' ? 1 : parseGermanBelowThousand(head);
  const rest = tail === '' ? 0 : parseGermanBelowThousand(tail);
  if (thousands === undefined || rest === undefined) return undefined;
  return thousands * 1000 + rest;
}

const englishSmall: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const englishScales: Record<string, number> = { hundred: 100, thousand: 1000 };

/** English number words in a row: ["three", "hundred", "and", "eighty"] -> 380; undefined if not a number. */
export function parseEnglishNumberWords(words: readonly string[]): number | undefined {
  let total = 0;
  let current = 0;
  let isNumber = false;
  for (const [index, raw] of words.entries()) {
    const word = foldText(raw);
    const parts = word.split('-');
    const small =
      parts.length === 2 && parts.every((part) => part in englishSmall)
        ? englishSmall[parts[0]!]! + englishSmall[parts[1]!]!
        : englishSmall[word];
    if (small !== undefined) {
      // "twenty five" adds up, "four four" (a violin size) does not.
      const below100 = current % 100;
      if (below100 !== 0 && !(below100 >= 20 && below100 % 10 === 0 && small < 10)) return undefined;
      current += small;
      isNumber = true;
    } else if (word in englishScales) {
      const scale = englishScales[word]!;
      if (scale === 1000) {
        total += (current || 1) * 1000;
        current = 0;
      } else current = (current || 1) * 100;
      isNumber = true;
    } else if ((word === 'a' && index === 0) || (word === 'and' && isNumber)) {
    } else return undefined;
  }
  return isNumber ? total + current : undefined;
}

const letters = '[A-Za-zÄÖÜäöüß]+';
const englishWord = /^(?:a|and|hundred|thousand|[a-z]+(?:-[a-z]+)?)$/;

/**
 * Writes spoken numbers as digits, so "vierzig Euro" and "forty euros" read like "40 Euro". A lone
 * "ein"/"eine"/"one"/"a" stays (it is an article far more often than a number).
 */
export function replaceNumberWords(text: string, language: string): string {
  if (language === 'de') {
    return text.replace(new RegExp(letters, 'g'), (word) => {
      const folded = foldText(word);
      if (folded === 'ein' || folded === 'eine' || folded === 'eins') return word;
      const value = parseGermanNumberWord(word);
      return value === undefined ? word : String(value);
    });
  }
  if (language !== 'en') return text;
  // Longest run of English number words first: "three hundred and eighty".
  return text.replace(/\b[A-Za-z]+(?:[- ][A-Za-z]+)*\b/g, (run) => {
    const words = run.split(' ');
    const output: string[] = [];
    let index = 0;
    while (index < words.length) {
      let matched = 0;
      let value: number | undefined;
      for (let end = words.length; end > index; end--) {
        const slice = words.slice(index, end);
        if (!slice.every((word) => englishWord.test(word.toLowerCase()))) continue;
        const parsed = parseEnglishNumberWords(slice);
        if (parsed === undefined) continue;
        const last = slice[slice.length - 1]!.toLowerCase();
        if (last === 'and' || last === 'a') continue;
        if (slice.length === 1 && /^(one|a)$/i.test(slice[0]!)) continue;
        matched = end - index;
        value = parsed;
        break;
      }
      if (matched > 0 && value !== undefined) {
        output.push(String(value));
        index += matched;
      } else {
        output.push(words[index]!);
        index += 1;
      }
    }
    return output.join(' ');
  });
}
