import type { PlaceFinder } from '../ai-engine';

/** English names of German places that the gazetteer knows only in German. */
const exonyms: Record<string, string> = {
  cologne: 'Köln',
  munich: 'München',
  nuremberg: 'Nürnberg',
  hanover: 'Hannover',
  brunswick: 'Braunschweig',
  'frankfurt on the main': 'Frankfurt am Main',
};

/**
 * The first place name said that the gazetteer knows, most specific first ("Berlin Kreuzberg" ->
 * Kreuzberg). Unknown names are left out rather than guessed: the profile city stays the default.
 */
export function resolveSaidPlace(
  candidates: readonly string[],
  findPlace: PlaceFinder | undefined,
): { slug: string; label: string } | undefined {
  if (!findPlace) return undefined;
  for (const candidate of candidates) {
    // One capitalised word that is also an everyday word ("Rot", "Tasche") is rarely a place said
    // after "Abholung in"; the gazetteer still decides.
    const place = findPlace(exonyms[candidate.toLowerCase()] ?? candidate);
    if (place) return { slug: place.slug, label: place.label };
  }
  return undefined;
}
