import { sellFlowSteps } from '@shared/analytics/analytics-events.catalogue';
import type { PerformanceFigures, PerformanceRange } from '@shared/workspace/workspace-performance.schema';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { listingViewsByDay, sellFlowSessions } from '../analytics/analytics.service';
import { getFeatureFlagsFor } from '../feature-flags/feature-flags.service';
import {
  countOwnListingStates,
  countOwnSalesByDay,
  listOwnListingIds,
  listOwnListingIdsCreatedBetween,
} from '../listings/listing-seller-facts.service';
import { countListingsSentToReview } from '../moderation/moderation-facts.service';
import {
  dailyTrend,
  performanceWindow,
  publishJobFigures,
  sellFlowDropOff,
  shareOf,
} from './performance-figures';
import { countAnonymousViewsByDay, findPublishJobsQueuedBetween } from './workspace-publishing.repository';

/**
 * Spec §6: performance is locked until the workspace is in a rollout cohort. Cohorts are rolled out
 * through the sellerWorkspacePro flag (assigned to the cohort, or to a user or everyone), which is
 * exactly what the web reads, so the server and the page lock the same accounts (ADR 074).
 */
export async function assertPerformanceUnlocked(db: Db, userId: string): Promise<void> {
  const flags = await getFeatureFlagsFor(db, userId);
  if (flags.find((flag) => flag.key === 'sellerWorkspacePro')?.enabled === true) return;
  throw new AppError(
    'PERFORMANCE_LOCKED',
    'Performance figures unlock once your workspace is in a rollout cohort.',
  );
}

/** `GET /api/workspace/performance?days=`: the seller's figures over the last 7, 30 or 90 days. */
export async function getPerformanceFigures(
  db: Db,
  sellerId: string,
  days: PerformanceRange,
  now = new Date(),
): Promise<PerformanceFigures> {
  await assertPerformanceUnlocked(db, sellerId);
  const { from, to, dayKeys } = performanceWindow(days, now);
  const listingIds = await listOwnListingIds(db, sellerId);
  const [anonymousViews, consentedViews, sales, jobs, createdIds, states, steps] = await Promise.all([
    countAnonymousViewsByDay(db, listingIds, from, to),
    listingViewsByDay(db, listingIds, from, to),
    countOwnSalesByDay(db, sellerId, from, to),
    findPublishJobsQueuedBetween(db, sellerId, from, to),
    listOwnListingIdsCreatedBetween(db, sellerId, from, to),
    countOwnListingStates(db, sellerId),
    sellFlowSessions(db, sellerId, from, to),
  ]);
  const listingsReviewed = await countListingsSentToReview(db, createdIds);
  const trend = dailyTrend(dayKeys, { anonymousViews, consentedViews, sales, jobs });
  const totalViews = trend.reduce((sum, day) => sum + day.views, 0);
  const totalSales = trend.reduce((sum, day) => sum + day.sales, 0);
  const publishing = publishJobFigures(jobs);
  const sellFlow = sellFlowDropOff(steps, sellFlowSteps);
  return {
    days,
    from: from.toISOString(),
    to: to.toISOString(),
    marketplace: {
      views: totalViews,
      sales: totalSales,
      conversionRate: shareOf(totalSales, totalViews),
      manualReviewRate: shareOf(listingsReviewed, createdIds.length),
      listingsCreated: createdIds.length,
      listingsReviewed,
      leadTimeAverageMs: publishing.leadTimeAverageMs,
      leadTimeP95Ms: publishing.leadTimeP95Ms,
      funnel: publishing.funnel,
      trend,
    },
    sales: {
      successRate: publishing.successRate,
      liveListings: states.live,
      pendingListings: states.pending,
      errorListings: states.needsAction,
    },
    operations: {
      dropOffRate: sellFlow.dropOffRate,
      sellFlowSteps: sellFlow.steps,
      attemptsPerJob: publishing.attemptsPerJob,
      jobDurationAverageMs: publishing.jobDurationAverageMs,
      jobDurationP95Ms: publishing.jobDurationP95Ms,
    },
  };
}
