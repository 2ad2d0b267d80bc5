import { randomUUID } from 'node:crypto';
import { chatArchiveAfterMinutes } from '@shared/chat/chat-constants';
import { and, inArray, isNull } from 'drizzle-orm';
import { chatMessages, chatThreads } from '../schema/chat.schema';
import { users } from '../schema/users.schema';
import type { DbExecutor } from '../transaction';
import type { DemoChatThread } from './demo-chat-threads';
import { chunk } from './seed-catalog';

type Ids = Map<string, string>;

/**
 * The chat threads behind the response figures. A thread that is there already (one per listing
 * and buyer) keeps its messages; everyone who wrote has agreed to communicate (spec §3 consent).
 */
export async function insertChatThreads(
  tx: DbExecutor,
  threads: DemoChatThread[],
  ids: { users: Ids; listings: Ids },
): Promise<number> {
  const rows = threads.flatMap((thread) => {
    const listingId = ids.listings.get(thread.listingSlug);
    const buyerId = ids.users.get(thread.buyerEmail);
    const sellerId = ids.users.get(thread.sellerEmail);
    if (!listingId || !buyerId || !sellerId) return [];
    const first = thread.messages[0]!.at;
    const last = thread.messages[thread.messages.length - 1]!.at;
    // Idle threads are archived by the chat's job (ADR 050); these have been idle long enough.
    const archivedAt = new Date(last.getTime() + chatArchiveAfterMinutes * 60_000);
    const isIdle = archivedAt.getTime() < Date.now();
    return [
      {
        thread,
        row: {
          listingId,
          buyerId,
          sellerId,
          lastActivityAt: last,
          status: isIdle ? ('archived' as const) : ('active' as const),
          archivedAt: isIdle ? archivedAt : null,
          buyerReadAt: thread.buyerReadAt,
          sellerReadAt: thread.sellerReadAt,
          createdAt: first,
        },
      },
    ];
  });
  const threadIds = new Map<string, string>();
  for (const part of chunk(rows, 200)) {
    const inserted = await tx
      .insert(chatThreads)
      .values(part.map((entry) => entry.row))
      .onConflictDoNothing({ target: [chatThreads.listingId, chatThreads.buyerId] })
      .returning({ id: chatThreads.id, listingId: chatThreads.listingId, buyerId: chatThreads.buyerId });
    for (const row of inserted) threadIds.set(`${row.listingId}|${row.buyerId}`, row.id);
  }
  const messageRows = rows.flatMap(({ thread, row }) => {
    const threadId = threadIds.get(`${row.listingId}|${row.buyerId}`);
    if (!threadId) return [];
    return thread.messages.map((message) => {
      const readBy = message.senderEmail === thread.buyerEmail ? thread.sellerReadAt : thread.buyerReadAt;
      return {
        threadId,
        senderId: ids.users.get(message.senderEmail)!,
        clientId: randomUUID(),
        kind: 'text' as const,
        body: message.body,
        status: 'delivered' as const,
        createdAt: message.at,
        deliveredAt: message.at,
        readAt: readBy && readBy >= message.at ? readBy : null,
      };
    });
  });
  for (const part of chunk(messageRows, 500)) await tx.insert(chatMessages).values(part);

  const writers = [...new Set(messageRows.map((message) => message.senderId))];
  const firstMessage = messageRows.reduce<Date | null>(
    (earliest, message) => (earliest === null || message.createdAt < earliest ? message.createdAt : earliest),
    null,
  );
  if (firstMessage)
    await tx
      .update(users)
      .set({ communicationConsentAt: firstMessage })
      .where(and(inArray(users.id, writers), isNull(users.communicationConsentAt)));
  return threadIds.size;
}
