import type { Place } from '@shared/locations/location.schema';
import { locationSuggestionsMax } from '@shared/locations/location.schema';
import { searchForms } from '@shared/text/name-folding';
import { buildGazetteer, type GazetteerEntry } from './gazetteer-data';
import { distanceKm } from './place-names';

/**
 * The places people search around: the ten cities of spec §3 plus every German place of 1,000+
 * inhabitants (GeoNames), with postal codes from OpenStreetMap. Built once in memory on first use
 * (~0.5 s); `warmGazetteer` lets the server pay that at start-up instead of on a request.
 */
interface Gazetteer {
  entries: GazetteerEntry[];
  bySlug: Map<string, GazetteerEntry>;
}

let gazetteer: Gazetteer | undefined;

function loadGazetteer(): Gazetteer {
  if (!gazetteer) {
    const entries = buildGazetteer();
    gazetteer = { entries, bySlug: new Map(entries.map((entry) => [entry.place.slug, entry])) };
  }
  return gazetteer;
}

export function warmGazetteer(): void {
  loadGazetteer();
}

const postalCodePattern = /^\d{1,5}$/;

/** Exact postal code if the text is one ("10115", " 10115 "). */
function postalCodeOf(text: string): string | undefined {
  const compact = text.replace(/\s+/g, '');
  return postalCodePattern.test(compact) ? compact : undefined;
}

/** Major cities first on ties, then the most populous. */
function byImportance(left: GazetteerEntry, right: GazetteerEntry): number {
  return (
    Number(right.place.isMajorCity) - Number(left.place.isMajorCity) ||
    (right.place.population ?? 0) - (left.place.population ?? 0)
  );
}

export function findPlaceBySlug(slug: string): Place | undefined {
  return loadGazetteer().bySlug.get(slug)?.place;
}

/** The best place for a typed name or postal code ("Muenchen", "80331"), if any. */
export function findPlaceByName(text: string): Place | undefined {
  const { entries } = loadGazetteer();
  const postalCode = postalCodeOf(text);
  if (postalCode) {
    if (postalCode.length !== 5) return undefined;
    return entries.filter((entry) => entry.place.postalCodes.includes(postalCode)).sort(byImportance)[0]
      ?.place;
  }
  const forms = searchForms(text);
  if (forms.length === 0) return undefined;
  return entries.filter((entry) => forms.some((form) => entry.names.includes(form))).sort(byImportance)[0]
    ?.place;
}

function suggestByPostalCode(entries: GazetteerEntry[], prefix: string, limit: number): Place[] {
  const scored: { entry: GazetteerEntry; isExact: boolean }[] = [];
  for (const entry of entries) {
    if (!entry.place.postalCodes.some((code) => code.startsWith(prefix))) continue;
    scored.push({ entry, isExact: entry.place.postalCodes.includes(prefix) });
  }
  return scored
    .sort(
      (left, right) => Number(right.isExact) - Number(left.isExact) || byImportance(left.entry, right.entry),
    )
    .slice(0, limit)
    .map(({ entry }) => entry.place);
}

/**
 * Up to `limit` (at most 8, spec §9) places for what someone is typing: a prefix of any word of
 * the name in any spelling (umlauts, ae/oe/ue, without), exact names first, then by population;
 * digits search postal codes by prefix, an exact code first.
 */
export function suggestPlaces(text: string, limit: number = locationSuggestionsMax): Place[] {
  const { entries } = loadGazetteer();
  const cappedLimit = Math.max(0, Math.min(limit, locationSuggestionsMax));
  if (cappedLimit === 0) return [];
  const postalCode = postalCodeOf(text);
  if (postalCode) return suggestByPostalCode(entries, postalCode, cappedLimit);
  const forms = searchForms(text);
  if (forms.length === 0) return [];
  const scored: { entry: GazetteerEntry; isExact: boolean }[] = [];
  for (const entry of entries) {
    if (!entry.tails.some((tail) => forms.some((form) => tail.startsWith(form)))) continue;
    scored.push({ entry, isExact: forms.some((form) => entry.names.includes(form)) });
  }
  return scored
    .sort(
      (left, right) => Number(right.isExact) - Number(left.isExact) || byImportance(left.entry, right.entry),
    )
    .slice(0, cappedLimit)
    .map(({ entry }) => entry.place);
}

/** The nearest place to a point ("use my location"); city sections only when nothing else is. */
export function findNearestPlace(latitude: number, longitude: number): Place | undefined {
  let nearest: { entry: GazetteerEntry; km: number } | undefined;
  for (const entry of loadGazetteer().entries) {
    if (entry.isDistrict) continue;
    const km = distanceKm({ latitude, longitude }, entry.place);
    if (!nearest || km < nearest.km) nearest = { entry, km };
  }
  return nearest?.entry.place;
}
