import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { chatThreads, userBlocks } from '../../../db/schema/chat.schema';

/**
 * The other participant of a thread the user takes part in, for a typing indicator; undefined
 * when the thread is unknown, not theirs, or either side has blocked the other (a blocked user
 * learns nothing through the socket either).
 */
export async function findTypingCounterpart(
  db: Db,
  threadId: string,
  userId: string,
): Promise<string | undefined> {
  const counterpartId = sql<string>`case when ${chatThreads.buyerId} = ${userId} then ${chatThreads.sellerId} else ${chatThreads.buyerId} end`;
  const [row] = await db
    .select({ counterpartId })
    .from(chatThreads)
    .where(
      and(
        eq(chatThreads.id, threadId),
        or(eq(chatThreads.buyerId, userId), eq(chatThreads.sellerId, userId)),
        sql`not exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${chatThreads.buyerId} and ${userBlocks.blockedId} = ${chatThreads.sellerId}) or (${userBlocks.blockerId} = ${chatThreads.sellerId} and ${userBlocks.blockedId} = ${chatThreads.buyerId}))`,
      ),
    )
    .limit(1);
  return row?.counterpartId;
}
