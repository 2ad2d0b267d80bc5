import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chatMessages, chatThreads } from '../../db/schema/chat.schema';

/**
 * For a seller's threads opened since `since`: how many a buyer started with a message, how many of
 * those the seller answered by hand (a delivered text or offer, not an assistant auto-reply), and
 * the median minutes from the buyer's first message to the seller's first answer.
 */
export async function sumSellerResponses(db: Db, sellerId: string, since: Date) {
  const result = await db.execute<{ threads: number; answered: number; median_minutes: number | null }>(sql`
    WITH started AS (
      SELECT t.id,
        (SELECT min(m.created_at) FROM ${chatMessages} m
          WHERE m.thread_id = t.id AND m.sender_id = t.buyer_id AND m.kind <> 'system') AS asked_at
      FROM ${chatThreads} t
      WHERE t.seller_id = ${sellerId} AND t.created_at >= ${since.toISOString()}
    ), answered AS (
      SELECT s.id, s.asked_at,
        (SELECT min(m.created_at) FROM ${chatMessages} m
          WHERE m.thread_id = s.id AND m.sender_id = ${sellerId} AND m.kind IN ('text', 'offer')
            AND m.status = 'delivered' AND m.is_auto_sent = false AND m.created_at >= s.asked_at) AS replied_at
      FROM started s
      WHERE s.asked_at IS NOT NULL
    )
    SELECT count(*)::int AS threads,
      count(replied_at)::int AS answered,
      (percentile_cont(0.5) WITHIN GROUP (
        ORDER BY extract(epoch FROM (replied_at - asked_at)) / 60
      ) FILTER (WHERE replied_at IS NOT NULL))::float8 AS median_minutes
    FROM answered
  `);
  const row = result.rows[0];
  return {
    threads: Number(row?.threads ?? 0),
    answered: Number(row?.answered ?? 0),
    medianMinutes:
      row?.median_minutes === null || row?.median_minutes === undefined ? null : Number(row.median_minutes),
  };
}
