import type { ChatThread, CommunicationConsent, ThreadListResponse } from '@shared/chat/chat.schema';
import type { Language } from '@shared/i18n/languages';
import { consentTextVersions } from '@shared/privacy/privacy-constants';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { type DbExecutor, runInTransaction } from '../../db/transaction';
import { recordConsent } from '../privacy/consent-records.service';
import { assertMayWrite } from './chat-access.service';
import { presentThread } from './chat-thread.presenter';
import {
  countUnread,
  findListingForThread,
  findOpenOffers,
  findThreadByListingAndBuyer,
  findThreadView,
  findThreadViews,
  insertThreadIfMissing,
  type ThreadListFilter,
  type ThreadViewRow,
} from './chat-threads.repository';
import { findChatUser, recordCommunicationConsent } from './chat-users.repository';

export async function getCommunicationConsent(db: Db, userId: string): Promise<CommunicationConsent> {
  const user = await findChatUser(db, userId);
  const grantedAt = user?.communicationConsentAt ?? null;
  return { isGranted: grantedAt !== null, grantedAt: grantedAt?.toISOString() ?? null };
}

/**
 * Asked once: a second grant keeps the first timestamp. A new grant leaves its consent record (with
 * the text version shown, ADR 070) in the same transaction.
 */
export async function grantCommunicationConsent(
  db: Db,
  userId: string,
  language: Language,
): Promise<CommunicationConsent> {
  const grantedAt = await runInTransaction(db, async (executor) => {
    const before = await findChatUser(executor, userId, true);
    const at = await recordCommunicationConsent(
      executor,
      userId,
      language,
      consentTextVersions.communication,
    );
    if (at && !before?.communicationConsentAt) {
      await recordConsent(executor, userId, 'communication', 'granted', at);
    }
    return at;
  });
  return { isGranted: grantedAt !== null, grantedAt: grantedAt?.toISOString() ?? null };
}

async function presentThreadViews(executor: DbExecutor, rows: ThreadViewRow[], viewerId: string) {
  const offers = await findOpenOffers(
    executor,
    rows.map((row) => row.thread.id),
  );
  const openOfferOf = new Map(offers.map((offer) => [offer.threadId, offer]));
  return rows.map((row) => presentThread(row, viewerId, openOfferOf.get(row.thread.id) ?? null));
}

export async function getThreadView(
  executor: DbExecutor,
  viewerId: string,
  threadId: string,
): Promise<ChatThread> {
  const row = await findThreadView(executor, viewerId, threadId);
  if (!row || (row.thread.buyerId !== viewerId && row.thread.sellerId !== viewerId)) {
    throw new AppError('NOT_FOUND', 'Conversation not found');
  }
  const [thread] = await presentThreadViews(executor, [row], viewerId);
  if (!thread) throw new AppError('NOT_FOUND', 'Conversation not found');
  return thread;
}

/**
 * `POST /api/chat/threads`: the buyer's one thread about a listing. An existing thread is returned
 * as it is (readable even when the listing has sold since or a block came up); a new one needs
 * consent, a live listing that is not the caller's own and no block between the two (ADR 050).
 */
export async function openThread(
  db: Db,
  buyerId: string,
  listingId: string,
): Promise<{ thread: ChatThread; isNew: boolean }> {
  const opened = await runInTransaction(db, async (executor) => {
    const user = await findChatUser(executor, buyerId);
    if (!user?.communicationConsentAt) {
      throw new AppError('CONSENT_REQUIRED', 'Agree to communicate with other users first.');
    }
    const listing = await findListingForThread(executor, listingId);
    if (!listing || listing.status === 'DRAFT' || listing.status === 'READY') {
      throw new AppError('NOT_FOUND', 'Listing not found');
    }
    if (listing.sellerId === buyerId) {
      throw new AppError('OWN_LISTING', 'This is your own listing.');
    }
    const existing = await findThreadByListingAndBuyer(executor, listingId, buyerId);
    if (existing) return { threadId: existing.id, isNew: false };
    if (listing.status !== 'PUBLISHED' || listing.soldAt !== null) {
      throw new AppError('LISTING_UNAVAILABLE', 'This listing is no longer available.');
    }
    await assertMayWrite(executor, buyerId, listing.sellerId);
    const { thread, isNew } = await insertThreadIfMissing(executor, {
      listingId,
      buyerId,
      sellerId: listing.sellerId,
    });
    return { threadId: thread.id, isNew };
  });
  return { thread: await getThreadView(db, buyerId, opened.threadId), isNew: opened.isNew };
}

export async function getThread(db: Db, viewerId: string, threadId: string): Promise<ChatThread> {
  return getThreadView(db, viewerId, threadId);
}

export async function listThreads(
  db: Db,
  viewerId: string,
  query: {
    status: ThreadListFilter['status'];
    role: ThreadListFilter['role'];
    limit: number;
    cursor?: string;
  },
): Promise<ThreadListResponse['data']> {
  const afterThreadId = query.cursor === undefined ? undefined : decodeThreadCursor(query.cursor);
  const rows = await findThreadViews(db, viewerId, {
    status: query.status,
    role: query.role,
    afterThreadId,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const hasMore = rows.length > query.limit;
  const threads = await presentThreadViews(db, page, viewerId);
  const totals = await countUnread(db, viewerId);
  return {
    threads,
    nextCursor: hasMore && page.length > 0 ? (page[page.length - 1]?.thread.id ?? null) : null,
    ...totals,
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor is the id of the last thread on the previous page (its activity time is the key). */
function decodeThreadCursor(cursor: string): string {
  if (!uuidPattern.test(cursor)) {
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor', {
      issues: [{ path: 'query.cursor', message: 'Invalid cursor', code: 'custom' }],
    });
  }
  return cursor;
}
