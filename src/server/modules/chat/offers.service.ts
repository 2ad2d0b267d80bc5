import type { AgreedPrice, MakeOfferRequest, RespondToOfferRequest } from '@shared/chat/offer.schema';
import { acceptsOffers } from '@shared/listings/price-kind';
import { toCents, toEuros } from '@shared/pricing/cents';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { RequestAuth } from '../../core/request-auth';
import type { Db } from '../../db/database';
import { type DbExecutor, runInTransaction } from '../../db/transaction';
import { assertMayWrite } from './chat-access.service';
import type { ChatMessageRow, ChatOfferRow } from './chat-message.presenter';
import { acceptOffer, closeOfferWithNote } from './offer-answers.service';
import {
  expireOffer,
  notifyOfferCounterpart,
  OfferPublication,
  offerExpiryOf,
  offerMessageText,
} from './offer-events';
import { checkAmount, isOpenFor, type OfferOutcome, screenNote, unavailable } from './offer-rules';
import {
  type ChatThreadRow,
  closeOffer,
  findAcceptedOffer,
  findDisplayName,
  findOffer,
  findOfferByClientId,
  findOfferListing,
  findOpenOfferInThread,
  insertDeliveredMessage,
  insertOffer,
  lockThread,
  type OfferListingRow,
  openThreadForOffer,
  touchThread,
} from './offers.repository';

export type { OfferOutcome } from './offer-rules';

type Deps = AppDependencies;
type Findings = ChatMessageRow['filterFindings'];

/** `POST /api/chat/offers`: the buyer's offer, opening their thread about the listing when there is none. */
export async function makeOffer(
  deps: Deps,
  auth: RequestAuth,
  input: MakeOfferRequest,
  now: Date = new Date(),
): Promise<OfferOutcome> {
  const { db } = deps.database;
  const retried = await findOfferByClientId(db, auth.userId, input.clientId);
  if (retried) return { offer: retried, counterOffer: null, threadId: retried.threadId, isRetry: true };
  const note = input.message || null;
  const findings = screenNote(deps, note ?? undefined);
  const publication = new OfferPublication();
  const outcome = await runInTransaction(db, async (executor): Promise<OfferOutcome> => {
    // The listing stays locked: an accept that reserves it for someone else waits, and vice versa.
    const listing = await findOfferListing(executor, input.listingId, true);
    if (!listing || listing.status === 'DRAFT' || listing.status === 'READY')
      throw new AppError('NOT_FOUND', 'Listing not found');
    if (listing.sellerId === auth.userId)
      throw new AppError('OWN_LISTING', 'You cannot make an offer on your own listing.');
    // Consent, not barred from chat, no block either way: the same rule as for messages.
    await assertMayWrite(executor, auth.userId, listing.sellerId);
    if (!isOpenFor(listing, auth.userId)) throw unavailable();
    if (!acceptsOffers(listing.priceKind))
      throw new AppError('OFFERS_NOT_ACCEPTED', 'This listing has a fixed price and takes no offers.');
    const amountCents = toCents(input.amount);
    checkAmount(listing, amountCents, 'buyer');

    const opened = await openThreadForOffer(executor, {
      listingId: listing.id,
      buyerId: auth.userId,
      sellerId: listing.sellerId,
    });
    const { thread } = opened;
    if (opened.isNew || opened.wasArchived) publication.addChangedThread(thread);
    const open = await findOpenOfferInThread(executor, thread.id);
    if (open && open.expiresAt > now)
      throw new AppError('OFFER_ALREADY_OPEN', 'There is an open offer in this conversation already.');
    if (open) await expireOffer(executor, publication, { offer: open, thread, listing });

    const offer = await insertOffer(executor, {
      threadId: thread.id,
      listingId: listing.id,
      buyerId: auth.userId,
      proposerId: auth.userId,
      madeBy: 'buyer',
      amountCents,
      message: note,
      parentOfferId: null,
      clientId: input.clientId,
      createdAt: now,
      expiresAt: offerExpiryOf(now),
    });
    if (!offer) {
      // A concurrent retry with the same client id won the insert.
      const raced = await findOfferByClientId(executor, auth.userId, input.clientId);
      if (raced) return { offer: raced, counterOffer: null, threadId: raced.threadId, isRetry: true };
      throw new AppError('OFFER_ALREADY_OPEN', 'There is an open offer in this conversation already.');
    }
    await writeOfferMessage(executor, publication, { thread, offer, listing, kind: 'offer', findings });
    await notifyOfferCounterpart(executor, {
      recipientId: listing.sellerId,
      event: 'offer',
      thread,
      offer,
      listing,
      actorName: await findDisplayName(executor, auth.userId),
    });
    return { offer, counterOffer: null, threadId: thread.id, isRetry: false };
  });
  await publication.publish(deps);
  return outcome;
}

