import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notifications } from '../../db/schema/search.schema';
import type { DbExecutor } from '../../db/transaction';

const notificationColumns = {
  id: notifications.id,
  category: notifications.category,
  kind: notifications.kind,
  payload: notifications.payload,
  actionTo: notifications.actionTo,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

export type NotificationRow = Awaited<ReturnType<typeof listNotificationRows>>[number];

/** Newest first. */
export function listNotificationRows(db: Db, userId: string, limit: number) {
  return db
    .select(notificationColumns)
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** `ids` undefined marks every unread notification of the user; other users' ids are ignored. */
export async function markNotificationRowsRead(db: Db, userId: string, ids: string[] | undefined) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}

export interface NewNotification {
  userId: string;
  category: 'order' | 'system' | 'security';
  kind: string;
  payload: Record<string, unknown>;
  actionTo: string | null;
  /** At most one notification per user and key, however often it is created. */
  dedupeKey: string;
}

/** True when it was created, false when one with the same dedupe key already existed. */
export async function insertNotification(executor: DbExecutor, notification: NewNotification) {
  const rows = await executor
    .insert(notifications)
    .values(notification)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Many at once (one statement), each skipped when its user already has its dedupe key. */
export async function insertNotifications(executor: DbExecutor, rows: NewNotification[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await executor
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id });
  return inserted.length;
}
