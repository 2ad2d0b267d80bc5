import type { AppInstance } from '../core/app-instance';
import { sweepAnalyticsEvents } from '../modules/analytics/analytics.service';
import { archiveIdleChatThreads } from '../modules/chat/chat-archive.service';
import { sendChatMessageEmail } from '../modules/chat/chat-email.service';
import { expireDueOffers } from '../modules/chat/offer-expiry.service';
import { pollEbayOrders } from '../modules/marketplaces/marketplace-orders-poll.service';
import { runPublishJob } from '../modules/marketplaces/marketplace-publish-job.service';
import { marketplaceContextOf } from '../modules/marketplaces/marketplaces.routes';
import { sweepMarketplaces } from '../modules/marketplaces/marketplaces.service';
import { sendModerationMail } from '../modules/moderation/moderation-mail.service';
import { sweepModeration } from '../modules/moderation/moderation-sweep.service';
import { sendOrderStatusEmail } from '../modules/orders/order-notices.service';
import { sweepOrders } from '../modules/orders/order-sweep.service';
import { sweepRetainedRecords } from '../modules/privacy/account-deletion.service';
import { runDataExport } from '../modules/privacy/data-export-job.service';
import { sweepDataExports } from '../modules/privacy/data-export-sweep.service';
import { sendReviewRequestEmail } from '../modules/reviews/review-requests.service';
import {
  type AlertContext,
  sendAlertsForListing,
  sweepSavedSearches,
} from '../modules/saved-searches/saved-search-alerts.service';
import { refreshPopularQueries } from '../modules/search-suggestions/search-suggestions.service';

/** Every minute, in UTC. */
export const savedSearchSweepCron = '* * * * *';
export const chatArchiveCron = '* * * * *';
/** Every minute: an offer outlives its 48 hours by at most a minute (answers check it themselves). */
export const chatOfferExpiryCron = '* * * * *';
/** Every 10 minutes: order deadlines are days and hours, retries need no haste. */
export const orderSweepCron = '*/10 * * * *';
/** Daily at 03:17 UTC: retention periods are years and months. */
export const retainedRecordsSweepCron = '17 3 * * *';
/** Hourly: an archive outlives its 48 hours by at most an hour (the link checks the time itself). */
export const dataExportSweepCron = '17 * * * *';
/** Every 10 minutes: new held photos and order problems reach the queue anyway on every queue read. */
export const moderationSweepCron = '*/10 * * * *';
/** Daily at 03:17 UTC: analytics retention (14 months) needs no precision beyond the day. */
export const analyticsRetentionCron = '17 3 * * *';
/** Every 15 minutes: a query becomes suggestible a quarter of an hour after it passes the rule at most. */
export const searchSuggestionsRefreshCron = '*/15 * * * *';

/** Every minute: missed publish jobs and follow-ups (sales by orders) wait at most a minute. */
export const marketplaceSweepCron = '* * * * *';
/** Every 5 minutes: a sale on eBay reaches the listing here within minutes. */
export const marketplaceOrdersPollCron = '*/5 * * * *';

