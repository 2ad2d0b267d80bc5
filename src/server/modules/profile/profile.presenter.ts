import {
  type Profile,
  type ProfilePreferences,
  profilePreferencesSchema,
} from '@shared/profile/profile.schema';
import type { ProfileRow } from './profile.repository';

/** Only the known preference keys, each only when valid: the column also holds other features' keys. */
export function presentPreferences(stored: Record<string, unknown>): ProfilePreferences {
  const preferences: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(profilePreferencesSchema.shape)) {
    const parsed = schema.safeParse(stored[key]);
    if (parsed.success && parsed.data !== undefined) preferences[key] = parsed.data;
  }
  return preferences as ProfilePreferences;
}

export function presentProfile(row: ProfileRow): Profile {
  const hasCoordinates = row.locationLatitude !== null && row.locationLongitude !== null;
  return {
    displayName: row.displayName,
    location:
      row.locationLabel === null
        ? null
        : {
            label: row.locationLabel,
            ...(row.locationSlug === null ? {} : { slug: row.locationSlug }),
            ...(hasCoordinates
              ? { coordinates: { latitude: row.locationLatitude!, longitude: row.locationLongitude! } }
              : {}),
          },
    locationConsent: row.locationConsent,
    locationConsentAt: row.locationConsentAt?.toISOString() ?? null,
    preferences: presentPreferences(row.preferences),
  };
}
