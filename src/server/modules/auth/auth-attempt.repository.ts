import { and, count, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authAttempts } from '../../db/schema/auth.schema';

export async function insertAuthAttempt(db: Db, key: string, action: string, at: Date): Promise<void> {
  await db.insert(authAttempts).values({ key, action, createdAt: at });
}

export async function countAuthAttemptsSince(db: Db, key: string, action: string, since: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(authAttempts)
    .where(
      and(eq(authAttempts.key, key), eq(authAttempts.action, action), gt(authAttempts.createdAt, since)),
    );
  return row?.value ?? 0;
}

/** When the `position`-th newest attempt since `since` happened (1 = newest); undefined if fewer. */
export async function findNthNewestAttemptSince(
  db: Db,
  key: string,
  action: string,
  since: Date,
  position: number,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(and(eq(authAttempts.key, key), eq(authAttempts.action, action), gt(authAttempts.createdAt, since)))
    .orderBy(desc(authAttempts.createdAt))
    .offset(position - 1)
    .limit(1);
  return row?.createdAt;
}

export async function deleteAuthAttempts(db: Db, key: string, action: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.key, key), eq(authAttempts.action, action)));
}

/** Deletes `key`'s attempts and those of every key starting with `keyPrefix` (literally). */
export async function deleteAuthAttemptsOfAccount(
  db: Db,
  key: string,
  keyPrefix: string,
  action: string,
): Promise<void> {
  const pattern = `${keyPrefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  await db
    .delete(authAttempts)
    .where(
      and(
        eq(authAttempts.action, action),
        or(eq(authAttempts.key, key), sql`${authAttempts.key} LIKE ${pattern}`),
      ),
    );
}

export async function deleteAuthAttemptsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, before));
}
