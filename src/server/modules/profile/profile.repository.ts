import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/users.schema';

const profileColumns = {
  displayName: users.displayName,
  preferences: users.preferences,
  locationLabel: users.locationLabel,
  locationSlug: users.locationSlug,
  locationLatitude: users.locationLatitude,
  locationLongitude: users.locationLongitude,
  locationConsent: users.locationConsent,
  locationConsentAt: users.locationConsentAt,
};

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

export async function findProfileRow(db: Db, userId: string) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export interface ProfileChanges {
  displayName?: string;
  /** Merged into the stored preferences, so keys written elsewhere (onboarding) survive. */
  preferencesToSet: Record<string, unknown>;
  preferencesToRemove: string[];
  /** undefined keeps the stored location, null removes it. */
  location?: { label: string; slug: string | null; latitude: number | null; longitude: number | null } | null;
  locationConsentAt?: Date;
}

export async function updateProfileRow(db: Db, userId: string, changes: ProfileChanges) {
  let preferences: SQL = sql`(${users.preferences} || ${JSON.stringify(changes.preferencesToSet)}::jsonb)`;
  for (const key of changes.preferencesToRemove) preferences = sql`(${preferences} - ${key}::text)`;
  const location = changes.location;
  const [row] = await db
    .update(users)
    .set({
      preferences,
      ...(changes.displayName === undefined ? {} : { displayName: changes.displayName }),
      ...(location === undefined
        ? {}
        : {
            locationLabel: location?.label ?? null,
            locationSlug: location?.slug ?? null,
            locationLatitude: location?.latitude ?? null,
            locationLongitude: location?.longitude ?? null,
          }),
      ...(changes.locationConsentAt
        ? { locationConsent: true, locationConsentAt: changes.locationConsentAt }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  return row ?? null;
}
