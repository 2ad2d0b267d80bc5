import type { AnalyticsConsentState, JourneyStage } from '@shared/analytics/analytics-constants';
import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { analyticsEvents } from '../../db/schema/platform.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

type Executor = Db | DbExecutor;

/** What is stored of one event: never an IP address (ADR 068). */
export interface NewAnalyticsEvent {
  name: string;
  occurredAt: Date;
  userId: string | null;
  sessionId: string;
  properties: Record<string, unknown>;
  context: Record<string, unknown>;
}

/** Insert only: the table's trigger refuses UPDATE, and DELETE outside the retention sweep. */
export async function insertAnalyticsEvents(
  executor: Executor,
  events: NewAnalyticsEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const rows = await executor.insert(analyticsEvents).values(events).returning({ id: analyticsEvents.id });
  return rows.length;
}

export async function findAnalyticsConsent(executor: Executor, userId: string) {
  const [row] = await executor
    .select({ state: users.analyticsConsent, updatedAt: users.analyticsConsentAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function updateAnalyticsConsent(
  executor: Executor,
  userId: string,
  state: AnalyticsConsentState,
  at: Date,
) {
  const [row] = await executor
    .update(users)
    .set({ analyticsConsent: state, analyticsConsentAt: at })
    .where(eq(users.id, userId))
    .returning({ state: users.analyticsConsent, updatedAt: users.analyticsConsentAt });
  return row;
}

/**
 * Distinct sessions reaching each stage in order since `from`: a session counts for a stage when it
 * has an event of that stage at or after the moment it first reached the previous stage.
 */
export async function countFunnelSessions(
  executor: Executor,
  eventNamesByStage: Record<JourneyStage, string[]>,
  from: Date,
  to: Date,
): Promise<Record<JourneyStage, number>> {
  const stageOf = sql.join(
    Object.entries(eventNamesByStage).map(
      ([stage, names]) =>
        sql`WHEN name IN (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )}) THEN ${stage}`,
    ),
    sql` `,
  );
  const result = await executor.execute<{
    discover: number | string;
    evaluate: number | string;
    engage: number | string;
    checkout: number | string;
  }>(sql`
    WITH staged AS (
      SELECT session_id, occurred_at, CASE ${stageOf} END AS stage
      FROM analytics_events
      WHERE occurred_at >= ${from.toISOString()}::timestamptz AND occurred_at < ${to.toISOString()}::timestamptz
    ),
    discover AS (
      SELECT session_id, min(occurred_at) AS reached FROM staged WHERE stage = 'discover' GROUP BY session_id
    ),
    evaluate AS (
      SELECT s.session_id, min(s.occurred_at) AS reached FROM staged s JOIN discover p USING (session_id)
      WHERE s.stage = 'evaluate' AND s.occurred_at >= p.reached GROUP BY s.session_id
    ),
    engage AS (
      SELECT s.session_id, min(s.occurred_at) AS reached FROM staged s JOIN evaluate p USING (session_id)
      WHERE s.stage = 'engage' AND s.occurred_at >= p.reached GROUP BY s.session_id
    ),
    checkout AS (
      SELECT s.session_id, min(s.occurred_at) AS reached FROM staged s JOIN engage p USING (session_id)
      WHERE s.stage = 'checkout' AND s.occurred_at >= p.reached GROUP BY s.session_id
    )
    SELECT (SELECT count(*) FROM discover) AS discover, (SELECT count(*) FROM evaluate) AS evaluate,
      (SELECT count(*) FROM engage) AS engage, (SELECT count(*) FROM checkout) AS checkout
  `);
  const row = result.rows[0];
  return {
    discover: Number(row?.discover ?? 0),
    evaluate: Number(row?.evaluate ?? 0),
    engage: Number(row?.engage ?? 0),
    checkout: Number(row?.checkout ?? 0),
  };
}

/** listing_viewed events per listing since `from` (the seller workspace's KPI). */
export async function countListingViews(
  executor: Executor,
  listingIds: string[],
  from: Date,
): Promise<{ listingId: string; views: number }[]> {
  if (listingIds.length === 0) return [];
  const listingId = sql<string>`${analyticsEvents.properties} ->> 'listingId'`;
  const rows = await executor
    .select({ listingId, views: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.name, 'listing_viewed'),
        gte(analyticsEvents.occurredAt, from),
        inArray(listingId, listingIds),
      ),
    )
    .groupBy(listingId);
  return rows.map((row) => ({ listingId: row.listingId, views: Number(row.views) }));
}

/**
 * The retention sweep: the only DELETE the append-only trigger lets through, because this
 * transaction says it is an erasure (`kleinkram.analytics_erasure`).
 */
export async function deleteEventsBefore(db: Db, before: Date): Promise<number> {
  return db.transaction(async (transaction) => {
    await transaction.execute(sql`SET LOCAL kleinkram.analytics_erasure = 'on'`);
    const rows = await transaction
      .delete(analyticsEvents)
      .where(or(lt(analyticsEvents.occurredAt, before), lt(analyticsEvents.receivedAt, before)))
      .returning({ id: analyticsEvents.id });
    return rows.length;
  });
}

/** Consented `listing_viewed` events per UTC day for the given listings (issue 19). */
export async function countListingViewsByDay(
  executor: Executor,
  listingIds: string[],
  from: Date,
  to: Date,
): Promise<{ day: string; views: number }[]> {
  if (listingIds.length === 0) return [];
  const day = sql<string>`to_char(${analyticsEvents.occurredAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const rows = await executor
    .select({ day, views: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.name, 'listing_viewed'),
        gte(analyticsEvents.occurredAt, from),
        lt(analyticsEvents.occurredAt, to),
        inArray(sql`${analyticsEvents.properties} ->> 'listingId'`, listingIds),
      ),
    )
    .groupBy(day);
  return rows.map((row) => ({ day: row.day, views: Number(row.views) }));
}

/** How many of the user's sessions reached each sell-flow step in the window (issue 19). */
export async function countSellFlowSessions(
  executor: Executor,
  userId: string,
  from: Date,
  to: Date,
): Promise<{ step: string; sessions: number }[]> {
  const step = sql<string>`${analyticsEvents.properties} ->> 'step'`;
  const rows = await executor
    .select({ step, sessions: sql<number>`count(DISTINCT ${analyticsEvents.sessionId})::int` })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.name, 'sell_flow_step'),
        eq(analyticsEvents.userId, userId),
        gte(analyticsEvents.occurredAt, from),
        lt(analyticsEvents.occurredAt, to),
      ),
    )
    .groupBy(step);
  return rows.map((row) => ({ step: row.step, sessions: Number(row.sessions) }));
}
