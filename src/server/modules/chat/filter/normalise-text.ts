import { rewriteView, type TextView, TextViewBuilder } from './text-view';

/**
 * The views of one message the detectors read. Scammers write "null eins sieben sechs",
 * "W h a t s A p p", "wh4tsapp", "mаx" with a Cyrillic а, fullwidth digits, zero-width spaces
 * and "max punkt muster (at) gmx punkt de"; each view undoes one family of tricks and keeps the
 * way back to the written text.
 */
export interface NormalisedText {
  /** NFKC, invisible characters and combining marks removed, homoglyphs mapped, lower case. */
  base: TextView;
  /** `base` with number words as digits ("zwo" → 2, "double five" → 55) and o/l inside digit runs. */
  digits: TextView;
  /** `base` with spelled or bracketed "at"/"dot"/"punkt" as "@" and ".", for addresses and links. */
  contact: TextView;
  /**
   * Words only, for phrases and messenger names: umlauts folded (ä/ae → a), leetspeak inside
   * words undone ("wh4tsapp"), spaced letters joined ("W h a t s"), every separator one space.
   */
  words: TextView;
  /** Whether the written text used invisible characters or look-alike letters (a sign of intent). */
  hasDisguise: boolean;
}

/** Zero-width and formatting characters, soft hyphens, variation selectors, the keycap mark. */
const invisiblePattern = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\u20E3]/u;
const combiningMarkPattern = /\p{M}/u;

/** Cyrillic and Greek letters that look like Latin ones, and a few Latin look-alikes. */
const homoglyphs: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y',
  х: 'x', ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', һ: 'h', ԛ: 'q', ԝ: 'w', ӏ: 'l', ɡ: 'g', ɑ: 'a',
  А: 'a', В: 'b', Е: 'e', К: 'k', М: 'm', Н: 'h', О: 'o', Р: 'p', С: 'c', Т: 't', У: 'y', Х: 'x',
  Ѕ: 's', І: 'i', Ј: 'j', Ԝ: 'w',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
  Α: 'a', Β: 'b', Ε: 'e', Ζ: 'z', Η: 'h', Ι: 'i', Κ: 'k', Μ: 'm', Ν: 'n', Ο: 'o', Ρ: 'p', Τ: 't',
  Υ: 'y', Χ: 'x',
  ı: 'i', ł: 'l', đ: 'd', ø: 'o',
};

/** Decimal digits of other scripts (Arabic-Indic, Persian, Devanagari) by their zero. */
const otherDigitZeros = [0x0660, 0x06f0, 0x0966];

function mapCharacter(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  for (const zero of otherDigitZeros) {
    if (code >= zero && code <= zero + 9) return String(code - zero);
  }
  const mapped = homoglyphs[character];
  if (mapped !== undefined) return mapped;
  return character.toLowerCase();
}

function buildBase(source: string): { view: TextView; hasDisguise: boolean } {
  const builder = new TextViewBuilder(source);
  let hasDisguise = false;
  let offset = 0;
  for (const character of source) {
    const start = offset;
    offset += character.length;
    if (invisiblePattern.test(character)) {
      hasDisguise = true;
      continue;
    }
    for (const part of character.normalize('NFKC')) {
      if (combiningMarkPattern.test(part)) continue;
      const mapped = mapCharacter(part);
      if (homoglyphs[part] !== undefined) hasDisguise = true;
      // NFKC turned a fullwidth or mathematical letter into a plain one: a disguise too.
      if (part !== character && /[\p{L}\p{N}]/u.test(part) && character.codePointAt(0)! > 0xff) hasDisguise = true;
      builder.push(mapped, start, offset);
    }
  }
  return { view: builder.build(), hasDisguise };
}

const digitWords: Record<string, string> = {
  null: '0', zero: '0', nul: '0',
  eins: '1', one: '1',
  zwei: '2', zwo: '2', two: '2',
  drei: '3', three: '3',
  vier: '4', four: '4',
  fünf: '5', fuenf: '5', funf: '5', five: '5',
  sechs: '6', six: '6',
  sieben: '7', seven: '7',
  acht: '8', eight: '8',
  neun: '9', nine: '9',
};
const digitWord = `(?:${Object.keys(digitWords).join('|')}|\\d)`;
/** "double five" → 55, "dreifach 0" → 000; the word may stand before or (German) in front of the digit. */
const repeatPattern = new RegExp(
  String.raw`(?<![\p{L}])(double|doppel|doppelte|triple|dreifach)[\s-]*(${digitWord})(?![\p{L}])`,
  'giu',
);
/** A number word and the separators after it ("null, eins - sieben"), so the digits run together. */
const digitWordPattern = new RegExp(
  String.raw`(?<![\p{L}])(${Object.keys(digitWords).join('|')})(?![\p{L}])[\s,;:\-–/.]*`,
  'giu',
);
/** "oh" or a lone "o" read as zero between digits ("one seven oh six"). */
const spokenZeroPattern = /(?<=\d[\s\-./]{0,3})(?:oh|o)(?=[\s\-./]{0,3}\d)/gu;
/** A token of digits with o, l, i or | in it ("O176", "0l76"). */
const leetDigitTokenPattern = /(?<![\p{L}\p{N}])[0-9oli|]*\d[0-9oli|]*(?![\p{L}\p{N}])/gu;

