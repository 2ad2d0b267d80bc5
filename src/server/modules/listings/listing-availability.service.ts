import type {
  ListingAvailabilityChangeRequest,
  ListingAvailabilityResponse,
} from '@shared/listings/listing-availability.schema';
import {
  allowedAvailabilityChanges,
  availabilityOf,
  canChangeAvailability,
  type ListingAvailability,
} from '@shared/listings/listing-status';
import { AppError } from '../../core/app-error';
import type { RequestAuth } from '../../core/request-auth';
import type { Db } from '../../db/database';
import { type DbExecutor, runInTransaction } from '../../db/transaction';
import { notifyWatchersOfListingChange } from '../engagement/watcher-notices.service';
import {
  decrementListingQuantity,
  insertAvailabilityEvent,
  type ListingAvailabilityRow,
  lockListingAvailabilityRow,
  updateListingAvailability,
  userExists,
} from './listing-availability.repository';

type ListingAvailabilityView = ListingAvailabilityResponse['data']['listing'];

const present = (row: ListingAvailabilityRow): ListingAvailabilityView => ({
  id: row.id,
  slug: row.slug,
  status: row.status,
  availability: availabilityOf(row),
  reservedForUserId: row.reservedForUserId,
});

const invalidBuyer = (message: string) =>
  new AppError('VALIDATION_FAILED', message, {
    issues: [{ path: 'body.buyerId', message, code: 'custom' }],
  });

/**
 * `POST /api/listings/{id}/availability`: the owner reserves, unreserves or sells a live listing,
 * as the availability table of `listing-status.ts` permits. Other people's listings read as
 * missing (moderators act on the status, not on a sale). Recorded like status changes.
 */
export function changeListingAvailability(
  db: Db,
  auth: RequestAuth,
  listingId: string,
  input: ListingAvailabilityChangeRequest,
): Promise<ListingAvailabilityView> {
  return runInTransaction(db, async (executor) => {
    const current = await lockListingAvailabilityRow(executor, listingId);
    if (!current || current.sellerId !== auth.userId) throw new AppError('NOT_FOUND', 'Listing not found');
    const from: ListingAvailability = availabilityOf(current);
    if (!canChangeAvailability(current.status, from, input.to, 'seller')) {
      throw new AppError('CONFLICT', `A ${current.status} listing cannot go from ${from} to ${input.to}.`, {
        status: current.status,
        from,
        to: input.to,
        allowed: allowedAvailabilityChanges(current.status, from, 'seller'),
      });
    }
    const buyerId = input.buyerId ?? null;
    if (buyerId !== null) {
      if (input.to !== 'reserved') throw invalidBuyer('A buyer is named only when reserving.');
      if (buyerId === current.sellerId) throw invalidBuyer('Sellers cannot reserve for themselves.');
      if (!(await userExists(executor, buyerId))) throw invalidBuyer('No such buyer.');
    }
    const updated = await updateListingAvailability(executor, listingId, input.to, buyerId);
    if (!updated)
      throw new AppError('CONFLICT', 'The listing was sold in the meantime.', { from, to: input.to });
    await insertAvailabilityEvent(executor, {
      listingId,
      fromAvailability: from,
      toAvailability: input.to,
      actorId: auth.userId,
      actorRole: 'seller',
      buyerId: input.to === 'sold' ? current.reservedForUserId : buyerId,
    });
    if (input.to !== 'available') {
      await notifyWatchersOfListingChange(executor, {
        listingId,
        event: input.to,
        excludedUserIds: [buyerId, current.reservedForUserId],
      });
    }
    return present(updated);
  });
}

/**
 * Reserves a live listing for the buyer whose offer was accepted (issue 16, ADR 053), inside the
 * caller's transaction so the offer and the reservation change together. The system acts (either
 * side may accept the last offer of a round), as the availability table allows. True when the
 * listing is now reserved for that buyer (or already was); false when it is not live, sold, or
 * reserved for someone else.
 */
