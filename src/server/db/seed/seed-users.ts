import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import { hashSeed, Rng } from '../../catalog-corpus/prng';
import type { Db } from '../database';
import { users } from '../schema/users.schema';
import { demoUsers } from './demo-users.data';

const DAY_MS = 86_400_000;
/** The last onboarding step; demo accounts have finished onboarding. */
const demoOnboardingStep = 3;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Creates the demo accounts that do not exist yet (matched by email) and returns every demo user's id. */
export async function seedUsers(
  db: Db,
  seed: number,
  now: Date,
): Promise<{ ids: Map<string, string>; created: number }> {
  const emails = demoUsers.map((user) => normaliseEmail(user.email));
  const existing = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const known = new Set(existing.map((row) => row.email));
  const missing = demoUsers.filter((user) => !known.has(normaliseEmail(user.email)));

  const rows = await Promise.all(
    missing.map(async (user) => {
      const rng = new Rng(hashSeed(seed, 'user', user.email));
      const joinedAt = new Date(now.getTime() - rng.float(60, 1800) * DAY_MS);
      // Private demo sellers get a random password nobody knows, so their accounts cannot be used to sign in.
      const password = user.password ?? randomBytes(32).toString('base64url');
      return {
        email: normaliseEmail(user.email),
        passwordHash: await hash(password),
        roles: user.roles,
        displayName: user.displayName,
        cityId: user.cityId,
        emailVerifiedAt: new Date(joinedAt.getTime() + rng.int(2, 90) * 60_000),
        // Demo accounts skip onboarding, so signing in with them leads straight into the app.
        onboardingStep: demoOnboardingStep,
        onboardingCompletedAt: now,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      };
    }),
  );
  if (rows.length > 0) await db.insert(users).values(rows).onConflictDoNothing({ target: users.email });
  // Databases seeded before onboarding existed: complete it for the demo accounts there too.
  await db
    .update(users)
    .set({ onboardingStep: demoOnboardingStep, onboardingCompletedAt: now })
    .where(and(inArray(users.email, emails), isNull(users.onboardingCompletedAt)));
  // Response figures now come from the chat (issue 17): clear what older seeds stored.
  await db
    .update(users)
    .set({ responseRate: null, responseTimeMinutes: null })
    .where(and(inArray(users.email, emails), isNotNull(users.responseRate)));

  const all = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return { ids: new Map(all.map((row) => [row.email, row.id])), created: rows.length };
}
