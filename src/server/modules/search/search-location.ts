import type { Place } from '@shared/locations/location.schema';
import { hasRadiusFilter, type SearchParams } from '@shared/search/search-params';
import { findPlaceByName, findPlaceBySlug } from '../locations/gazetteer';

export interface SearchLocation {
  place: Place | null;
  label: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/**
 * The point a search is around: coordinates first (the browser's position), then the place slug,
 * then the typed region name. `null` location means nationwide; `isUnknown` means a location was
 * asked for but cannot be found, which the search answers with no results and a note.
 */
export function resolveSearchLocation(params: SearchParams): {
  location: SearchLocation | null;
  isUnknown: boolean;
} {
  if (!hasRadiusFilter(params)) return { location: null, isUnknown: false };
  const radiusKm = params.radius ?? 0;
  if (params.lat !== undefined && params.lng !== undefined) {
    const place = params.loc ? (findPlaceBySlug(params.loc) ?? null) : null;
    return {
      location: {
        place,
        label: params.region ?? place?.label ?? `${params.lat.toFixed(4)}, ${params.lng.toFixed(4)}`,
        latitude: params.lat,
        longitude: params.lng,
        radiusKm,
      },
      isUnknown: false,
    };
  }
  const place = params.loc
    ? findPlaceBySlug(params.loc)
    : params.region
      ? findPlaceByName(params.region)
      : undefined;
  if (!place) return { location: null, isUnknown: true };
  return {
    location: {
      place,
      label: params.region ?? place.label,
      latitude: place.latitude,
      longitude: place.longitude,
      radiusKm,
    },
    isUnknown: false,
  };
}
