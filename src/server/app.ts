import { randomUUID } from 'node:crypto';
import path from 'node:path';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiContract } from '@shared/api/api-contract';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { AppInstance } from './core/app-instance';
import { registerContract } from './core/contract-routes';
import { answerFrameworkError, registerErrorHandling } from './core/error-handler.plugin';
import { InFlightHandlers } from './core/in-flight-handlers';
import { createRateLimitStorage } from './core/rate-limit/rate-limit-store';
import { appVersion } from './core/version';
import { countExpectedMigrations, type Database } from './db/database';
import { createJobQueue } from './jobs/job-queue';
import { registerJobs } from './jobs/register-jobs';
import { aiHandlers } from './modules/ai/ai.routes';
import { createAiServices } from './modules/ai/ai-services';
import { categoryClassifier } from './modules/ai/understanding/category-classifier';
import { analyticsHandlers } from './modules/analytics/analytics.routes';
import { authHandlers } from './modules/auth/auth.routes';
import { createAccessGuards } from './modules/auth/auth-guard';
import { googleSignInHandlers } from './modules/auth/google-oidc.routes';
import { twoFactorHandlers } from './modules/auth/two-factor.routes';
import { authorizationHandlers } from './modules/authorization/authorization.routes';
import { categoriesHandlers } from './modules/categories/categories.routes';
import { chatHandlers } from './modules/chat/chat.routes';
import { chatAssistantHandlers } from './modules/chat/chat-assistant.routes';
import { chatModerationHandlers } from './modules/chat/chat-moderation.routes';
import { offersHandlers } from './modules/chat/offers.routes';
import { createInProcessChatBus } from './modules/chat/realtime/chat-bus';
import { registerChatSocket } from './modules/chat/realtime/chat-socket.routes';
import { createPostgresChatBus } from './modules/chat/realtime/postgres-chat-bus';
import { dealsHandlers } from './modules/deals/deals.routes';
import { engagementHandlers } from './modules/engagement/engagement.routes';
import { watchlistCartHandlers } from './modules/engagement/watchlist-cart.routes';
import { featureFlagsHandlers } from './modules/feature-flags/feature-flags.routes';
import { healthHandlers } from './modules/health/health.routes';
import { identityHandlers } from './modules/identity/identity.routes';
import { listingDraftsHandlers } from './modules/listings/listing-drafts.routes';
import {
  applySuggestionToDraft,
  assertDraftOpen,
  createDraftFromSuggestion,
  getDraft,
} from './modules/listings/listing-drafts.service';
import { listingStatusHandlers } from './modules/listings/listing-status.routes';
import { listingsHandlers } from './modules/listings/listings.routes';
import { findPlaceByName } from './modules/locations/gazetteer';
import { locationsHandlers } from './modules/locations/locations.routes';
import { createMailer } from './modules/mail/mailer';
import { marketplaceContextOf, marketplacesHandlers } from './modules/marketplaces/marketplaces.routes';
import { liveMarketplaceChannelsOf, onListingChanged } from './modules/marketplaces/marketplaces.service';
import { mediaHandlers } from './modules/media/media.routes';
import { stopMediaBackgroundWork } from './modules/media/media-background-work';
import { heldIdsOf, loadDraftImages } from './modules/media/media-drafting.service';
import { resumeInterruptedMediaWork } from './modules/media/media-resume.service';
import { moderationHandlers } from './modules/moderation/moderation.routes';
import { listingModerationsOf } from './modules/moderation/moderation-facts.service';
import { flagListingFromChecks } from './modules/moderation/moderation-sources.service';
import { notificationsHandlers } from './modules/notifications/notifications.routes';
import { onboardingHandlers } from './modules/onboarding/onboarding.routes';
import { createHandoffLatencyReader, externalCheckoutsFor } from './modules/orders/checkout-handoffs.service';
import { ordersHandlers } from './modules/orders/orders.routes';
import { paymentsHandlers } from './modules/payments/payments.routes';
import { createStripePaymentProvider } from './modules/payments/stripe-payment-provider';
import { pricingHandlers } from './modules/pricing/pricing.routes';
import { accountDeletionHandlers } from './modules/privacy/account-deletion.routes';
import { dataExportHandlers } from './modules/privacy/data-export.routes';
import { profileHandlers } from './modules/profile/profile.routes';
import { reviewsHandlers } from './modules/reviews/reviews.routes';
import { savedSearchesHandlers } from './modules/saved-searches/saved-searches.routes';
import { searchHandlers } from './modules/search/search.routes';
import { searchSuggestionsHandlers } from './modules/search-suggestions/search-suggestions.routes';
import { sellerListingsHandlers } from './modules/seller-listings/seller-listings.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { speechHandlers } from './modules/speech/speech.routes';
import { supportHandlers } from './modules/support/support.routes';
import { tourHandlers } from './modules/tour/tour.routes';
import { tradersHandlers } from './modules/traders/traders.routes';
import { workspaceHandlers } from './modules/workspace/workspace.routes';
import { registerResponseCompression } from './web/response-compression';
import { registerWebApp } from './web/web-app.plugin';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  webRoot?: string;
  logger?: boolean | object;
  /**
   * Resume the work the last run left unfinished (alt texts still 'generating') once ready; default
   * true. Tests on the shared database turn it off, or one test app would take another's work.
   */
  resumeInterruptedWork?: boolean;
  /**
   * Rate-limit counters shared by every node (Redis or PostgreSQL, ADR 083), or kept in this
   * process; default shared. Test apps on one database keep their own, as separate runs would.
   */
  rateLimitCounters?: 'shared' | 'per-process';
}

