import type { Place } from '@shared/locations/location.schema';
import { parseSeoSegment, seoSegmentFor } from '@shared/search/search.schema';
import { searchRadiusOptionsKm } from '@shared/search/search-params';
import { AppError } from '../../core/app-error';
import { findPlaceBySlug, suggestPlaces } from '../locations/gazetteer';

const suggestedRadiiKm = [10, 25, 50] as const;
const fallbackRadiusKm = 25;

const isOfferedRadius = (radiusKm: number) =>
  radiusKm > 0 && (searchRadiusOptionsKm as readonly number[]).includes(radiusKm);

/** Places for a slug nobody knows: its words, then ever shorter prefixes ("berln" -> "ber"). */
function placesLike(slug: string): Place[] {
  const text = slug.replace(/-/g, ' ').trim();
  const places = suggestPlaces(text, 5);
  if (places.length > 0) return places;
  const firstWord = text.split(' ')[0] ?? '';
  for (let length = firstWord.length - 1; length >= 3; length -= 1) {
    const shorter = suggestPlaces(firstWord.slice(0, length), 5);
    if (shorter.length > 0) return shorter;
  }
  return [];
}

const suggestion = (place: Place, radiusKm: number) => ({
  segment: seoSegmentFor(place.slug, radiusKm),
  label: place.label,
  radiusKm,
});

/** Spec §2 /search/{city-slug}-umkreis-{km}km: the place and radius, or a 404 with what was probably meant. */
export function resolveSeoSegment(segment: string): { place: Place; radiusKm: number } {
  const parsed = parseSeoSegment(segment);
  if (!parsed) {
    throw new AppError('NOT_FOUND', 'A location search path looks like "berlin-umkreis-25km".', {
      reason: 'malformed',
      suggestions: [],
    });
  }
  const place = findPlaceBySlug(parsed.slug);
  if (!place) {
    const radiusKm = isOfferedRadius(parsed.radiusKm) ? parsed.radiusKm : fallbackRadiusKm;
    throw new AppError('NOT_FOUND', `There is no place "${parsed.slug}".`, {
      reason: 'unknown_place',
      suggestions: placesLike(parsed.slug).map((candidate) => suggestion(candidate, radiusKm)),
    });
  }
  if (!isOfferedRadius(parsed.radiusKm)) {
    throw new AppError('NOT_FOUND', `${parsed.radiusKm} km is not a search radius.`, {
      reason: 'invalid_radius',
      suggestions: suggestedRadiiKm.map((radiusKm) => suggestion(place, radiusKm)),
    });
  }
  return { place, radiusKm: parsed.radiusKm };
}
