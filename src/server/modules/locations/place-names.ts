/**
 * Name folding for the gazetteer. People type "München", "Muenchen" and "Munchen" for the same
 * city, so every name is indexed in two forms: umlauts transliterated (ä -> ae) and stripped
 * (ä -> a). A query matches when either of its forms matches either form of a name.
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

/** The forms a name or query is compared in (one or two, without duplicates). */
export function searchForms(text: string): string[] {
  const transliterated = fold(text, transliterations);
  const stripped = fold(text, strippings);
  const forms = transliterated === stripped ? [transliterated] : [transliterated, stripped];
  return forms.filter((form) => form.length > 0);
}

/** ASCII slug: 'Neustadt an der Aisch' -> 'neustadt-an-der-aisch', 'Köln' -> 'koeln'. */
export function slugify(text: string): string {
  return transliterateName(text).replaceAll(' ', '-');
}

/** Every ending of a folded name that starts at a word: 'bad homburg' -> both, 'homburg'. */
export function wordTails(form: string): string[] {
  const tails = [form];
  for (let index = form.indexOf(' '); index !== -1; index = form.indexOf(' ', index + 1)) {
    tails.push(form.slice(index + 1));
  }
  return tails;
}

/** Great-circle distance in kilometres. */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = Math.PI / 180;
  const latitudeDelta = (to.latitude - from.latitude) * radians;
  const longitudeDelta = (to.longitude - from.longitude) * radians;
  const haversine =
    Math.sin(latitudeDelta / 2) ** 2 +
    Math.cos(from.latitude * radians) * Math.cos(to.latitude * radians) * Math.sin(longitudeDelta / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(haversine)));
}
