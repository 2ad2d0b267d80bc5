import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/users.schema';

/** The preferences key onboarding answers are kept under. */
const intentsPreferenceKey = 'onboardingIntents';

const onboardingColumns = {
  step: users.onboardingStep,
  completedAt: users.onboardingCompletedAt,
  lastSeenAt: users.onboardingLastSeenAt,
};

export type OnboardingRow = NonNullable<Awaited<ReturnType<typeof findOnboardingRow>>>;

export async function findOnboardingRow(db: Db, userId: string) {
  const [row] = await db.select(onboardingColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export interface OnboardingChanges {
  step: number;
  completedAt: Date | null;
  lastSeenAt: Date | null;
  /** undefined keeps the stored intents, null removes them. */
  intents?: string[] | null;
}

export async function updateOnboardingRow(db: Db, userId: string, changes: OnboardingChanges) {
  let preferences: SQL | undefined;
  if (changes.intents === null) preferences = sql`(${users.preferences} - ${intentsPreferenceKey}::text)`;
  if (changes.intents) {
    const merged = JSON.stringify({ [intentsPreferenceKey]: changes.intents });
    preferences = sql`(${users.preferences} || ${merged}::jsonb)`;
  }
  const [row] = await db
    .update(users)
    .set({
      onboardingStep: changes.step,
      onboardingCompletedAt: changes.completedAt,
      onboardingLastSeenAt: changes.lastSeenAt,
      ...(preferences ? { preferences } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning(onboardingColumns);
  return row ?? null;
}
