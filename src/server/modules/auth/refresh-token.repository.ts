import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refreshTokens } from '../../db/schema/auth.schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Db,
  values: {
    userId: string;
    familyId: string;
    tokenHash: string;
    isRemembered: boolean;
    expiresAt: Date;
    userAgent: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshTokenByHash(
  db: Db,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks the token as exchanged; false when it already was (a concurrent or repeated use). */
export async function markRefreshTokenRotated(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function revokeRefreshTokenFamily(db: Db, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeRefreshTokensOfUser(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
