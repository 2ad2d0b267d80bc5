import type { AppDependencies } from '../../core/app-instance';
import { runInTransaction } from '../../db/transaction';
import { expireOffer, OfferPublication } from './offer-events';
import { findOfferListing, findThread, lockExpiredOpenOffers } from './offers.repository';

/** Offers expired per transaction: short transactions (the embedded engine serialises them, ADR 006). */
const expiryBatchSize = 100;

/**
 * The `chat-offer-expiry` job (every minute): open offers whose 48 hours have passed become
 * expired, each with a system note in its thread, and both sides get the frames. `now` is
 * injectable so tests need not wait two days. Returns how many offers expired.
 */
export async function expireDueOffers(deps: AppDependencies, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const publication = new OfferPublication();
    const expired = await runInTransaction(deps.database.db, async (executor) => {
      let count = 0;
      const due = await lockExpiredOpenOffers(executor, now, expiryBatchSize);
      for (const offer of due) {
        const [thread, listing] = await Promise.all([
          findThread(executor, offer.threadId),
          findOfferListing(executor, offer.listingId),
        ]);
        if (!thread || !listing) continue;
        if (await expireOffer(executor, publication, { offer, thread, listing })) count += 1;
      }
      return { count, isFull: due.length === expiryBatchSize };
    });
    await publication.publish(deps);
    total += expired.count;
    if (!expired.isFull || expired.count === 0) return total;
  }
}
