import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listingViewDays, publishJobs } from '../../db/schema/marketplaces.schema';

/**
 * The publishing and view tables of migration 0023 as the workspace reads them (ADR 074): the
 * seller's publish jobs by `seller_id`, and the anonymous daily views of listings the caller
 * names. Only reads; the marketplaces module writes them.
 */

/** Each of the seller's listings whose latest publish job (any channel) failed. */
export async function findLatestFailedPublishJobs(db: Db, sellerId: string, limit: number) {
  const latest = db
    .selectDistinctOn([publishJobs.listingId, publishJobs.channel], {
      id: publishJobs.id,
      listingId: publishJobs.listingId,
      channel: publishJobs.channel,
      status: publishJobs.status,
      errorCode: publishJobs.errorCode,
      at: sql<Date>`coalesce(${publishJobs.finishedAt}, ${publishJobs.updatedAt})`.as('at'),
    })
    .from(publishJobs)
    .where(and(eq(publishJobs.sellerId, sellerId), eq(publishJobs.operation, 'publish')))
    .orderBy(publishJobs.listingId, publishJobs.channel, desc(publishJobs.queuedAt), desc(publishJobs.id))
    .as('latest');
  const rows = await db
    .select()
    .from(latest)
    .where(eq(latest.status, 'FAILURE'))
    .orderBy(desc(latest.at))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

/** The seller's publish jobs queued in the window, with what the figures need. */
export function findPublishJobsQueuedBetween(db: Db, sellerId: string, from: Date, to: Date) {
  return db
    .select({
      status: publishJobs.status,
      attempts: publishJobs.attempts,
      queuedAt: publishJobs.queuedAt,
      startedAt: publishJobs.startedAt,
      finishedAt: publishJobs.finishedAt,
      durationMs: publishJobs.durationMs,
    })
    .from(publishJobs)
    .where(
      and(
        eq(publishJobs.sellerId, sellerId),
        eq(publishJobs.operation, 'publish'),
        gte(publishJobs.queuedAt, from),
        lt(publishJobs.queuedAt, to),
      ),
    );
}

/** Anonymous views per UTC day of the given listings. */
export async function countAnonymousViewsByDay(db: Db, listingIds: string[], from: Date, to: Date) {
  if (listingIds.length === 0) return [];
  const day = sql<string>`to_char(${listingViewDays.day}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, views: sql<number>`sum(${listingViewDays.views})::int` })
    .from(listingViewDays)
    .where(
      and(
        inArray(listingViewDays.listingId, listingIds),
        gte(listingViewDays.day, from.toISOString().slice(0, 10)),
        lt(listingViewDays.day, to.toISOString().slice(0, 10)),
      ),
    )
    .groupBy(day);
  return rows.map((row) => ({ day: row.day, views: Number(row.views) }));
}
