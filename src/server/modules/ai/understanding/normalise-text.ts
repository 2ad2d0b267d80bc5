import { spellOutUmlauts } from '@shared/text/umlauts';

/**
 * One way to compare words: lower case, German umlauts spelled out (ä -> ae, ß -> ss, as the
 * gazetteer does), other accents dropped. "Größe", "GROESSE" and "groesse" all become "groesse".
 */
export function foldText(text: string): string {
  return spellOutUmlauts(text.toLowerCase())
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´]/g, "'");
}

/** Words of a folded text: letters and digits, keeping inner hyphens, dots and ampersands ("h&m", "wh-1000xm4"). */
export function tokenise(folded: string): string[] {
  return folded.match(/[a-z0-9]+(?:[-&.'][a-z0-9]+)*/g) ?? [];
}

/** Words a seller says while thinking; they carry nothing and are dropped from descriptions and keywords. */
export const fillerWords = new Set([
  'aeh',
  'aehm',
  'aehh',
  'oehm',
  'hm',
  'hmm',
  'joa',
  'ja',
  'also',
  'halt',
  'sozusagen',
  'quasi',
  'um',
  'uh',
  'uhm',
  'erm',
  'er',
  'like',
  'basically',
  'so',
  'yeah',
  'okay',
  'ok',
  'hi',
  'hallo',
  'well',
]);

/** Function words of de, en, fr and es: never keywords, never classifier evidence. */
export const stopWords = new Set([
  ...fillerWords,
  ...'der die das den dem des ein eine einen einem einer eines und oder aber mit ohne fuer von vom zum zur im in am an auf aus bei bis nach ueber unter vor ist sind war waren wird werden hat haben hab habe ich du er sie es wir ihr mein meine meinen meiner meinem dein nicht noch nur auch sehr ganz etwas mal so wie dass als auch hier da dann mir mich man kein keine keinen sowie je pro ca etwa ungefaehr rund dabei drin drauf gerne gern leider natuerlich bitte einfach wirklich eigentlich'.split(
    ' ',
  ),
  ...'the a an and or but with without for of from to in on at by is are was were be been has have had i you he she it we they my your his her its our their this that these those not no only also very just some any as so there here then me about around approx roughly really actually please sadly still'.split(
    ' ',
  ),
  ...'le la les un une des et ou avec sans pour de du au aux en sur est sont je tu il elle nous vous mon ma mes tres'.split(
    ' ',
  ),
  ...'el los las unos unas y o con sin para por del al es son yo mi mis muy'.split(' '),
]);

/** Upper-cases the first letter; German nouns and sentence starts need it. */
export const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** Damerau-Levenshtein distance (optimal string alignment), for OCR noise in brand names. */
export function editDistance(left: string, right: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  const rows = left.length + 1;
  const columns = right.length + 1;
  const distance: number[][] = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  for (let row = 1; row < rows; row++) {
    let rowMinimum = Number.POSITIVE_INFINITY;
    for (let column = 1; column < columns; column++) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      let value = Math.min(
        distance[row - 1]![column]! + 1,
        distance[row]![column - 1]! + 1,
        distance[row - 1]![column - 1]! + cost,
      );
      if (row > 1 && column > 1 && left[row - 1] === right[column - 2] && left[row - 2] === right[column - 1])
        value = Math.min(value, distance[row - 2]![column - 2]! + 1);
      distance[row]![column] = value;
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
  }
  return distance[rows - 1]![columns - 1]!;
}

/** Splits speech or OCR text into clauses at sentence ends, commas and semicolons. */
export function splitClauses(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|,\s+|\n+/)
    .map((clause) => clause.replace(/[.!?;,]+$/, '').trim())
    .filter(Boolean);
}
