import type { MarketplaceEvent, PublishJob } from '@shared/marketplaces/marketplace.schema';
import type { ListingStatusPanel } from '@shared/seller-listings/seller-listings.schema';
import type { listingStatusEvents } from '../../db/schema/listing-drafts.schema';
import type { marketplaceEvents, publishJobs } from '../../db/schema/marketplaces.schema';

type StatusHistoryEntry = ListingStatusPanel['statusHistory'][number];

export function presentPublishJob(row: typeof publishJobs.$inferSelect): PublishJob {
  return {
    id: row.id,
    listingId: row.listingId,
    channel: row.channel,
    operation: row.operation,
    status: row.status,
    attempts: row.attempts,
    queuedAt: row.queuedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    errorCode: row.errorCode,
    errorMessage: row.errorMessage,
    externalErrorId: row.externalErrorId,
    warnings: row.warnings,
  };
}

export function presentMarketplaceEvent(row: typeof marketplaceEvents.$inferSelect): MarketplaceEvent {
  return {
    id: row.id,
    listingId: row.listingId,
    jobId: row.jobId,
    channel: row.channel,
    operation: row.operation,
    result: row.result,
    responseCode: row.responseCode,
    externalErrorId: row.externalErrorId,
    message: row.message,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentStatusHistoryEntry(
  row: Pick<
    typeof listingStatusEvents.$inferSelect,
    'fromStatus' | 'toStatus' | 'actorRole' | 'reason' | 'createdAt'
  >,
): StatusHistoryEntry {
  return {
    fromStatus: row.fromStatus as StatusHistoryEntry['fromStatus'],
    toStatus: row.toStatus as StatusHistoryEntry['toStatus'],
    actorRole: row.actorRole as StatusHistoryEntry['actorRole'],
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
