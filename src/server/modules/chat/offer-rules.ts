import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { ChatMessageRow, ChatOfferRow } from './chat-message.presenter';
import { screenMessage } from './filter/screen-message';
import type { OfferListingRow } from './offers.repository';

type Findings = ChatMessageRow['filterFindings'];
type Deps = Pick<AppDependencies, 'config'>;

/** What answering or making an offer returns to the route. */
export interface OfferOutcome {
  offer: ChatOfferRow;
  counterOffer: ChatOfferRow | null;
  threadId: string;
  /** A retry with a client id already used: nothing new was written. */
  isRetry: boolean;
}

/** Live, unsold and not promised to anyone else: the only listing an offer can be made, countered or accepted on. */
export function isOpenFor(listing: OfferListingRow, buyerId: string): boolean {
  if (listing.status !== 'PUBLISHED' || listing.soldAt !== null) return false;
  return listing.reservedAt === null || listing.reservedForUserId === buyerId;
}

export const unavailable = () =>
  new AppError('LISTING_UNAVAILABLE', 'The listing is sold, archived or reserved for someone else.');

/**
 * An amount within the offer rules: never above the asking price (buy it at that price instead),
 * and a buyer's never below the seller's stated minimum; the seller may counter below their own.
 */
export function checkAmount(listing: OfferListingRow, amountCents: number, madeBy: 'buyer' | 'seller') {
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
export function screenNote(deps: Deps, note: string | undefined): Findings {
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
