import type { FeedbackTicketStatus } from '@shared/support/feedback-constants';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { feedbackTickets } from '../../db/schema/platform.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

export type FeedbackTicketRow = typeof feedbackTickets.$inferSelect;
export type NewFeedbackTicket = typeof feedbackTickets.$inferInsert;

/** Undefined when the reference is taken (the caller draws another). */
export async function insertFeedbackTicket(
  executor: DbExecutor,
  ticket: NewFeedbackTicket,
): Promise<FeedbackTicketRow | undefined> {
  const [row] = await executor
    .insert(feedbackTickets)
    .values(ticket)
    .onConflictDoNothing({ target: feedbackTickets.reference })
    .returning();
  return row;
}

const ticketColumns = { ticket: feedbackTickets, reporterName: users.displayName };
export type FeedbackTicketWithReporter = { ticket: FeedbackTicketRow; reporterName: string | null };

export async function findFeedbackTicket(
  executor: Db | DbExecutor,
  reference: string,
): Promise<FeedbackTicketWithReporter | undefined> {
  const [row] = await executor
    .select(ticketColumns)
    .from(feedbackTickets)
    .leftJoin(users, eq(users.id, feedbackTickets.userId))
    .where(eq(feedbackTickets.reference, reference));
  return row;
}

function statusFilter(status: FeedbackTicketStatus | 'all'): SQL | undefined {
  return status === 'all' ? undefined : eq(feedbackTickets.status, status);
}

export function listFeedbackTicketRows(
  db: Db,
  options: { status: FeedbackTicketStatus | 'all'; limit: number; offset: number },
): Promise<FeedbackTicketWithReporter[]> {
  return db
    .select(ticketColumns)
    .from(feedbackTickets)
    .leftJoin(users, eq(users.id, feedbackTickets.userId))
    .where(statusFilter(options.status))
    .orderBy(desc(feedbackTickets.createdAt), desc(feedbackTickets.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countFeedbackTicketRows(db: Db, status: FeedbackTicketStatus | 'all'): Promise<number> {
  const [row] = await db.select({ total: count() }).from(feedbackTickets).where(statusFilter(status));
  return row?.total ?? 0;
}

export async function updateFeedbackTicketStatus(
  db: Db,
  reference: string,
  status: FeedbackTicketStatus,
): Promise<boolean> {
  const rows = await db
    .update(feedbackTickets)
    .set({ status, updatedAt: new Date() })
    .where(eq(feedbackTickets.reference, reference))
    .returning({ id: feedbackTickets.id });
  return rows.length > 0;
}
