import type { PublishJobStatus } from '@shared/marketplaces/marketplace.schema';
import type { JobQueue } from '../../jobs/job-queue';
import { EbayApiError, type EbayClient, type EbayErrorDetail } from './ebay/ebay-client';
import { ebayListingUrl, inventoryItemOf, offerOf, type SellerSetup } from './ebay/ebay-mapping';
import {
  accessTokenFor,
  ebayClientFor,
  type MarketplaceContext,
  type MissingSetup,
  ReconnectRequiredError,
  refreshSellerSetup,
} from './marketplace-accounts.service';
import {
  claimPublishJob,
  findAccount,
  findCachedCategory,
  findListingChannel,
  findListingForMarketplace,
  insertPublishJob,
  type ListingChannelRow,
  type MarketplaceListing,
  type PublishJobRow,
  type PublishOperation,
  updateListingChannel,
  updatePublishJob,
  upsertCachedCategory,
} from './marketplaces.repository';

export interface PublishJobContext extends MarketplaceContext {
  jobs: Pick<JobQueue, 'send'>;
}

/** Attempts of one job: timeouts, 429 and 5xx are tried again up to this many times in all. */
export const maxPublishAttempts = 5;
/** The longest wait between two attempts. */
const maxRetryDelayMs = 10 * 60_000;

export type PublishJobOutcome =
  | { status: PublishJobStatus }
  | { status: 'retry'; retryInMs: number }
  | { status: 'skipped' };

/** A failure the seller can act on: our code (translated by the web) and eBay's own words. */
class JobFailure extends Error {
  readonly code: string;
  readonly externalErrorId: string | null;
  readonly warnings: { code: string; message: string }[];
  readonly channelStatus: ListingChannelRow['status'] | null;

  constructor(
    code: string,
    message: string,
    options: {
      externalErrorId?: string | null;
      warnings?: { code: string; message: string }[];
      channelStatus?: ListingChannelRow['status'] | null;
    } = {},
  ) {
    super(message);
    this.code = code;
    this.externalErrorId = options.externalErrorId ?? null;
    this.warnings = options.warnings ?? [];
    this.channelStatus = options.channelStatus ?? null;
  }
}

const retryCodeOf = (error: EbayApiError) =>
  error.kind === 'timeout' || error.kind === 'network'
    ? 'EBAY_TIMEOUT'
    : error.kind === 'rate_limited'
      ? 'EBAY_RATE_LIMITED'
      : 'EBAY_UNAVAILABLE';

export function retryDelayMs(retryBaseMs: number, attempts: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), maxRetryDelayMs);
}

const warningOf = (detail: EbayErrorDetail) => ({
  code: `EBAY_${detail.errorId}`,
  message: detail.longMessage ?? detail.message,
});

/**
 * Queues a job for a listing and channel; null when one is in flight already (the partial unique
 * index `publish_jobs_one_active_idx`), so a listing is never published twice at once.
 */
export async function queuePublishJob(
  context: PublishJobContext,
  values: { listingId: string; sellerId: string; operation: PublishOperation },
): Promise<PublishJobRow | null> {
  const job = await insertPublishJob(context.db, { ...values, channel: 'ebay' });
  if (job) await context.jobs.send('marketplace-publish', { jobId: job.id });
  return job;
}

/**
 * The pg-boss worker of `marketplace-publish`: one attempt of a job. Reads the listing afresh at
 * every step, records every eBay call as a marketplace event, and ends in SUCCESS,
 * PARTIAL_SUCCESS (eBay warned, e.g. refused pictures) or FAILURE, or goes back to PENDING with a
 * delayed re-send when eBay was slow, rate-limited or down.
 */
export async function runPublishJob(context: PublishJobContext, jobId: string): Promise<PublishJobOutcome> {
  const job = await claimPublishJob(context.db, jobId);
  if (!job) return { status: 'skipped' };
  try {
    const warnings = await performJob(context, job);
    const status: PublishJobStatus = warnings.length > 0 ? 'PARTIAL_SUCCESS' : 'SUCCESS';
    await finishJob(context, job, status, { warnings });
    await queueFollowUp(context, job.listingId, job.sellerId);
    return { status };
  } catch (error) {
    if (error instanceof EbayApiError && error.isRetryable && job.attempts < maxPublishAttempts) {
      const retryInMs = retryDelayMs(context.config.ebay?.retryBaseMs ?? 5_000, job.attempts);
      await updatePublishJob(context.db, job.id, {
        status: 'PENDING',
        errorCode: retryCodeOf(error),
        errorMessage: error.message,
        externalErrorId: error.errorId,
      });
      await context.jobs.send(
        'marketplace-publish',
        { jobId: job.id },
        { startAfterSeconds: Math.max(1, Math.ceil(retryInMs / 1000)) },
      );
      return { status: 'retry', retryInMs };
    }
    const failure = failureOf(error);
    await finishJob(context, job, 'FAILURE', {
      errorCode: failure.code,
      errorMessage: failure.message,
      externalErrorId: failure.externalErrorId,
      warnings: failure.warnings,
    });
    if (failure.channelStatus) {
      await updateListingChannel(context.db, job.listingId, 'ebay', {
        status: failure.channelStatus,
        lastError: failure.message,
      });
    } else {
      await updateListingChannel(context.db, job.listingId, 'ebay', { lastError: failure.message });
    }
    return { status: 'FAILURE' };
  }
}

