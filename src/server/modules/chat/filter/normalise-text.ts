import { readNumberWords } from './read-number-words';
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
const invisibleRanges: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180e, 0x180e],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x20e3, 0x20e3],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
];

function isInvisible(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return invisibleRanges.some(([from, to]) => code >= from && code <= to);
}
const combiningMarkPattern = /\p{M}/u;

/** Cyrillic and Greek letters that look like Latin ones, and a few Latin look-alikes. */
const homoglyphs: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ɡ: 'g',
  ɑ: 'a',
  А: 'a',
  В: 'b',
  Е: 'e',
  К: 'k',
  М: 'm',
  Н: 'h',
  О: 'o',
  Р: 'p',
  С: 'c',
  Т: 't',
  У: 'y',
  Х: 'x',
  Ѕ: 's',
  І: 'i',
  Ј: 'j',
  Ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'i',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
  ı: 'i',
  ł: 'l',
  đ: 'd',
  ø: 'o',
};

/** Small capitals, which NFKC leaves alone ("ᴡʜᴀᴛꜱᴀᴘᴘ"). */
const smallCapitals = 'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡxʏᴢ';
/** Regional indicator symbols (flag letters "🇼🇭🇦🇹🇸") by their "a". */
const regionalIndicatorA = 0x1f1e6;

/** Decimal digits of other scripts (Arabic-Indic, Persian, Devanagari) by their zero. */
const otherDigitZeros = [0x0660, 0x06f0, 0x0966];

function mapCharacter(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  for (const zero of otherDigitZeros) {
    if (code >= zero && code <= zero + 9) return String(code - zero);
  }
  if (code >= regionalIndicatorA && code <= regionalIndicatorA + 25) {
    return String.fromCharCode(0x61 + code - regionalIndicatorA);
  }
  const smallCapital = smallCapitals.indexOf(character);
  if (smallCapital >= 0 && character !== 'x') return String.fromCharCode(0x61 + smallCapital);
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
    // Plain ASCII, most of every message, needs no Unicode work.
    if (character.charCodeAt(0) < 0x80) {
      builder.push(character.toLowerCase(), start, offset);
      continue;
    }
    if (isInvisible(character)) {
      hasDisguise = true;
      continue;
    }
    for (const part of character.normalize('NFKC')) {
      if (combiningMarkPattern.test(part)) continue;
      const mapped = mapCharacter(part);
      if (homoglyphs[part] !== undefined || mapped !== part.toLowerCase()) hasDisguise = true;
      // NFKC turned a fullwidth or mathematical letter into a plain one: a disguise too.
      if (part !== character && /[\p{L}\p{N}]/u.test(part) && character.codePointAt(0)! > 0xff)
        hasDisguise = true;
      builder.push(mapped, start, offset);
    }
  }
  return { view: builder.build(), hasDisguise };
}

/** Spelled or bracketed separators of addresses: "(at)", "[ät]", " at ", "(dot)", " punkt ". */
const bracketedAtPattern = /\s*[([{<]\s*(?:at|ät|aet|ett|et|@)\s*[)\]}>]\s*/gu;
const spelledAtPattern =
  /(?<=[\p{L}\p{N}])\s+(?:ät|aet)\s+(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])ät(?=(?:gmx|web|gmail|googlemail|yahoo|outlook|hotmail|icloud|t-online|freenet|posteo|aol)\b)/gu;
const bracketedDotPattern = /\s*[([{<]\s*(?:dot|punkt|pkt|\.)\s*[)\]}>]\s*/gu;
const spelledDotPattern = /(?<=[\p{L}\p{N}])\s+(?:dot|punkt|pkt)\s+(?=[\p{L}\p{N}])/gu;
/** "paypal-secure . com": spaces around a dot before a known ending. */
const spacedDotPattern =
  /(?<=[\p{L}\p{N}])\s+\.\s*(?=(?:de|com|net|org|info|eu|io|me|biz|xyz|top|online|shop|site)\b)|(?<=[\p{L}\p{N}])\.\s+(?=(?:de|com|net|org|info|eu|biz|xyz|online)\b(?![\p{L}]))/gu;

function buildContact(base: TextView): TextView {
  let view = rewriteView(base, bracketedAtPattern, () => '@');
  view = rewriteView(view, spelledAtPattern, () => '@');
  view = rewriteView(view, bracketedDotPattern, () => '.');
  view = rewriteView(view, spelledDotPattern, () => '.');
  return rewriteView(view, spacedDotPattern, () => '.');
}

const foldedLetters: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss', é: 'e', è: 'e', à: 'a' };
const leetLetters: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};
/** A token mixing letters with digits or @ $ ! |: leetspeak ("wh4tsapp", "p@ypal", "$ignal"); a final "!" is punctuation. */
const mixedTokenPattern =
  /(?<![\p{L}\p{N}@$!|])(?=[\p{L}\p{N}@$!|]*(?:\p{L}[\d@$!|]|[\d@$!|]\p{L}))[\p{L}\p{N}@$!|]*[\p{L}\p{N}]/gu;
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
    if (!hasLetter || !hasLeet || /^\d+\p{L}{0,3}$/u.test(token) || /^\p{L}{0,4}\d+$/u.test(token))
      return token;
    return token.replace(/[\d@$!|]/gu, (character) => leetLetters[character] ?? character);
  });
  view = rewriteView(view, spacedLettersPattern, (match) => match[0].replace(/[^\p{L}]/gu, ''));
  // Every separator run becomes one space; single spaces, most of them, are left as they are.
  return rewriteView(view, / ?[^\p{L}\p{N}& ][^\p{L}\p{N}&]*| {2,}/gu, () => ' ');
}

export function normaliseText(text: string): NormalisedText {
  const { view: base, hasDisguise } = buildBase(text.normalize('NFC'));
  return {
    base,
    digits: readNumberWords(base),
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
