import { randomUUID } from 'node:crypto';
import type { ChatSystemEvent } from '@shared/chat/chat.schema';
import { offerExpiryHours } from '@shared/chat/chat-constants';
import { formatEuro } from '@shared/format/euro';
import type { Language } from '@shared/i18n/languages';
import { toEuros } from '@shared/pricing/cents';
import type { AppDependencies } from '../../core/app-instance';
import { serverText } from '../../core/server-texts';
import type { DbExecutor } from '../../db/transaction';
import { type ChatOfferEvent, notifyChatOffer } from '../notifications/notifications.service';
import { publishThreadsChanged } from './chat-access.service';
import { afterMessageDelivered } from './chat-delivered.service';
import { publishMessage, type ThreadParticipants } from './chat-delivery.service';
import { type ChatMessageRow, type ChatOfferRow, presentOffer } from './chat-message.presenter';
import { closeOffer, insertDeliveredMessage, type OfferListingRow } from './offers.repository';

/** When an offer made at `madeAt` expires: 48 hours later (ADR 053; a counter is a new offer with its own clock). */
export const offerExpiryOf = (madeAt: Date): Date =>
  new Date(madeAt.getTime() + offerExpiryHours * 3_600_000);

/** The amount as the thread's texts write it, always with cents: "120,00 €", "€120.00". */
export const offerAmountText = (amountCents: number, language: Language): string =>
  formatEuro(toEuros(amountCents), language, { isWhole: false });

type OfferMessageText =
  | 'offer'
  | 'counter'
  | 'offer-accepted'
  | 'offer-declined'
  | 'offer-declined-other-buyer'
  | 'offer-withdrawn'
  | 'offer-expired'
  | 'listing-reserved';

/** The plain text a message about an offer carries, in the listing's language (the web renders the card). */
export const offerMessageText = (text: OfferMessageText, amountCents: number, language: Language): string =>
  serverText(`server-notices:offers.message.${text}`, language, {
    amount: offerAmountText(amountCents, language),
  });

/**
 * What a transaction about offers wrote and what the participants must be told once it has
 * committed: message frames (and the unread email for offers), offer frames, in write order.
 */
export class OfferPublication {
  private readonly messages: {
    thread: ThreadParticipants;
    message: ChatMessageRow;
    offer: ChatOfferRow | null;
    isNotice: boolean;
  }[] = [];
  private readonly offers: { thread: ThreadParticipants; offer: ChatOfferRow }[] = [];
  private readonly changedThreads = new Map<string, ThreadParticipants>();

  /** A thread that appeared or was reopened: both sides refetch it (a `thread` frame). */
  addChangedThread(thread: ThreadParticipants) {
    this.changedThreads.set(thread.id, thread);
  }

  /** `isNotice`: the recipient gets the unread email (a new offer or counter, like a new message). */
  addMessage(
    thread: ThreadParticipants,
    message: ChatMessageRow,
    offer: ChatOfferRow | null,
    isNotice = false,
  ) {
    this.messages.push({ thread, message, offer, isNotice });
  }

  addOffer(thread: ThreadParticipants, offer: ChatOfferRow) {
    this.offers.push({ thread, offer });
  }

  /** Never throws into the request that already committed: a missed frame is refetched by the client. */
  async publish(deps: AppDependencies): Promise<void> {
    try {
      await publishThreadsChanged(deps, [...this.changedThreads.values()]);
      await deps.chat.bus.publish(
        this.offers.flatMap(({ thread, offer }) =>
          [thread.buyerId, thread.sellerId].map((userId) => ({
            userId,
            frame: { type: 'offer' as const, threadId: thread.id, offer: presentOffer(offer) },
          })),
        ),
      );
      for (const { thread, message, offer } of this.messages)
        await publishMessage(deps, thread, message, offer);
      for (const { thread, message, isNotice } of this.messages) {
        if (isNotice) await afterMessageDelivered(deps, thread, message);
      }
    } catch {
      // The rows are committed; clients catch up when they next load the thread.
    }
  }
}

/** A system note in the thread about an offer or the listing, delivered to both sides. */
export function insertSystemMessage(
  executor: DbExecutor,
  input: {
    thread: ThreadParticipants;
    senderId: string;
    event: ChatSystemEvent;
    body: string;
    offerId: string | null;
    /** What the chat filter found in a note the system message carries. */
    filterFindings?: ChatMessageRow['filterFindings'];
  },
): Promise<ChatMessageRow> {
  return insertDeliveredMessage(executor, {
    threadId: input.thread.id,
    senderId: input.senderId,
    clientId: randomUUID(),
    kind: 'system',
    body: input.body,
    offerId: input.offerId,
    systemEvent: input.event,
    filterFindings: input.filterFindings ?? [],
  });
}

/** The counterpart's in-app notification about an offer (category order). */
export function notifyOfferCounterpart(
  executor: DbExecutor,
  input: {
    recipientId: string;
    event: ChatOfferEvent;
    thread: ThreadParticipants;
    offer: ChatOfferRow;
    listing: OfferListingRow;
    actorName: string;
  },
): Promise<boolean> {
  return notifyChatOffer(executor, input.recipientId, {
    event: input.event,
    threadId: input.thread.id,
    offerId: input.offer.id,
    listingId: input.listing.id,
    listingTitle: input.listing.title,
    amountCents: input.offer.amountCents,
    actorName: input.actorName,
  });
}

/**
 * Marks an open offer whose 48 hours have passed as expired, with a system note; the job does it
 * every minute, and answering an offer does it first, so the rule holds between job runs.
 * Null when the offer was closed meanwhile.
 */
export async function expireOffer(
  executor: DbExecutor,
  publication: OfferPublication,
  input: { offer: ChatOfferRow; thread: ThreadParticipants; listing: OfferListingRow },
): Promise<ChatOfferRow | null> {
  const expired = await closeOffer(executor, input.offer.id, 'expired', null);
  if (!expired) return null;
  const message = await insertSystemMessage(executor, {
    thread: input.thread,
    senderId: expired.proposerId,
    event: 'offer-expired',
    body: offerMessageText('offer-expired', expired.amountCents, input.listing.language),
    offerId: expired.id,
  });
  publication.addOffer(input.thread, expired);
  publication.addMessage(input.thread, message, expired);
  return expired;
}