function failureOf(error: unknown): JobFailure {
  if (error instanceof JobFailure) return error;
  if (error instanceof ReconnectRequiredError) {
    return new JobFailure('MARKETPLACE_RECONNECT_REQUIRED', 'eBay access was revoked: connect eBay again.', {
      channelStatus: 'NEEDS_ACTION',
    });
  }
  if (error instanceof EbayApiError) {
    if (error.isRetryable)
      return new JobFailure(retryCodeOf(error), error.message, { externalErrorId: error.errorId });
    return new JobFailure('EBAY_REJECTED', error.message, {
      externalErrorId: error.errorId,
      warnings: error.details.slice(1).map(warningOf),
      channelStatus: 'FAILED',
    });
  }
  return new JobFailure('MARKETPLACE_JOB_FAILED', error instanceof Error ? error.message : String(error));
}

async function finishJob(
  context: PublishJobContext,
  job: PublishJobRow,
  status: PublishJobStatus,
  fields: {
    errorCode?: string | null;
    errorMessage?: string | null;
    externalErrorId?: string | null;
    warnings?: { code: string; message: string }[];
  },
): Promise<void> {
  const finishedAt = new Date();
  await updatePublishJob(context.db, job.id, {
    status,
    finishedAt,
    durationMs: Math.max(0, finishedAt.getTime() - (job.startedAt ?? job.queuedAt).getTime()),
    errorCode: fields.errorCode ?? null,
    errorMessage: fields.errorMessage ?? null,
    externalErrorId: fields.externalErrorId ?? null,
    warnings: fields.warnings ?? [],
  });
}

async function performJob(
  context: PublishJobContext,
  job: PublishJobRow,
): Promise<{ code: string; message: string }[]> {
  const ebay = context.config.ebay;
  if (!ebay) throw new JobFailure('MARKETPLACE_NOT_CONFIGURED', 'eBay is not set up on this site.');
  const account = await findAccount(context.db, job.sellerId, 'ebay');
  if (!account) {
    throw new JobFailure('MARKETPLACE_NOT_CONNECTED', 'Connect your eBay account first.', {
      channelStatus: 'NEEDS_ACTION',
    });
  }
  const client = ebayClientFor(context, ebay, {
    sellerId: job.sellerId,
    listingId: job.listingId,
    jobId: job.id,
  });
  const token = await accessTokenFor(context, client, account);
  const channel = await findListingChannel(context.db, job.listingId, 'ebay');
  if (!channel) throw new JobFailure('MARKETPLACE_JOB_FAILED', 'The listing has no eBay channel.');
  const read = async () => {
    const listing = await findListingForMarketplace(context.db, job.listingId);
    if (!listing) throw new JobFailure('NOT_FOUND', 'The listing no longer exists.');
    return listing;
  };

  if (job.operation === 'withdraw' || job.operation === 'end') {
    if (channel.offerId && channel.status === 'LIVE') await client.withdrawOffer(token, channel.offerId);
    await updateListingChannel(context.db, job.listingId, 'ebay', {
      status: job.operation === 'withdraw' ? 'WITHDRAWN' : 'ENDED',
      lastError: null,
    });
    return [];
  }

  let listing = await read();
  if (listing.status !== 'PUBLISHED' || listing.soldAt !== null) {
    throw new JobFailure('LISTING_NOT_LIVE', 'Only live listings are published on eBay.');
  }
  const missing = await refreshSellerSetup(client, token, context, account);
  if (missing.length > 0) {
    throw new JobFailure('EBAY_SETUP_MISSING', `Set up on eBay first: ${missing.join(', ')}.`, {
      warnings: missing.map((item) => ({ code: item, message: setupHints[item] })),
      channelStatus: 'NEEDS_ACTION',
    });
  }
  const setup = account as unknown as SellerSetup;
  const categoryId =
    job.operation === 'update' && channel.externalCategoryId
      ? channel.externalCategoryId
      : await categoryFor(context, client, token, listing);

  listing = await read();
  // The version eBay gets; an edit from here on leaves the listing newer, and the follow-up after
  // this job (or the sweep) sends it as an update.
  const syncedListingUpdatedAt = listing.updatedAt;
  const item = await client.createOrReplaceInventoryItem(
    token,
    channel.sku,
    inventoryItemOf(listing, context.config.publicUrl),
  );
  listing = await read();
  const offer = offerOf(listing, channel.sku, categoryId, setup);
  let offerId = channel.offerId;
  const warnings: EbayErrorDetail[] = [...item.warnings];
  if (offerId) {
    warnings.push(...(await client.updateOffer(token, offerId, offer)).warnings);
  } else {
    offerId = await createOrAdoptOffer(client, token, offer);
  }
  // Stored at once: a retry after a crash updates this offer instead of creating a second one.
  await updateListingChannel(context.db, job.listingId, 'ebay', { offerId, externalCategoryId: categoryId });

  if (job.operation === 'update' && channel.status === 'LIVE') {
    // Updating a published offer revises the live eBay listing; no second publish is needed.
    await updateListingChannel(context.db, job.listingId, 'ebay', {
      publishedPriceCents: listing.priceCents,
      syncedListingUpdatedAt,
      lastError: null,
    });
    return warnings.map(warningOf);
  }
  const published = await client.publishOffer(token, offerId);
  warnings.push(...published.warnings);
  await updateListingChannel(context.db, job.listingId, 'ebay', {
    status: 'LIVE',
    externalListingId: published.listingId,
    url: ebayListingUrl(ebay.environment, published.listingId),
    publishedPriceCents: listing.priceCents,
    syncedListingUpdatedAt,
    lastError: null,
  });
  return warnings.map(warningOf);
}

