import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailVerificationTokens, passwordResetTokens } from '../../db/schema/auth.schema';
import { users } from '../../db/schema/users.schema';
import { revokeSessionsOfUser } from './session.repository';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Undefined when the user does not exist; null when the address is not confirmed yet. */
export async function findEmailVerifiedAt(db: Db, userId: string): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? row.emailVerifiedAt : undefined;
}

/** Inserts a user; undefined when the email is taken (also by a concurrent request). */
export async function insertUser(
  db: Db,
  values: { email: string; passwordHash: string; displayName: string; emailVerifiedAt?: Date },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function markEmailVerified(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

export async function replacePasswordHash(db: Db, userId: string, passwordHash: string, at: Date) {
  await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
}

/** Counts a failed sign-in; locks are kept per account and address in `auth_attempts` (ADR 035). */
export async function recordFailedLogin(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
    .where(eq(users.id, userId));
}

export async function clearFailedLogins(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, userId));
}

export async function insertVerificationToken(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerificationTokens).values(values);
}

export async function findVerificationToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks the token used; false when another request used it first. */
export async function consumeVerificationToken(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(emailVerificationTokens)
    .set({ usedAt: at })
    .where(and(eq(emailVerificationTokens.id, id), isNull(emailVerificationTokens.usedAt)))
    .returning({ id: emailVerificationTokens.id });
  return rows.length > 0;
}

export async function insertPasswordResetToken(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

export async function findPasswordResetToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks the token used; false when another request used it first. */
export async function consumePasswordResetToken(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length > 0;
}

/**
 * In one transaction: the new password hash, the address confirmed, failed sign-ins and any lock
 * cleared, the user's other reset links used up and every session ended (ADR 035).
 */
export async function applyPasswordReset(db: Db, userId: string, passwordHash: string, at: Date) {
  await db.transaction(async (transaction) => {
    await transaction
      .update(users)
      .set({ passwordHash, failedLoginCount: 0, lockedUntil: null, updatedAt: at })
      .where(eq(users.id, userId));
    await transaction
      .update(users)
      .set({ emailVerifiedAt: at })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    await transaction
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await revokeSessionsOfUser(transaction, userId, at);
  });
}
