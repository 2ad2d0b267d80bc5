import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared-statement';
import { authSessions, refreshTokens } from '../../db/schema/auth.schema';
import type { DbExecutor } from '../../db/transaction';

export async function insertSession(
  executor: DbExecutor,
  values: { userId: string; expiresAt: Date; createdAt: Date },
): Promise<string> {
  const [row] = await executor.insert(authSessions).values(values).returning({ id: authSessions.id });
  if (!row) throw new Error('session was not inserted');
  return row.id;
}

// Every signed-in request runs it (ADR 088: built once).
const activeSession = preparedPerDatabase((db) =>
  db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare(''),
);

/** One primary-key lookup: the session exists, belongs to the user, has not ended and not run out. */
export async function isSessionActive(
  db: Db,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const rows = await activeSession(db).execute({ sessionId, userId, now });
  return rows.length > 0;
}

/** Ends one session and revokes its refresh tokens. */
export async function revokeSessionById(executor: DbExecutor, sessionId: string, at: Date): Promise<void> {
  await executor
    .update(authSessions)
    .set({ revokedAt: at })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  await executor
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the user and revokes their refresh tokens. */
export async function revokeSessionsOfUser(executor: DbExecutor, userId: string, at: Date): Promise<void> {
  await executor
    .update(authSessions)
    .set({ revokedAt: at })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  await executor
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
