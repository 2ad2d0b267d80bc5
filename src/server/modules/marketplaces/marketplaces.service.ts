import type { PublishListingOutcome } from '@shared/marketplaces/marketplace.schema';
import type { Db } from '../../db/database';
import { skuOf } from './ebay/ebay-mapping';
import { isEbayAvailableFor } from './marketplace-accounts.service';
import {
  type PublishJobContext,
  queueFollowUp,
  queuePublishJob,
  retryDelayMs,
} from './marketplace-publish-job.service';
import {
  ensureListingChannel,
  findAccount,
  findChannelsNeedingFollowUp,
  findListingChannel,
  findListingChannels,
  findListingsForPublish,
  findLiveListingChannels,
  listQuietPendingJobs,
  updateListingChannel,
} from './marketplaces.repository';

/** English texts of the per-listing refusals; the web shows `marketplaces:errors.<code>` instead. */
export const publishRefusalMessages = {
  NOT_FOUND: 'Listing not found.',
  LISTING_NOT_LIVE: 'Only live listings can be published on eBay.',
  MARKETPLACE_NOT_CONFIGURED: 'eBay is not set up on this site.',
  MARKETPLACE_NOT_AVAILABLE: 'Publishing to eBay is not available for your account yet.',
  MARKETPLACE_NOT_CONNECTED: 'Connect your eBay account first.',
  MARKETPLACE_RECONNECT_REQUIRED: 'eBay access was revoked: connect eBay again.',
  PUBLISH_IN_FLIGHT: 'This listing is being published already.',
} as const;
export type PublishRefusalCode = keyof typeof publishRefusalMessages;

const refused = (listingId: string, code: PublishRefusalCode): PublishListingOutcome => ({
  listingId,
  outcome: 'refused',
  jobId: null,
  error: { code, message: publishRefusalMessages[code] },
});

/**
 * `POST /api/marketplaces/ebay/publish` (also "retry publish" and the bulk action): one answer
 * per listing. Someone else's listing reads as not found; a listing with a job in flight is
 * refused, never queued twice.
 */
export async function requestEbayPublish(
  context: PublishJobContext,
  userId: string,
  listingIds: string[],
): Promise<{ queued: number; refused: number; results: PublishListingOutcome[] }> {
  const ids = [...new Set(listingIds)];
  const [rows, available, account] = await Promise.all([
    findListingsForPublish(context.db, ids),
    isEbayAvailableFor(context.db, userId),
    findAccount(context.db, userId, 'ebay'),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const results: PublishListingOutcome[] = [];
  for (const listingId of ids) {
    const row = byId.get(listingId);
    if (!row || row.sellerId !== userId) results.push(refused(listingId, 'NOT_FOUND'));
    else if (!context.config.ebay) results.push(refused(listingId, 'MARKETPLACE_NOT_CONFIGURED'));
    else if (!available) results.push(refused(listingId, 'MARKETPLACE_NOT_AVAILABLE'));
    else if (!account) results.push(refused(listingId, 'MARKETPLACE_NOT_CONNECTED'));
    else if (account.status === 'revoked') results.push(refused(listingId, 'MARKETPLACE_RECONNECT_REQUIRED'));
    else if (row.status !== 'PUBLISHED' || row.soldAt !== null)
      results.push(refused(listingId, 'LISTING_NOT_LIVE'));
    else {
      await ensureListingChannel(context.db, {
        listingId,
        channel: 'ebay',
        accountId: account.id,
        sku: skuOf(listingId),
      });
      const job = await queuePublishJob(context, { listingId, sellerId: userId, operation: 'publish' });
      if (!job) {
        results.push(refused(listingId, 'PUBLISH_IN_FLIGHT'));
        continue;
      }
      const channel = await findListingChannel(context.db, listingId, 'ebay');
      if (channel && channel.status !== 'LIVE') {
        await updateListingChannel(context.db, listingId, 'ebay', { status: 'PENDING', lastError: null });
      }
      results.push({ listingId, outcome: 'queued', jobId: job.id, error: null });
    }
  }
  const queued = results.filter((result) => result.outcome === 'queued').length;
  return { queued, refused: results.length - queued, results };
}

export type ListingChangeKind = 'edited' | 'archived' | 'sold';

/**
 * The seam the listings module calls after a change (through `app.deps.onListingChanged`, since
 * marketplaces depends on listings): a live eBay channel follows the listing; any edit (title,
 * description, condition, photos, price) is an update. A change while a job runs (the channel is
 * not live yet, or the update cannot be queued next to it) is picked up by that job's follow-up,
 * which finds the listing newer than what it sent. Never throws into the caller's request: a
 * failure here is caught by the minute sweep.
 */
export async function onListingChanged(
  context: PublishJobContext,
  change: { listingId: string; kind: ListingChangeKind },
): Promise<void> {
  const [channel] = await findListingChannels(context.db, [change.listingId], 'ebay');
  if (channel?.status !== 'LIVE') return;
  const [row] = await findListingsForPublish(context.db, [change.listingId]);
  if (!row) return;
  await queueFollowUp(
    context,
    change.listingId,
    row.sellerId,
    change.kind === 'edited' ? 'update' : undefined,
  );
}

/**
 * Every minute: re-sends jobs the queue missed (it was down when they were queued) or whose retry
 * is due, and queues follow-ups for live channels whose listing changed by another path (a sale
 * through an order).
 */
export async function sweepMarketplaces(context: PublishJobContext, now = new Date()) {
  const retryBaseMs = context.config.ebay?.retryBaseMs ?? 5_000;
  const quiet = await listQuietPendingJobs(context.db, now, 60_000, 100);
  let resent = 0;
  for (const job of quiet) {
    if (job.updatedAt.getTime() + retryDelayMs(retryBaseMs, job.attempts) > now.getTime()) continue;
    await context.jobs.send('marketplace-publish', { jobId: job.id });
    resent += 1;
  }
  let followUps = 0;
  for (const change of await findChannelsNeedingFollowUp(context.db, 100)) {
    if (await queueFollowUp(context, change.listingId, change.sellerId)) followUps += 1;
  }
  return { resent, followUps };
}

/** English labels of the buyer-facing link per channel; the web shows its own translation. */
const channelLabels = { ebay: 'View on eBay' } as const;

export interface LiveMarketplaceChannel {
  channel: keyof typeof channelLabels;
  /** The item page on the marketplace, stored when the offer went live (ADR 073). */
  url: string;
  label: string;
}

/**
 * The marketplaces a listing is live on, with the item URL a buyer can open (ADR 077). Whether the
 * listing can be bought at all (published and available here) is the caller's rule: a channel
 * stays LIVE until its withdraw or end job has run.
 */
export async function liveMarketplaceChannelsOf(
  db: Db,
  listingId: string,
): Promise<LiveMarketplaceChannel[]> {
  const channels = await findLiveListingChannels(db, listingId);
  return channels.map(({ channel, url }) => ({ channel, url, label: channelLabels[channel] }));
}