/** Declares the app's workers and schedules; they run once the queue starts (app ready). */
export function registerJobs(app: AppInstance) {
  const { jobs } = app.deps;
  const alertContext = (): AlertContext => ({
    db: app.deps.database.db,
    mailer: app.deps.mailer,
    publicUrl: app.deps.config.publicUrl,
    logger: app.log,
  });

  jobs.work('saved-search-alerts', async ({ listingId }) => {
    const delivered = await sendAlertsForListing(alertContext(), listingId);
    if (delivered > 0) app.log.info({ listingId, delivered }, 'saved-search alerts sent');
  });
  jobs.work('saved-search-sweep', async () => {
    const delivered = await sweepSavedSearches(alertContext());
    if (delivered > 0) app.log.info({ delivered }, 'saved-search sweep sent alerts');
  });
  jobs.schedule('saved-search-sweep', savedSearchSweepCron);

  jobs.work('chat-message-email', async ({ messageId }) => {
    await sendChatMessageEmail(
      {
        db: app.deps.database.db,
        mailer: app.deps.mailer,
        publicUrl: app.deps.config.publicUrl,
        logger: app.log,
      },
      messageId,
    );
  });
  jobs.work('chat-archive', async () => {
    const archived = await archiveIdleChatThreads(app.deps);
    if (archived > 0) app.log.info({ archived }, 'idle chat threads archived');
  });
  jobs.schedule('chat-archive', chatArchiveCron);
  jobs.work('chat-offer-expiry', async () => {
    const expired = await expireDueOffers(app.deps);
    if (expired > 0) app.log.info({ expired }, 'chat offers expired');
  });
  jobs.schedule('chat-offer-expiry', chatOfferExpiryCron);
  jobs.work('review-request-email', async ({ requestId }) => {
    await sendReviewRequestEmail(
      { db: app.deps.database.db, mailer: app.deps.mailer, publicUrl: app.deps.config.publicUrl },
      requestId,
    );
  });

  jobs.work('order-status-email', async (email) => {
    await sendOrderStatusEmail(
      { db: app.deps.database.db, deps: app.deps, publicUrl: app.deps.config.publicUrl },
      email,
    );
  });
  jobs.work('order-sweep', async () => {
    const outcome = await sweepOrders(app.deps, new Date(), app.log);
    if (Object.values(outcome).some((count) => count > 0)) app.log.info(outcome, 'order sweep');
  });
  jobs.schedule('order-sweep', orderSweepCron);

  jobs.work('retained-records-sweep', async () => {
    const deleted = await sweepRetainedRecords(app.deps.database.db);
    if (deleted > 0) app.log.info({ deleted }, 'retained records past their period deleted');
  });
  jobs.schedule('retained-records-sweep', retainedRecordsSweepCron);
  jobs.work('data-export', async ({ exportId }) => {
    const outcome = await runDataExport(app.deps, exportId, { logger: app.log });
    app.log.info({ exportId, outcome }, 'data export');
  });
  jobs.work('data-export-sweep', async () => {
    const outcome = await sweepDataExports(app.deps);
    if (outcome.expired > 0 || outcome.failed > 0) app.log.info(outcome, 'data export sweep');
  });
  jobs.schedule('data-export-sweep', dataExportSweepCron);
  jobs.work('moderation-email', async (mail) => {
    await sendModerationMail(
      {
        db: app.deps.database.db,
        mailer: app.deps.mailer,
        publicUrl: app.deps.config.publicUrl,
        authSecret: app.deps.config.authSecret,
      },
      mail,
    );
  });
  jobs.work('moderation-sweep', async () => {
    const outcome = await sweepModeration(app.deps);
    if (outcome.opened > 0 || outcome.lifted > 0) app.log.info(outcome, 'moderation sweep');
  });
  jobs.schedule('moderation-sweep', moderationSweepCron);
  jobs.work('analytics-retention', async () => {
    const deleted = await sweepAnalyticsEvents(app.deps.database.db);
    if (deleted > 0) app.log.info({ deleted }, 'analytics events past retention deleted');
  });
  jobs.schedule('analytics-retention', analyticsRetentionCron);
  jobs.work('search-suggestions-refresh', async () => {
    const kept = await refreshPopularQueries(app.deps.database.db);
    app.log.debug({ kept }, 'popular search queries rebuilt');
  });
  jobs.schedule('search-suggestions-refresh', searchSuggestionsRefreshCron);

  jobs.work('marketplace-publish', async ({ jobId }) => {
    const outcome = await runPublishJob(marketplaceContextOf(app.deps), jobId);
    app.log.info({ jobId, outcome }, 'marketplace publish job');
  });
  jobs.work('marketplace-sweep', async () => {
    const outcome = await sweepMarketplaces(marketplaceContextOf(app.deps));
    if (outcome.resent > 0 || outcome.followUps > 0) app.log.info(outcome, 'marketplace sweep');
  });
  jobs.schedule('marketplace-sweep', marketplaceSweepCron);
  jobs.work('marketplace-orders-poll', async () => {
    const outcome = await pollEbayOrders(marketplaceContextOf(app.deps));
    if (outcome.sold > 0) app.log.info(outcome, 'listings sold on eBay');
  });
  jobs.schedule('marketplace-orders-poll', marketplaceOrdersPollCron);
}
