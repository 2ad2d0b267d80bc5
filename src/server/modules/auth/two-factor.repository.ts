import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { recoveryCodes } from '../../db/schema/auth.schema';
import { users } from '../../db/schema/users.schema';

/** Stores a new, not yet enabled secret (setup); any earlier one is replaced. */
export async function savePendingTotpSecret(db: Db, userId: string, secretEncrypted: string, at: Date) {
  await db
    .update(users)
    .set({ totpSecretEncrypted: secretEncrypted, totpEnabledAt: null, totpLastUsedStep: null, updatedAt: at })
    .where(eq(users.id, userId));
}

/**
 * Records `step` as the last used TOTP step, only if it is newer than the stored one, so the same
 * code cannot be accepted twice, not even by two concurrent requests. False when it was not newer.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastUsedStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastUsedStep), lt(users.totpLastUsedStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function enableTotp(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ totpEnabledAt: at, updatedAt: at }).where(eq(users.id, userId));
}

export async function disableTotp(db: Db, userId: string, at: Date): Promise<void> {
  await db.transaction(async (transaction) => {
    await transaction
      .update(users)
      .set({ totpSecretEncrypted: null, totpEnabledAt: null, totpLastUsedStep: null, updatedAt: at })
      .where(eq(users.id, userId));
    await transaction.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[], at: Date) {
  await db.transaction(async (transaction) => {
    await transaction.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await transaction
      .insert(recoveryCodes)
      .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
  });
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.value ?? 0;
}

/** Marks a matching unused code as used; false when there is none (wrong, or used before). */
export async function consumeRecoveryCode(db: Db, userId: string, codeHash: string, at: Date) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}
