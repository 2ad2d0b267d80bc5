import type { Profile, UpdateProfileRequest } from '@shared/profile/profile.schema';
import { clampSearchRadiusKm, defaultSearchRadiusKm } from '@shared/profile/search-radius';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { presentProfile } from './profile.presenter';
import { findProfileRow, type ProfileChanges, type ProfileRow, updateProfileRow } from './profile.repository';

export const locationConsentRequiredMessage =
  'A location can only be saved after consenting to location use: send locationConsent: true.';

/** A valid token whose account no longer exists: the client's refresh fails and it signs out. */
const accountGone = () => new AppError('UNAUTHENTICATED', 'This account no longer exists');

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const row = await findProfileRow(db, userId);
  if (!row) throw accountGone();
  return presentProfile(row);
}

export async function updateProfile(
  db: Db,
  userId: string,
  request: UpdateProfileRequest,
  now = new Date(),
): Promise<Profile> {
  const current = await findProfileRow(db, userId);
  if (!current) throw accountGone();

  const isGivingConsent = request.locationConsent === true;
  if (request.location && !isGivingConsent && current.locationConsentAt === null) {
    throw new AppError('VALIDATION_FAILED', locationConsentRequiredMessage, {
      issues: [{ path: 'body.location', message: locationConsentRequiredMessage, code: 'consent_required' }],
    });
  }

  const changes: ProfileChanges = {
    ...planPreferenceChanges(request.preferences ?? {}, current),
    ...(request.displayName === undefined ? {} : { displayName: request.displayName }),
    ...(isGivingConsent ? { locationConsentAt: now } : {}),
  };
  if (request.location !== undefined) {
    changes.location = request.location && {
      label: request.location.label,
      slug: request.location.slug ?? null,
      latitude: request.location.coordinates?.latitude ?? null,
      longitude: request.location.coordinates?.longitude ?? null,
    };
  }
  const row = await updateProfileRow(db, userId, changes);
  if (!row) throw accountGone();
  return presentProfile(row);
}

/** Given keys change, null or blank text removes them; the radius is clamped and defaults to 25 km. */
function planPreferenceChanges(
  preferences: NonNullable<UpdateProfileRequest['preferences']>,
  current: ProfileRow,
): Pick<ProfileChanges, 'preferencesToSet' | 'preferencesToRemove'> {
  const preferencesToSet: Record<string, unknown> = {};
  const preferencesToRemove: string[] = [];
  for (const [key, value] of Object.entries(preferences)) {
    if (value === undefined) continue;
    if (value === null || value === '') preferencesToRemove.push(key);
    else preferencesToSet[key] = key === 'searchRadiusKm' ? clampSearchRadiusKm(value as number) : value;
  }
  const isChoosingLocation =
    typeof preferencesToSet.searchLocationSlug === 'string' ||
    typeof preferencesToSet.searchLocationLabel === 'string';
  const hasRadius =
    'searchRadiusKm' in preferencesToSet ||
    (typeof current.preferences.searchRadiusKm === 'number' &&
      !preferencesToRemove.includes('searchRadiusKm'));
  if (isChoosingLocation && !hasRadius) preferencesToSet.searchRadiusKm = defaultSearchRadiusKm;
  return { preferencesToSet, preferencesToRemove };
}