export async function reserveListingForBuyer(
  executor: DbExecutor,
  listingId: string,
  buyerId: string,
  actorId: string,
): Promise<boolean> {
  const current = await lockListingAvailabilityRow(executor, listingId);
  if (!current) return false;
  const from = availabilityOf(current);
  if (from === 'reserved' && current.reservedForUserId === buyerId) return true;
  if (from !== 'available' || !canChangeAvailability(current.status, from, 'reserved', 'system'))
    return false;
  const updated = await updateListingAvailability(executor, listingId, 'reserved', buyerId);
  if (!updated) return false;
  await insertAvailabilityEvent(executor, {
    listingId,
    fromAvailability: from,
    toAvailability: 'reserved',
    actorId,
    actorRole: 'system',
    buyerId,
  });
  await notifyWatchersOfListingChange(executor, { listingId, event: 'reserved', excludedUserIds: [buyerId] });
  return true;
}

/**
 * Undoes a buyer's reservation when their order is cancelled (issue 17, ADR 057), inside the
 * orders module's transaction. Only a reservation for that buyer is lifted: one the seller made
 * for somebody else stays. True when the listing is available again.
 */
export async function releaseListingForBuyer(
  executor: DbExecutor,
  listingId: string,
  buyerId: string,
  actorId: string | null,
): Promise<boolean> {
  const current = await lockListingAvailabilityRow(executor, listingId);
  if (!current || availabilityOf(current) !== 'reserved' || current.reservedForUserId !== buyerId)
    return false;
  if (!canChangeAvailability(current.status, 'reserved', 'available', 'system')) return false;
  const updated = await updateListingAvailability(executor, listingId, 'available', null);
  if (!updated) return false;
  await insertAvailabilityEvent(executor, {
    listingId,
    fromAvailability: 'reserved',
    toAvailability: 'available',
    actorId,
    actorRole: 'system',
    buyerId,
  });
  return true;
}

/**
 * A completed order sells one unit (issue 17): with more than one left the quantity goes down and
 * the listing stays as it is; the last unit makes it sold, for the buyer. Inside the orders
 * module's transaction; 'sold' and 'decremented' say which happened, 'unchanged' that it was
 * already sold.
 */
export async function sellListingUnit(
  executor: DbExecutor,
  listingId: string,
  buyerId: string,
  actorId: string | null,
): Promise<'sold' | 'decremented' | 'unchanged'> {
  const current = await lockListingAvailabilityRow(executor, listingId);
  if (!current || current.soldAt !== null) return 'unchanged';
  if (await decrementListingQuantity(executor, listingId)) return 'decremented';
  const from = availabilityOf(current);
  // A sale is final: it is recorded even if the listing was archived meanwhile.
  const updated = await updateListingAvailability(executor, listingId, 'sold', buyerId);
  if (!updated) return 'unchanged';
  await insertAvailabilityEvent(executor, {
    listingId,
    fromAvailability: from,
    toAvailability: 'sold',
    actorId,
    actorRole: 'system',
    buyerId,
  });
  await notifyWatchersOfListingChange(executor, { listingId, event: 'sold', excludedUserIds: [buyerId] });
  return 'sold';
}

/**
 * Issue 19 (ADR 073): the listing sold on another marketplace (an eBay order), so it is sold here
 * too, by the system and for no buyer of ours. 'unchanged' when it was sold already.
 */
export async function markListingSoldElsewhere(
  executor: DbExecutor,
  listingId: string,
): Promise<'sold' | 'unchanged'> {
  const current = await lockListingAvailabilityRow(executor, listingId);
  if (!current || current.soldAt !== null) return 'unchanged';
  const from = availabilityOf(current);
  const updated = await updateListingAvailability(executor, listingId, 'sold', null);
  if (!updated) return 'unchanged';
  await insertAvailabilityEvent(executor, {
    listingId,
    fromAvailability: from,
    toAvailability: 'sold',
    actorId: null,
    actorRole: 'system',
    buyerId: null,
  });
  await notifyWatchersOfListingChange(executor, { listingId, event: 'sold', excludedUserIds: [] });
  return 'sold';
}