/** The offer's own message in the thread (kind offer), delivered, with the thread's activity stamped. */
async function writeOfferMessage(
  executor: DbExecutor,
  publication: OfferPublication,
  input: {
    thread: ChatThreadRow;
    offer: ChatOfferRow;
    listing: OfferListingRow;
    kind: 'offer' | 'counter';
    findings: Findings;
  },
) {
  const message = await insertDeliveredMessage(executor, {
    threadId: input.thread.id,
    senderId: input.offer.proposerId,
    clientId: input.offer.clientId,
    kind: 'offer',
    body: offerMessageText(input.kind, input.offer.amountCents, input.listing.language),
    offerId: input.offer.id,
    systemEvent: null,
    filterFindings: input.findings,
  });
  await touchThread(executor, input.thread.id);
  publication.addOffer(input.thread, input.offer);
  publication.addMessage(input.thread, message, input.offer, true);
}

/** What an offer's participants are; null when the caller is not one of them. */
async function lockOfferForAnswer(executor: DbExecutor, auth: RequestAuth, offerId: string) {
  const peek = await findOffer(executor, offerId);
  if (!peek) return null;
  // Lock order listing -> thread -> offer, the same as making an offer, so two answers never deadlock.
  const listing = await findOfferListing(executor, peek.listingId, true);
  const thread = await lockThread(executor, peek.threadId);
  if (!listing || !thread || (thread.buyerId !== auth.userId && thread.sellerId !== auth.userId)) return null;
  const offer = await findOffer(executor, offerId, true);
  return offer ? { listing, thread, offer } : null;
}

type Answer = { outcome: OfferOutcome } | { expired: true };

/** `POST /api/chat/offers/{id}/respond`: the other side accepts, declines or counters an open offer. */
export async function respondToOffer(
  deps: Deps,
  auth: RequestAuth,
  offerId: string,
  input: RespondToOfferRequest,
  now: Date = new Date(),
): Promise<OfferOutcome> {
  const { db } = deps.database;
  if (input.action === 'counter') {
    const retried = await findOfferByClientId(db, auth.userId, input.clientId);
    if (retried && retried.parentOfferId === offerId) {
      const answered = await findOffer(db, offerId);
      if (answered)
        return { offer: answered, counterOffer: retried, threadId: retried.threadId, isRetry: true };
    }
  }
  const findings = input.action === 'accept' ? [] : screenNote(deps, input.message);
  const publication = new OfferPublication();
  const answer = await runInTransaction(db, async (executor): Promise<Answer> => {
    const found = await lockOfferForAnswer(executor, auth, offerId);
    if (!found) throw new AppError('NOT_FOUND', 'Offer not found');
    const { listing, thread, offer } = found;
    if (offer.proposerId === auth.userId)
      throw new AppError('FORBIDDEN', 'Only the other side can answer an offer; you may withdraw it.');
    if (offer.status !== 'open') throw new AppError('OFFER_NOT_OPEN', 'This offer is no longer open.');
    if (offer.expiresAt <= now) {
      await expireOffer(executor, publication, { offer, thread, listing });
      return { expired: true };
    }
    const isSeller = auth.userId === thread.sellerId;
    const counterpartId = offer.proposerId;
    if (input.action !== 'decline') await assertMayWrite(executor, auth.userId, counterpartId);
    if (thread.status === 'archived') publication.addChangedThread(thread);
    const actorName = await findDisplayName(executor, auth.userId);
    const context = { executor, publication, listing, thread, actorId: auth.userId, actorName, now };

    if (input.action === 'accept') return { outcome: await acceptOffer(context, offer) };
    if (input.action === 'decline') {
      const note = input.message ? { text: input.message, findings } : undefined;
      const declined = await closeOfferWithNote(
        context,
        offer,
        'declined',
        'offer-declined',
        'offer-declined',
        note,
      );
      await notifyOfferCounterpart(executor, {
        recipientId: counterpartId,
        event: 'declined',
        thread,
        offer: declined,
        listing,
        actorName,
      });
      return { outcome: { offer: declined, counterOffer: null, threadId: thread.id, isRetry: false } };
    }

    if (!isOpenFor(listing, thread.buyerId)) throw unavailable();
    const amountCents = toCents(input.amount);
    checkAmount(listing, amountCents, isSeller ? 'seller' : 'buyer');
    const countered = await closeOffer(executor, offer.id, 'countered', now);
    if (!countered) throw new AppError('OFFER_NOT_OPEN', 'This offer is no longer open.');
    const counterOffer = await insertOffer(executor, {
      threadId: thread.id,
      listingId: listing.id,
      buyerId: thread.buyerId,
      proposerId: auth.userId,
      madeBy: isSeller ? 'seller' : 'buyer',
      amountCents,
      message: input.message || null,
      parentOfferId: offer.id,
      clientId: input.clientId,
      createdAt: now,
      expiresAt: offerExpiryOf(now),
    });
    // The client id was used for another offer of this user: a client bug, not a retry of this counter.
    if (!counterOffer) throw new AppError('CONFLICT', 'This client id was used for another offer.');
    publication.addOffer(thread, countered);
    await writeOfferMessage(executor, publication, {
      thread,
      offer: counterOffer,
      listing,
      kind: 'counter',
      findings,
    });
    await notifyOfferCounterpart(executor, {
      recipientId: counterpartId,
      event: 'counter',
      thread,
      offer: counterOffer,
      listing,
      actorName,
    });
    return { outcome: { offer: countered, counterOffer, threadId: thread.id, isRetry: false } };
  });
  await publication.publish(deps);
  if ('expired' in answer) throw new AppError('OFFER_NOT_OPEN', 'This offer has expired.');
  return answer.outcome;
}

