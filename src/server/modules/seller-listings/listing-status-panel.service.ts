import type { MarketplaceChannel, PublishJob } from '@shared/marketplaces/marketplace.schema';
import { reviewRequestCooldownMs } from '@shared/reviews/review.schema';
import {
  type CheckoutGuidance,
  type ListingReviewRequest,
  type ListingStatusPanel,
  type ListingSuggestion,
  publishFailuresBeforeSupport,
  type SellerListingRow,
} from '@shared/seller-listings/seller-listings.schema';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import type { ListingModerationsOf } from '../listings/listing-detail.service';
import {
  presentMarketplaceEvent,
  presentPublishJob,
  presentStatusHistoryEntry,
} from './listing-status-panel.presenter';
import {
  countConversation,
  countFailedPublishJobs,
  countOffers,
  listCompletedOrdersOfListing,
  listMarketplaceEvents,
  listPublishJobs,
  listStatusHistory,
  sumViewsSince,
} from './listing-status-panel.repository';
import { findOwnListing } from './seller-listings.repository';
import { presentWithModeration } from './seller-listings.service';

const statsWindowDays = 30;

/** The first day of the 30-day window that ends today (UTC), as YYYY-MM-DD. */
export function viewsWindowStart(now: Date): string {
  return new Date(now.getTime() - (statsWindowDays - 1) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Spec §4 "suggestions by state": needs action -> edit; the last publish job on a channel failed ->
 * retry publish; from 3 failures on -> contact support; live on a channel -> refresh its status.
 */
export function suggestionsFor(
  listing: Pick<SellerListingRow, 'status' | 'marketplaces'>,
  jobs: readonly Pick<PublishJob, 'channel' | 'status' | 'operation'>[],
  failuresByChannel: ReadonlyMap<MarketplaceChannel, number>,
): ListingSuggestion[] {
  const suggestions: ListingSuggestion[] = [];
  if (listing.status === 'NEEDS_ACTION') suggestions.push({ kind: 'edit', channel: null });
  for (const entry of listing.marketplaces) {
    // Jobs come newest first; the latest publish attempt on this channel decides.
    const latest = jobs.find((job) => job.channel === entry.channel && job.operation === 'publish');
    const hasFailed =
      latest?.status === 'FAILURE' || entry.status === 'FAILED' || entry.status === 'NEEDS_ACTION';
    const failures = failuresByChannel.get(entry.channel) ?? 0;
    const isInFlight = latest?.status === 'PENDING' || latest?.status === 'RUNNING';
    if (hasFailed && !isInFlight && listing.status === 'PUBLISHED')
      suggestions.push({ kind: 'retry-publish', channel: entry.channel });
    if (failures >= publishFailuresBeforeSupport)
      suggestions.push({ kind: 'contact-support', channel: entry.channel });
    if (entry.status === 'LIVE') suggestions.push({ kind: 'refresh-status', channel: entry.channel });
  }
  return suggestions;
}

export function checkoutGuidanceFor(
  row: {
    offersPickup: boolean;
    offersSameDay: boolean;
    shippingOptions: CheckoutGuidanceOwn['shippingOptions'];
  },
  listing: Pick<SellerListingRow, 'marketplaces'>,
): CheckoutGuidance[] {
  return [
    {
      channel: 'kleinkram',
      offersPickup: row.offersPickup,
      offersSameDay: row.offersSameDay,
      shippingOptions: row.shippingOptions,
    },
    ...listing.marketplaces.map((entry) => ({
      channel: entry.channel,
      status: entry.status,
      url: entry.status === 'LIVE' ? entry.url : null,
    })),
  ];
}
type CheckoutGuidanceOwn = Extract<CheckoutGuidance, { channel: 'kleinkram' }>;

export function reviewRequestStateOf(
  order: {
    orderId: string;
    reference: string;
    completedAt: Date | null;
    isReviewed: boolean;
    lastRequestedAt: string | null;
  },
  now: Date,
): ListingReviewRequest {
  const base = {
    orderId: order.orderId,
    orderReference: order.reference,
    completedAt: order.completedAt?.toISOString() ?? null,
  };
  if (order.isReviewed) return { ...base, state: 'reviewed', retryAt: null };
  if (order.lastRequestedAt) {
    const retryAt = new Date(new Date(order.lastRequestedAt).getTime() + reviewRequestCooldownMs);
    if (retryAt > now) return { ...base, state: 'cooldown', retryAt: retryAt.toISOString() };
  }
  return { ...base, state: 'available', retryAt: null };
}

/** `GET /api/seller/listings/{id}/panel`: everything the seller's status panel shows for one own listing. */
export async function getMyListingStatusPanel(
  db: Db,
  sellerId: string,
  listingId: string,
  options: { listingModerations?: ListingModerationsOf; now?: Date } = {},
): Promise<ListingStatusPanel> {
  const now = options.now ?? new Date();
  const row = await findOwnListing(db, sellerId, listingId);
  if (!row) throw new AppError('NOT_FOUND', 'Listing not found');
  const [listing] = await presentWithModeration(sellerId, [row], options.listingModerations);
  if (!listing) throw new Error('the listing was not presented');
  const [views, conversation, offers, jobRows, failures, eventRows, historyRows, orderRows] =
    await Promise.all([
      sumViewsSince(db, listingId, viewsWindowStart(now)),
      countConversation(db, listingId),
      countOffers(db, listingId),
      listPublishJobs(db, listingId),
      countFailedPublishJobs(db, listingId),
      listMarketplaceEvents(db, listingId),
      listStatusHistory(db, listingId),
      listCompletedOrdersOfListing(db, sellerId, listingId),
    ]);
  const publishJobs = jobRows.map(presentPublishJob);
  const failuresByChannel = new Map(failures.map((entry) => [entry.channel, entry.failures]));
  return {
    listing,
    stats: {
      views30Days: views,
      watchers: row.watcherCount,
      threads: conversation.threads,
      messages: conversation.messages,
      offers: offers.offers,
      openOffers: offers.openOffers,
    },
    suggestions: suggestionsFor(listing, publishJobs, failuresByChannel),
    publishJobs,
    statusHistory: historyRows.map(presentStatusHistoryEntry),
    marketplaceEvents: eventRows.map(presentMarketplaceEvent),
    checkout: checkoutGuidanceFor(row, listing),
    reviewRequests: orderRows.map((order) => reviewRequestStateOf(order, now)),
  };
}
