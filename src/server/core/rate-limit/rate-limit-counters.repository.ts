import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimitCounters } from '../../db/schema/rate-limit.schema';

export interface CounterState {
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

const ttlMsOf = sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.windowEndsAt} - clock_timestamp()) * 1000))::int`;

/**
 * Counts one hit in one statement, so two nodes counting the same key at once never lose a hit:
 * a window that has ended starts again at 1.
 */
export async function incrementCounter(db: Db, key: string, windowMs: number): Promise<CounterState> {
  const windowEnds = sql`clock_timestamp() + make_interval(secs => ${windowMs / 1000})`;
  const isExpired = sql`${rateLimitCounters.windowEndsAt} <= clock_timestamp()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt: windowEnds })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${isExpired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${isExpired} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, ttlMs: ttlMsOf });
  if (!row) throw new Error('rate limit counter not written');
  return row;
}

export async function readCounter(db: Db, key: string): Promise<CounterState> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits, ttlMs: ttlMsOf })
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.windowEndsAt} > clock_timestamp()`);
  return row ?? { hits: 0, ttlMs: 0 };
}

export async function deleteCountersEndedBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowEndsAt, before))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