/** `POST /api/chat/offers/{id}/withdraw`: the proposer takes back their own open offer. */
export async function withdrawOffer(
  deps: Deps,
  auth: RequestAuth,
  offerId: string,
  now: Date = new Date(),
): Promise<OfferOutcome> {
  const publication = new OfferPublication();
  const answer = await runInTransaction(deps.database.db, async (executor): Promise<Answer> => {
    const found = await lockOfferForAnswer(executor, auth, offerId);
    if (!found) throw new AppError('NOT_FOUND', 'Offer not found');
    const { listing, thread, offer } = found;
    if (offer.proposerId !== auth.userId)
      throw new AppError('FORBIDDEN', 'Only who made an offer can withdraw it.');
    if (offer.status !== 'open') throw new AppError('OFFER_NOT_OPEN', 'This offer is no longer open.');
    if (offer.expiresAt <= now) {
      await expireOffer(executor, publication, { offer, thread, listing });
      return { expired: true };
    }
    if (thread.status === 'archived') publication.addChangedThread(thread);
    const context = { executor, publication, listing, thread, actorId: auth.userId, actorName: '', now };
    const withdrawn = await closeOfferWithNote(
      context,
      offer,
      'withdrawn',
      'offer-withdrawn',
      'offer-withdrawn',
    );
    return { outcome: { offer: withdrawn, counterOffer: null, threadId: thread.id, isRetry: false } };
  });
  await publication.publish(deps);
  if ('expired' in answer) throw new AppError('OFFER_NOT_OPEN', 'This offer has expired.');
  return answer.outcome;
}

/**
 * The price the buyer and seller agreed for a listing: the buyer's accepted offer, or null. The
 * checkout (issue 17) charges this instead of the asking price.
 */
export async function findAgreedPrice(
  db: Db,
  listingId: string,
  buyerId: string,
): Promise<AgreedPrice | null> {
  const offer = await findAcceptedOffer(db, listingId, buyerId);
  if (!offer) return null;
  return {
    listingId: offer.listingId,
    buyerId: offer.buyerId,
    amount: toEuros(offer.amountCents),
    currency: 'EUR',
    offerId: offer.id,
    agreedAt: (offer.respondedAt ?? offer.createdAt).toISOString(),
  };
}
