/**
 * Name folding for searches people type in German and English. "München", "Muenchen" and
 * "Munchen" are one name, so names are compared in two forms: umlauts transliterated (ä -> ae)
 * and stripped (ä -> a). A query matches when either of its forms matches either form of a name.
 * Used by the gazetteer (places) and the editor's category search.
 */

import { spellOutUmlauts, stripUmlauts } from './umlauts';

function fold(text: string, replaceUmlauts: (text: string) => string): string {
  return replaceUmlauts(text.toLowerCase())
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Lower case ASCII words separated by single spaces, umlauts as "ae", "oe", "ue", "ss". */
export function transliterateName(text: string): string {
  return fold(text, spellOutUmlauts);
}

/** Lower case ASCII words separated by single spaces, umlauts as "a", "o", "u", "ss". */
export function stripName(text: string): string {
  return fold(text, stripUmlauts);
}

/** The forms a name or query is compared in (one or two, without duplicates). */
export function searchForms(text: string): string[] {
  const transliterated = transliterateName(text);
  const stripped = stripName(text);
  const forms = transliterated === stripped ? [transliterated] : [transliterated, stripped];
  return forms.filter((form) => form.length > 0);
}
