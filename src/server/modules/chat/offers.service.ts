import type { AgreedPrice, MakeOfferRequest, RespondToOfferRequest } from '@shared/chat/offer.schema';
import { acceptsOffers } from '@shared/listings/price-kind';
import { toCents, toEuros } from '@shared/pricing/cents';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { RequestAuth } from '../../core/request-auth';
import type { Db } from '../../db/database';
import { type DbExecutor, runInTransaction } from '../../db/transaction';
import { reserveListingForBuyer } from '../listings/listing-availability.service';
import { assertMayWrite } from './chat-access.service';
import type { ChatMessageRow, ChatOfferRow } from './chat-message.presenter';
import { screenMessage } from './filter/screen-message';
import {
  expireOffer,
  insertSystemMessage,
  notifyOfferCounterpart,
  OfferPublication,
  offerExpiryOf,
  offerMessageText,
} from './offer-events';
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
  lockOtherOpenOffers,
  lockThread,
  type OfferListingRow,
  openThreadForOffer,
  touchThread,
} from './offers.repository';

export interface OfferOutcome {
  offer: ChatOfferRow;
  counterOffer: ChatOfferRow | null;
  threadId: string;
  /** A retry with a client id already used: nothing new was written. */
  isRetry: boolean;
}

type Deps = AppDependencies;
type Findings = ChatMessageRow['filterFindings'];

/** Live, unsold and not promised to anyone else: the only listing an offer can be made, countered or accepted on. */
function isOpenFor(listing: OfferListingRow, buyerId: string): boolean {
  if (listing.status !== 'PUBLISHED' || listing.soldAt !== null) return false;
  return listing.reservedAt === null || listing.reservedForUserId === buyerId;
}

const unavailable = () =>
  new AppError('LISTING_UNAVAILABLE', 'The listing is sold, archived or reserved for someone else.');

/**
 * An amount within the offer rules: never above the asking price (buy it at that price instead),
 * and a buyer's never below the seller's stated minimum; the seller may counter below their own.
 */
function checkAmount(listing: OfferListingRow, amountCents: number, madeBy: 'buyer' | 'seller') {
  if (amountCents > listing.priceCents)
    throw new AppError('OFFER_TOO_HIGH', 'An offer cannot be above the asking price.', {
      priceCents: listing.priceCents,
    });
  if (madeBy === 'buyer' && listing.minimumOfferCents !== null && amountCents < listing.minimumOfferCents)
    throw new AppError('OFFER_TOO_LOW', 'The offer is below the lowest offer the seller accepts.');
}

/**
 * The optional note goes through the chat filter like any message: what it warns about is shown to
 * the recipient; a note it would hold (contact or payment details) is refused, so the note is
 * never a way around the filter, and the form keeps it for the sender to change (ADR 053).
 */
function screenNote(deps: Deps, note: string | undefined): Findings {
  if (!note) return [];
  const screened = screenMessage(note, { siteHost: new URL(deps.config.publicUrl).host });
  if (screened.action === 'hold') {
    const message = 'Remove contact or payment details from the note; agree on them through the platform.';
    throw new AppError('VALIDATION_FAILED', message, {
      issues: [{ path: 'body.message', message, code: 'custom' }],
    });
  }
  return screened.findings;
}

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

interface AnswerContext {
  executor: DbExecutor;
  publication: OfferPublication;
  listing: OfferListingRow;
  thread: ChatThreadRow;
  actorId: string;
  actorName: string;
  now: Date;
}

/** Closes the offer and notes it in its thread; OFFER_NOT_OPEN when someone closed it first. */
async function closeOfferWithNote(
  context: AnswerContext,
  offer: ChatOfferRow,
  status: 'accepted' | 'declined' | 'withdrawn',
  event: 'offer-accepted' | 'offer-declined' | 'offer-withdrawn',
  text: 'offer-accepted' | 'offer-declined' | 'offer-withdrawn',
  /** The answerer's optional note (a decline's reason), after the sentence. */
  note?: { text: string; findings: Findings },
): Promise<ChatOfferRow> {
  const { thread } = context;
  const closed = await closeOffer(context.executor, offer.id, status, context.now);
  if (!closed) throw new AppError('OFFER_NOT_OPEN', 'This offer is no longer open.');
  const sentence = offerMessageText(text, closed.amountCents, context.listing.language);
  const message = await insertSystemMessage(context.executor, {
    thread,
    senderId: context.actorId,
    event,
    body: note ? `${sentence}\n${note.text}` : sentence,
    offerId: closed.id,
    filterFindings: note?.findings ?? [],
  });
  await touchThread(context.executor, thread.id);
  context.publication.addOffer(thread, closed);
  context.publication.addMessage(thread, message, closed);
  return closed;
}

/**
 * Accepting sets the agreed price (the accepted offer, per listing and buyer) and reserves the
 * listing for that buyer in the same transaction. Other buyers' open offers on the listing are
 * declined with a note: the item is promised, so leaving them open would only let them expire
 * unanswered (ADR 053).
 */
async function acceptOffer(context: AnswerContext, offer: ChatOfferRow): Promise<OfferOutcome> {
  const { executor, listing, thread } = context;
  if (!isOpenFor(listing, thread.buyerId)) throw unavailable();
  const isReserved = await reserveListingForBuyer(executor, listing.id, thread.buyerId, context.actorId);
  if (!isReserved) throw unavailable();
  const accepted = await closeOfferWithNote(context, offer, 'accepted', 'offer-accepted', 'offer-accepted');
  const reservedNote = await insertSystemMessage(executor, {
    thread,
    senderId: context.actorId,
    event: 'listing-reserved',
    body: offerMessageText('listing-reserved', accepted.amountCents, listing.language),
    offerId: accepted.id,
  });
  context.publication.addMessage(thread, reservedNote, accepted);
  await notifyOfferCounterpart(executor, {
    recipientId: offer.proposerId,
    event: 'accepted',
    thread,
    offer: accepted,
    listing,
    actorName: context.actorName,
  });

  for (const other of await lockOtherOpenOffers(executor, listing.id, thread.id)) {
    const otherThread = await lockThread(executor, other.threadId);
    if (!otherThread) continue;
    const declined = await closeOffer(executor, other.id, 'declined', context.now);
    if (!declined) continue;
    const note = await insertSystemMessage(executor, {
      thread: otherThread,
      senderId: otherThread.sellerId,
      event: 'offer-declined',
      body: offerMessageText('offer-declined-other-buyer', declined.amountCents, listing.language),
      offerId: declined.id,
    });
    context.publication.addOffer(otherThread, declined);
    context.publication.addMessage(otherThread, note, declined);
    await notifyOfferCounterpart(executor, {
      recipientId: otherThread.buyerId,
      event: 'declined',
      thread: otherThread,
      offer: declined,
      listing,
      actorName: context.actorName,
    });
  }
  return { offer: accepted, counterOffer: null, threadId: thread.id, isRetry: false };
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