/** eBay answers 25002 with the existing offer's id when the SKU has one already (an earlier attempt). */
async function createOrAdoptOffer(
  client: EbayClient,
  token: string,
  offer: Parameters<EbayClient['createOffer']>[1],
) {
  try {
    return (await client.createOffer(token, offer)).offerId;
  } catch (error) {
    const existing =
      error instanceof EbayApiError
        ? error.details
            .flatMap((detail) => detail.parameters ?? [])
            .find((parameter) => parameter.name === 'offerId')
        : undefined;
    if (!existing) throw error;
    await client.updateOffer(token, existing.value, offer);
    return existing.value;
  }
}

const setupHints: Record<MissingSetup, string> = {
  inventory_location: 'Add an inventory location (your address) in eBay Seller Hub.',
  fulfillment_policy: 'Create a shipping (fulfillment) business policy for eBay.de.',
  payment_policy: 'Create a payment business policy for eBay.de.',
  return_policy: 'Create a return business policy for eBay.de.',
};

/** Taxonomy API suggestions for our category and title, cached per both (titles repeat rarely, categories often). */
async function categoryFor(
  context: PublishJobContext,
  client: EbayClient,
  token: string,
  listing: MarketplaceListing,
): Promise<string> {
  const normalisedTitle = listing.title.toLowerCase().replace(/\s+/g, ' ').trim();
  const cacheKey = `ebay:EBAY_DE:${listing.categoryId}:${normalisedTitle}`;
  const cached = await findCachedCategory(context.db, cacheKey);
  if (cached) return cached.externalCategoryId;
  const treeId = await client.getDefaultCategoryTreeId(token);
  const [suggestion] = await client.getCategorySuggestions(token, treeId, listing.title);
  if (!suggestion) {
    throw new JobFailure(
      'EBAY_NO_CATEGORY',
      'eBay suggested no category for this title; describe the item more clearly.',
      {
        channelStatus: 'NEEDS_ACTION',
      },
    );
  }
  await upsertCachedCategory(context.db, {
    cacheKey,
    channel: 'ebay',
    externalCategoryId: suggestion.categoryId,
    externalCategoryName: suggestion.categoryName,
  });
  return suggestion.categoryId;
}

/** Whether the listing changed after the last successful job read it (to the millisecond, as the sweep compares). */
export function hasChangedSinceSync(
  listing: Pick<MarketplaceListing, 'updatedAt'>,
  channel: Pick<ListingChannelRow, 'syncedListingUpdatedAt'>,
): boolean {
  if (!channel.syncedListingUpdatedAt) return true;
  return Math.abs(listing.updatedAt.getTime() - channel.syncedListingUpdatedAt.getTime()) >= 1;
}

/**
 * After a job, or when the listing changed here: a live channel follows the listing (archived ->
 * withdraw, sold -> end, another price or any edit since the last job read it -> update). A job in
 * flight already is not joined: it ends, queues this again and finds the listing newer than what
 * it sent, so an edit made while it ran is sent as an update, never as a second publish.
 */
export async function queueFollowUp(
  context: PublishJobContext,
  listingId: string,
  sellerId: string,
  hint?: PublishOperation,
): Promise<PublishJobRow | null> {
  const channel = await findListingChannel(context.db, listingId, 'ebay');
  if (channel?.status !== 'LIVE') return null;
  const listing = await findListingForMarketplace(context.db, listingId);
  if (!listing) return null;
  const operation: PublishOperation | null =
    listing.soldAt !== null
      ? 'end'
      : listing.status === 'ARCHIVED'
        ? 'withdraw'
        : listing.status === 'PUBLISHED' &&
            (listing.priceCents !== channel.publishedPriceCents ||
              hint === 'update' ||
              hasChangedSinceSync(listing, channel))
          ? 'update'
          : null;
  if (!operation) return null;
  return queuePublishJob(context, { listingId, sellerId, operation });
}
