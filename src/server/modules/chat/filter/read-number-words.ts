import { rewriteView, type TextView } from './text-view';

const digitWords: Record<string, string> = {
  null: '0',
  zero: '0',
  nul: '0',
  eins: '1',
  one: '1',
  zwei: '2',
  zwo: '2',
  two: '2',
  drei: '3',
  three: '3',
  vier: '4',
  four: '4',
  fünf: '5',
  fuenf: '5',
  funf: '5',
  five: '5',
  sechs: '6',
  six: '6',
  sieben: '7',
  seven: '7',
  acht: '8',
  eight: '8',
  neun: '9',
  nine: '9',
};
const digitWord = `(?:${Object.keys(digitWords).join('|')}|\\d)`;
/** "double five" → 55, "dreifach 0" → 000; the word may stand before or (German) in front of the digit. */
const repeatPattern = new RegExp(
  String.raw`(?<![\p{L}])(double|doppel|doppelte|triple|dreifach)[\s-]*(${digitWord})(?![\p{L}])[\s,;:\-–/.]*`,
  'giu',
);
/** A number word and the separators after it ("null, eins - sieben"), so the digits run together. */
const digitWordPattern = new RegExp(
  String.raw`(?<![\p{L}])(${Object.keys(digitWords).join('|')})(?![\p{L}])[\s,;:\-–/.]*`,
  'giu',
);
/** Two-digit number words: people read a number in pairs ("zwölf vierunddreißig", "thirty-four"). */
const teenWords: Record<string, string> = {
  zehn: '10',
  elf: '11',
  zwölf: '12',
  zwoelf: '12',
  zwolf: '12',
  dreizehn: '13',
  vierzehn: '14',
  fünfzehn: '15',
  fuenfzehn: '15',
  funfzehn: '15',
  sechzehn: '16',
  siebzehn: '17',
  achtzehn: '18',
  neunzehn: '19',
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
};
const tensWords: Record<string, string> = {
  zwanzig: '2',
  dreißig: '3',
  dreissig: '3',
  vierzig: '4',
  fünfzig: '5',
  fuenfzig: '5',
  funfzig: '5',
  sechzig: '6',
  siebzig: '7',
  achtzig: '8',
  neunzig: '9',
  twenty: '2',
  thirty: '3',
  forty: '4',
  fifty: '5',
  sixty: '6',
  seventy: '7',
  eighty: '8',
  ninety: '9',
};
const germanUnitWords: Record<string, string> = {
  ein: '1',
  eins: '1',
  zwei: '2',
  drei: '3',
  vier: '4',
  fünf: '5',
  fuenf: '5',
  funf: '5',
  sechs: '6',
  sieben: '7',
  acht: '8',
  neun: '9',
};
const englishUnitWords = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const alternation = (words: Iterable<string>) =>
  [...words].sort((first, second) => second.length - first.length).join('|');
const germanTens = alternation(Object.keys(tensWords).filter((word) => /[äöüß]|zig$|ssig$/.test(word)));
const englishTens = alternation(Object.keys(tensWords).filter((word) => /ty$/.test(word)));
/** "vierunddreißig" → 34, "thirty-four" → 34, "zwölf" → 12, "zwanzig" → 20. */
const pairWordPattern = new RegExp(
  String.raw`(?<![\p{L}])(?:(${alternation(Object.keys(germanUnitWords))})und(${germanTens})|(${englishTens})[\s-]?(${englishUnitWords.join('|')})|(${alternation([...Object.keys(teenWords), ...Object.keys(tensWords)])}))(?![\p{L}])[\s,;:\-–/.]*`,
  'giu',
);

function pairOf(match: RegExpExecArray): string {
  const [, germanUnit, germanTen, englishTen, englishUnit, single] = match;
  if (germanUnit !== undefined && germanTen !== undefined) {
    return `${tensWords[germanTen] ?? ''}${germanUnitWords[germanUnit] ?? ''}`;
  }
  if (englishTen !== undefined && englishUnit !== undefined) {
    return `${tensWords[englishTen] ?? ''}${englishUnitWords.indexOf(englishUnit) + 1}`;
  }
  const word = single ?? '';
  return teenWords[word] ?? `${tensWords[word] ?? ''}0`;
}

/** "oh" or a lone "o" read as zero between digits ("one seven oh six"). */
const spokenZeroPattern = /(?<=\d[\s\-./]{0,3})(?:oh|o)(?![\p{L}])[\s,\-./]{0,3}(?=\d)/gu;
/** A token of digits with o, l, i or | in it ("O176", "0l76"). */
const leetDigitTokenPattern = /(?<![\p{L}\p{N}])(?=[0-9|]*[oli])[0-9oli|]*\d[0-9oli|]*(?![\p{L}\p{N}])/gu;

function digitOf(word: string): string {
  return digitWords[word.toLowerCase()] ?? word;
}

/**
 * The `digits` view: German and English number words as digits ("null eins sieben sechs" → 0176,
 * "zwo" → 2, "double five" → 55, "vierunddreißig" → 34, "oh" between digits → 0) and o, l, i
 * inside digit runs as 0 and 1 ("O176"). A word swallows the separators after it, so spelled
 * digits run together like written ones.
 */
export function readNumberWords(base: TextView): TextView {
  let view = rewriteView(base, repeatPattern, (match) => {
    const digit = digitOf(match[2] ?? '');
    const times = /^(triple|dreifach)$/i.test(match[1] ?? '') ? 3 : 2;
    return digit.repeat(times);
  });
  view = rewriteView(view, pairWordPattern, pairOf);
  view = rewriteView(view, digitWordPattern, (match) => digitOf(match[1] ?? ''));
  view = rewriteView(view, spokenZeroPattern, () => '0');
  view = rewriteView(view, leetDigitTokenPattern, (match) => {
    const token = match[0];
    const digitCount = token.replace(/\D/g, '').length;
    if (digitCount < 2 || token.length < 4 || !/[oli|]/.test(token)) return token;
    return token.replace(/o/g, '0').replace(/[li|]/g, '1');
  });
  return view;
}
