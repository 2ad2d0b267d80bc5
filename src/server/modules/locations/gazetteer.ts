import { cities } from '@shared/catalog/cities.data';
import type { Place } from '@shared/locations/location.schema';

/**
 * The places people search around. This first version knows the ten cities of spec §3; the
 * locations helper extends it to the packaged GeoNames/OSM gazetteer with the same functions.
 */
const places: Place[] = cities.map((city) => ({
  slug: city.slug,
  label: city.label,
  state: city.state,
  postalCodes: city.postalCodes,
  latitude: city.latitude,
  longitude: city.longitude,
  population: null,
  isMajorCity: true,
}));

export function findPlaceBySlug(slug: string): Place | undefined {
  return places.find((place) => place.slug === slug);
}

/** The best place for a typed name or postal code ("Muenchen", "80331"), if any. */
export function findPlaceByName(text: string): Place | undefined {
  const needle = text.trim().toLowerCase();
  return places.find(
    (place) =>
      place.label.toLowerCase() === needle ||
      place.postalCodes.includes(needle) ||
      cities.some((city) => city.slug === place.slug && city.keywords.includes(needle)),
  );
}

/** Up to `limit` places for what someone is typing (name prefix or postal code prefix). */
export function suggestPlaces(text: string, limit = 8): Place[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return places
    .filter(
      (place) =>
        place.slug.startsWith(needle) ||
        place.label.toLowerCase().startsWith(needle) ||
        place.postalCodes.some((code) => code.startsWith(needle)),
    )
    .slice(0, limit);
}