/**
 * What pages may use: the seller records voice, takes photos and may share the location (spec);
 * the other powerful features listed are off, for this site and anything it embeds.
 */
const permissionsPolicy = [
  'camera=(self)',
  'microphone=(self)',
  'geolocation=(self)',
  ...[
    'accelerometer',
    'ambient-light-sensor',
    'bluetooth',
    'browsing-topics',
    'display-capture',
    'gyroscope',
    'hid',
    'magnetometer',
    'midi',
    'payment',
    'publickey-credentials-get',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/** `https://example.org/…` -> `wss://example.org`. */
function websocketOriginOf(publicUrl: string): string {
  const { protocol, host } = new URL(publicUrl);
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
}

/** Share of SHUTDOWN_TIMEOUT_MS the running photo and running jobs get to finish (side by side). */
const backgroundStopShare = 0.4;

export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Trusting X-Forwarded-For without a proxy would let any client pick its IP and dodge rate limits.
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false } },
    // Malformed percent-encoding and overlong path segments answer in the one error shape too.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The gazetteer answers drafting's "Abholung in Köln" the way it answers the place search.
  const findPlace = (name: string) => {
    const place = findPlaceByName(name);
    return place ? { slug: place.slug, label: place.label } : undefined;
  };
  // Per node, a minute at most (ADR 088): an estimate shown beside the Buy button.
  const handoffLatencyOf = createHandoffLatencyReader(database.db, { isCached: config.isReadCacheEnabled });
  app.decorate('inFlightHandlers', new InFlightHandlers());
  app.decorate('deps', {
    config,
    database,
    health: {
      database,
      version: appVersion,
      expectedMigrations: countExpectedMigrations(),
      startedAt: Date.now(),
    },
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'mail'),
      logger: app.log,
    }),
    jobs: createJobQueue({
      connectionString: database.pool.options.connectionString,
      isEnabled: config.jobsEnabled,
      logger: app.log,
      maxConnections: database.engine === 'embedded' ? 2 : 4,
    }),
    ai: createAiServices(config, { findPlace }),
    // Chat frames to the sockets of a user; LISTEN/NOTIFY across nodes on a PostgreSQL server,
    // in memory on the embedded database, which runs one node (ADR 051).
    chat: {
      bus:
        database.engine === 'server'
          ? createPostgresChatBus({
              connectionString: database.pool.options.connectionString ?? '',
              pool: database.pool,
              logger: app.log,
            })
          : createInProcessChatBus(),
    },
    // Issue 17: Stripe when configured (ADR 063); without it the checkout offers cash on pickup only.
    payments: config.stripe ? createStripePaymentProvider(config.stripe) : null,
    findPlace,
    // Seams between modules where a direct import would close a cycle (ADR 037).
    findOwnDraft: (sellerId, draftId) => getDraft(database.db, sellerId, draftId),
    // ADR 077: the own checkout and every marketplace the listing is live on (eBay), composed here
    // so neither module reads the other.
    externalCheckouts: (listing) =>
      externalCheckoutsFor(
        listing,
        () => liveMarketplaceChannelsOf(database.db, listing.id),
        handoffLatencyOf,
      ),
    // Issue 18: the owner's listing page and overview link a restriction to its statement of reasons.
    listingModerations: (ownerId, listingIds) => listingModerationsOf(database.db, ownerId, listingIds),
    draftPhotos: {
      load: (ownerId, ids) => loadDraftImages(app.deps, ownerId, ids),
      heldIds: (ownerId, ids) => heldIdsOf(app.deps, ownerId, ids),
    },
    flagListingForReview: (flag) => flagListingFromChecks(database.db, flag),
    // Issue 19 (ADR 073): a live eBay channel follows the listing; marketplaces depends on listings.
    onListingChanged: (change) => onListingChanged(marketplaceContextOf(app.deps), change),
    sellerDrafts: {
      assertOpen: (sellerId, draftId) => assertDraftOpen(database.db, sellerId, draftId),
      create: (sellerId, input) => createDraftFromSuggestion(database.db, sellerId, input),
      applySuggestion: (sellerId, draftId, input) =>
        applySuggestionToDraft(database.db, sellerId, draftId, input),
    },
  });
  registerJobs(app);
  app.addHook('onReady', () => app.deps.jobs.start());
  // Models load in the vision worker while the API already answers; the first draft doesn't wait for the load.
  app.addHook('onReady', async () => {
    if (!config.ai.warmAtStart) return;
    void app.deps.ai.vision.warm().catch((error) => app.log.error({ error }, 'AI warm-up failed'));
    // The category classifier trains in about half a second: after the API answers, not on the first draft.
    setImmediate(() => categoryClassifier());
  });
  // A node takes chat sockets once it hears the other nodes' frames (a bounded wait: a database
  // still unreachable at start must not keep the API from answering).
  app.addHook('onReady', async () => {
    if (!(await app.deps.chat.bus.whenReady(2_000))) app.log.warn('chat bus not listening yet');
  });
  if (options.resumeInterruptedWork !== false) {
    app.addHook('onReady', async () => resumeInterruptedMediaWork(app.deps, app.log));
  }
  // After the HTTP server has stopped and its requests have finished (ADR 036): media work and jobs
  // stop side by side within a share of the budget, so main.ts can still close the database in
  // time. Jobs before the mailer: a running alert may still be sending its mail.
  app.addHook('onClose', async () => {
    const graceMs = Math.floor(config.shutdownTimeoutMs * backgroundStopShare);
    // Handlers whose client hung up run on without a connection; the database must outlive them.
    const { stillRunning } = await app.inFlightHandlers.settled(Math.floor(graceMs / 2));
    if (stillRunning > 0) app.log.warn({ stillRunning }, 'closing with route handlers still running');
    await Promise.all([
      stopMediaBackgroundWork(app.deps, { graceMs }),
      app.deps.jobs.stop({ timeoutMs: graceMs }).then(() => app.deps.mailer.close()),
      app.deps.chat.bus.close(),
    ]);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', permissionsPolicy);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        // This site only; its websocket origin spelled out for browsers whose 'self' leaves ws: out.
        connectSrc: ["'self'", websocketOriginOf(config.publicUrl)],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  registerErrorHandling(app);
  await registerResponseCompression(app);
  // Rate-limit counters every node shares: Redis when REDIS_URL is set, else PostgreSQL (ADR 083).
  const rateLimitStorage = createRateLimitStorage({
    redisUrl: config.redisUrl,
    database,
    logger: app.log,
    isShared: options.rateLimitCounters !== 'per-process',
  });
  app.addHook('onClose', () => rateLimitStorage.close());

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kleinkram API',
        version: appVersion,
        description: 'Marketplace API. Errors share one shape.',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The document is still built (app.swagger()); only serving it at /api/docs is configurable.
  if (config.isApiDocsServed) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }

  await app.register(
    async (api) => {
      await registerContract(
        api,
        apiContract,
        {
          health: healthHandlers(app.deps),
          auth: authHandlers(app.deps),
          twoFactor: twoFactorHandlers(app.deps),
          googleSignIn: googleSignInHandlers(app.deps),
          categories: categoriesHandlers(app.deps),
          locations: locationsHandlers(app.deps),
          deals: dealsHandlers(app.deps),
          // Search reads may lag a second (ADR 083): the search module's reads go to a replica.
          search: searchHandlers({ ...app.deps, database: { ...database, db: database.readDb } }),
          searchSuggestions: searchSuggestionsHandlers(app.deps),
          savedSearches: savedSearchesHandlers(app.deps),
          notifications: notificationsHandlers(app.deps),
          profile: profileHandlers(app.deps),
          onboarding: onboardingHandlers(app.deps),
          featureFlags: featureFlagsHandlers(app.deps),
          authorization: authorizationHandlers(app.deps),
          engagement: engagementHandlers(app.deps),
          pricing: pricingHandlers(app.deps),
          listings: listingsHandlers(app.deps),
          listingDrafts: listingDraftsHandlers(app.deps),
          listingStatus: listingStatusHandlers(app.deps),
          media: mediaHandlers(app.deps),
          speech: speechHandlers(app.deps),
          ai: aiHandlers(app.deps),
          chat: chatHandlers(app.deps),
          offers: offersHandlers(app.deps),
          chatModeration: chatModerationHandlers(app.deps),
          chatAssistant: chatAssistantHandlers(app.deps),
          orders: ordersHandlers(app.deps),
          watchlistCart: watchlistCartHandlers(app.deps),
          reviews: reviewsHandlers(app.deps),
          payments: paymentsHandlers(app.deps),
          identity: identityHandlers(app.deps),
          tour: tourHandlers(app.deps),
          support: supportHandlers(app.deps),
          analytics: analyticsHandlers(app.deps),
          accountDeletion: accountDeletionHandlers(app.deps),
          dataExport: dataExportHandlers(app.deps),
          traders: tradersHandlers(app.deps),
          moderation: moderationHandlers(app.deps),
          marketplaces: marketplacesHandlers(app.deps),
          workspace: workspaceHandlers(app.deps),
          sellerListings: sellerListingsHandlers(app.deps),
        },
        createAccessGuards(config.authSecret, database.db),
        rateLimitStorage.pluginOptions,
      );
    },
    { prefix: '/api' },
  );
  // sitemap.xml and robots.txt live at the site root, before the web app's fallback.
  await app.register(seoRoutes);

  await registerWebApp(app, {
    webRoot: options.webRoot ?? path.resolve('dist/web'),
    mediaRoot: path.join(config.dataDir, 'media'),
  });
  // Last: the websocket plugin wraps the handler of every route added after it (ADR 051).
  await registerChatSocket(app);

  return app;
}