function digitOf(word: string): string {
  return digitWords[word.toLowerCase()] ?? word;
}

function buildDigits(base: TextView): TextView {
  let view = rewriteView(base, repeatPattern, (match) => {
    const digit = digitOf(match[2] ?? '');
    const times = /^(triple|dreifach)$/i.test(match[1] ?? '') ? 3 : 2;
    return `${digit.repeat(times)} `;
  });
  view = rewriteView(view, digitWordPattern, (match) => digitOf(match[1] ?? ''));
  view = rewriteView(view, spokenZeroPattern, () => '0');
  view = rewriteView(view, leetDigitTokenPattern, (match) => {
    const token = match[0];
    const digitCount = token.replace(/\D/g, '').length;
    if (digitCount < 3 || !/[oli|]/.test(token)) return token;
    return token.replace(/o/g, '0').replace(/[li|]/g, '1');
  });
  return view;
}

/** Spelled or bracketed separators of addresses: "(at)", "[ät]", " at ", "(dot)", " punkt ". */
const bracketedAtPattern = /\s*[([{<]\s*(?:at|ät|aet|ett|et|@)\s*[)\]}>]\s*/gu;
const spelledAtPattern = /(?<=[\p{L}\p{N}])\s+(?:ät|aet)\s+(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])ät(?=(?:gmx|web|gmail|googlemail|yahoo|outlook|hotmail|icloud|t-online|freenet|posteo|aol)\b)/gu;
const bracketedDotPattern = /\s*[([{<]\s*(?:dot|punkt|pkt|\.)\s*[)\]}>]\s*/gu;
const spelledDotPattern = /(?<=[\p{L}\p{N}])\s+(?:dot|punkt|pkt)\s+(?=[\p{L}\p{N}])/gu;
/** "paypal-secure . com": spaces around a dot before a known ending. */
const spacedDotPattern = /(?<=[\p{L}\p{N}])\s+\.\s*(?=(?:de|com|net|org|info|eu|io|me|biz|xyz|top|online|shop|site)\b)|(?<=[\p{L}\p{N}])\.\s+(?=(?:de|com|net|org|info|eu|biz|xyz|online)\b(?![\p{L}]))/gu;

function buildContact(base: TextView): TextView {
  let view = rewriteView(base, bracketedAtPattern, () => '@');
  view = rewriteView(view, spelledAtPattern, () => '@');
  view = rewriteView(view, bracketedDotPattern, () => '.');
  view = rewriteView(view, spelledDotPattern, () => '.');
  return rewriteView(view, spacedDotPattern, () => '.');
}

const foldedLetters: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss', é: 'e', è: 'e', à: 'a' };
const leetLetters: Record<string, string> = {
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'i', '|': 'l',
};
/** A token mixing letters with digits or @ $ ! |: leetspeak ("wh4tsapp", "p@ypal", "$ignal"). */
const mixedTokenPattern = /[\p{L}\p{N}@$!|]+/gu;
/** Three or more single characters in a row ("W h a t s", "w.h.a.t.s"). */
const spacedLettersPattern = /(?<![\p{L}\p{N}])\p{L}(?:[^\p{L}\p{N}]{1,2}\p{L}(?![\p{L}\p{N}])){2,}/gu;

function buildWords(base: TextView): TextView {
  let view = rewriteView(base, /ae|oe|ue|[äöüßéèà]/gu, (match) =>
    match[0].length === 2 ? (match[0][0] ?? '') : (foldedLetters[match[0]] ?? match[0]),
  );
  view = rewriteView(view, mixedTokenPattern, (match) => {
    const token = match[0];
    const hasLetter = /\p{L}/u.test(token);
    const hasLeet = /[\d@$!|]/u.test(token);
    // A price or a model number ("128gb", "rtx3070") keeps its digits: leet needs letters around it.
    if (!hasLetter || !hasLeet || /^\d+\p{L}{0,3}$/u.test(token) || /^\p{L}{0,4}\d+$/u.test(token)) return token;
    return token.replace(/[\d@$!|]/gu, (character) => leetLetters[character] ?? character);
  });
  view = rewriteView(view, spacedLettersPattern, (match) => match[0].replace(/[^\p{L}]/gu, ''));
  return rewriteView(view, /[^\p{L}\p{N}&]+/gu, () => ' ');
}

export function normaliseText(text: string): NormalisedText {
  const { view: base, hasDisguise } = buildBase(text.normalize('NFC'));
  return {
    base,
    digits: buildDigits(base),
    contact: buildContact(base),
    words: buildWords(base),
    hasDisguise,
  };
}

/** Folds a phrase the way the `words` view folds a message, so patterns can be written plainly. */
export function foldWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/ae|oe|ue/g, (pair) => pair[0] ?? '')
    .replace(/[äöüß]/g, (letter) => foldedLetters[letter] ?? letter);
}
