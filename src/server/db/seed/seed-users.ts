import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { hashSeed, Rng } from '../../catalog-corpus/prng';
import type { Db } from '../database';
import { users } from '../schema/users.schema';
import { type DemoResponseStats, type DemoUser, demoUsers } from './demo-users.data';

const DAY_MS = 86_400_000;
/** The last onboarding step; demo accounts have finished onboarding. */
const demoOnboardingStep = 3;

/**
 * Reply statistics of a demo seller: the fixed ones, else seeded random ones (one in six without data).
 * A separate random stream, so adding these did not change any other seeded value.
 */
export function demoResponseStats(user: DemoUser, seed: number): DemoResponseStats | null {
  if (user.responseStats !== undefined) return user.responseStats;
  if (!user.roles.includes('seller')) return null;
  const rng = new Rng(hashSeed(seed, 'responses', user.email));
  if (rng.chance(1 / 6)) return null;
  return {
    rate: Math.round(rng.float(0.55, 1) * 100) / 100,
    timeMinutes: Math.round(5 + 475 * rng.float() ** 2.5),
  };
}

const responseColumns = (stats: DemoResponseStats | null) => ({
  responseRate: stats?.rate ?? null,
  responseTimeMinutes: stats?.timeMinutes ?? null,
});

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
        ...responseColumns(demoResponseStats(user, seed)),
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
  // Databases seeded before reply statistics existed: fill them in where they are still empty.
  for (const user of demoUsers.filter((candidate) => known.has(normaliseEmail(candidate.email)))) {
    const stats = demoResponseStats(user, seed);
    if (!stats) continue;
    await db
      .update(users)
      .set(responseColumns(stats))
      .where(and(eq(users.email, normaliseEmail(user.email)), isNull(users.responseRate)));
  }

  const all = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return { ids: new Map(all.map((row) => [row.email, row.id])), created: rows.length };
}
