import { AppError } from '../../core/app-error';
import type { DbExecutor } from '../../db/transaction';
import { reserveListingForBuyer } from '../listings/listing-availability.service';
import type { ChatMessageRow, ChatOfferRow } from './chat-message.presenter';
import {
  insertSystemMessage,
  notifyOfferCounterpart,
  type OfferPublication,
  offerMessageText,
} from './offer-events';
import { isOpenFor, type OfferOutcome, unavailable } from './offer-rules';
import {
  type ChatThreadRow,
  closeOffer,
  lockOtherOpenOffers,
  lockThread,
  type OfferListingRow,
  touchThread,
} from './offers.repository';

type Findings = ChatMessageRow['filterFindings'];

export interface AnswerContext {
  executor: DbExecutor;
  publication: OfferPublication;
  listing: OfferListingRow;
  thread: ChatThreadRow;
  actorId: string;
  actorName: string;
  now: Date;
}

/** Closes the offer and notes it in its thread; OFFER_NOT_OPEN when someone closed it first. */
export async function closeOfferWithNote(
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
export async function acceptOffer(context: AnswerContext, offer: ChatOfferRow): Promise<OfferOutcome> {
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
