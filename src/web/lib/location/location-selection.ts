import type { LocationSelection } from '@shared/locations/location.schema';
import type { ProfilePreferences, UpdateProfileRequest } from '@shared/profile/profile.schema';
import { clampSearchRadiusKm } from '@shared/profile/search-radius';

/** What the dialog works on before it is applied: a place (or none) and a radius. */
export interface LocationDraftPlace {
  label: string;
  slug: string | null;
  latitude: number;
  longitude: number;
}

const roundTo4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function buildLocationSelection(
  place: LocationDraftPlace,
  radiusKm: number,
  source: LocationSelection['source'],
  now: Date = new Date(),
): LocationSelection {
  return {
    label: place.label,
    slug: place.slug,
    radiusKm: clampSearchRadiusKm(radiusKm),
    coordinates: { latitude: roundTo4(place.latitude), longitude: roundTo4(place.longitude) },
    source,
    updatedAt: now.toISOString(),
  };
}

/** PATCH /profile preferences for a choice; clearing sends nulls (spec §4 Location). */
export function profilePreferencesFor(
  selection: LocationSelection | null,
): NonNullable<UpdateProfileRequest['preferences']> {
  if (!selection) {
    return {
      searchRadiusKm: null,
      searchLocationSlug: null,
      searchLocationLabel: null,
      searchLocationCoordinates: null,
      searchLocationSource: null,
    };
  }
  return {
    searchRadiusKm: selection.radiusKm,
    searchLocationSlug: selection.slug,
    searchLocationLabel: selection.label,
    searchLocationCoordinates: selection.coordinates,
    searchLocationSource: selection.source,
  };
}

/** The profile's saved choice as a local one (source 'profile'), if it has a complete one. */
export function selectionFromProfile(preferences: ProfilePreferences): LocationSelection | null {
  const { searchLocationLabel, searchLocationCoordinates, searchRadiusKm } = preferences;
  if (!searchLocationLabel || !searchLocationCoordinates) return null;
  return buildLocationSelection(
    {
      label: searchLocationLabel,
      slug: preferences.searchLocationSlug || null,
      latitude: searchLocationCoordinates.latitude,
      longitude: searchLocationCoordinates.longitude,
    },
    searchRadiusKm ?? 0,
    'profile',
  );
}
