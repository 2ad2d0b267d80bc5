/**
 * Name folding for searches people type in German and English. "München", "Muenchen" and
 * "Munchen" are one name, so names are compared in two forms: umlauts transliterated (ä -> ae)
 * and stripped (ä -> a). A query matches when either of its forms matches either form of a name.
 * Used by the gazetteer (places) and the editor's category search.
 */

const transliterations: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const strippings: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss' };

function fold(text: string, replacements: Record<string, string>): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => replacements[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Lower case ASCII words separated by single spaces, umlauts as "ae", "oe", "ue", "ss". */
export function transliterateName(text: string): string {
  return fold(text, transliterations);
}

/** Lower case ASCII words separated by single spaces, umlauts as "a", "o", "u", "ss". */
export function stripName(text: string): string {
  return fold(text, strippings);
}

/** The forms a name or query is compared in (one or two, without duplicates). */
export function searchForms(text: string): string[] {
  const transliterated = transliterateName(text);
  const stripped = stripName(text);
  const forms = transliterated === stripped ? [transliterated] : [transliterated, stripped];
  return forms.filter((form) => form.length > 0);
}
