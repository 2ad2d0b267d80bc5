import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authSessions, refreshTokens } from '../../db/schema/auth.schema';
import type { DbExecutor } from '../../db/transaction';

export type RefreshTokenValues = {
  userId: string;
  familyId: string;
  tokenHash: string;
  isRemembered: boolean;
  expiresAt: Date;
  userAgent: string | null;
  createdAt: Date;
};

export async function insertRefreshToken(executor: DbExecutor, values: RefreshTokenValues): Promise<void> {
  await executor.insert(refreshTokens).values(values);
}

/** The token with the state of its session (family): `sessionRevokedAt` is set once it ended. */
export async function findRefreshTokenByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ ...getTableColumns(refreshTokens), sessionRevokedAt: authSessions.revokedAt })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * In one transaction: marks the presented token exchanged, only if no other request did so first
 * (the UPDATE's row lock and its `rotated_at IS NULL` condition let exactly one concurrent
 * exchange through), and stores its successor. False when another request won or the token was
 * revoked; nothing is stored then.
 */
export async function replaceRefreshToken(
  db: Db,
  previousId: string,
  successor: RefreshTokenValues,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const rotated = await transaction
      .update(refreshTokens)
      .set({ rotatedAt: at })
      .where(
        and(
          eq(refreshTokens.id, previousId),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ id: refreshTokens.id });
    if (rotated.length === 0) return false;
    await transaction.insert(refreshTokens).values(successor);
    return true;
  });
}
