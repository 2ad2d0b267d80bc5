import type { Place } from '@shared/locations/location.schema';
import { AppError } from '../../core/app-error';
import { findNearestPlace, findPlaceBySlug, suggestPlaces } from './gazetteer';

export interface LocationSuggestions {
  places: Place[];
  postalCode: string | null;
}

/** Spec §2 Header: suggestions for a city name or postal code, at most 8 (§9). */
export function suggestLocations(query: string, limit: number): LocationSuggestions {
  const places = suggestPlaces(query, limit);
  const compact = query.replace(/\s+/g, '');
  const isPostalCode = /^\d{5}$/.test(compact) && places.some((place) => place.postalCodes.includes(compact));
  return { places, postalCode: isPostalCode ? compact : null };
}

export function getPlace(slug: string): Place {
  const place = findPlaceBySlug(slug);
  if (!place) throw new AppError('NOT_FOUND', 'No place with this slug', { slug });
  return place;
}

/** "Use my location": the nearest German place; a point far outside Germany is not one. */
export function getNearestPlace(latitude: number, longitude: number): Place {
  const place = findNearestPlace(latitude, longitude);
  if (!place || !isNearGermany(latitude, longitude)) {
    throw new AppError('NOT_FOUND', 'No German place near these coordinates', { latitude, longitude });
  }
  return place;
}

/** Germany's bounding box with a margin of roughly 50 km, so border regions still resolve. */
function isNearGermany(latitude: number, longitude: number): boolean {
  return latitude >= 46.8 && latitude <= 55.5 && longitude >= 5.2 && longitude <= 15.8;
}
