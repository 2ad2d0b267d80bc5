import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings } from './listings.schema';
import { users } from './users.schema';

/**
 * Issue 19: publishing listings to other marketplaces (eBay first). One connected account per user
 * and channel, one row per listing and channel with its external state, a publish job per request,
 * and every call to the marketplace recorded as an event the seller can read.
 */
export const marketplaceChannels = ['ebay'] as const;
export const publishJobStatuses = ['PENDING', 'RUNNING', 'SUCCESS', 'PARTIAL_SUCCESS', 'FAILURE'] as const;
/** publish creates or replaces the offer; update follows an edit (title, text, photos, price); withdraw on archive; end after a sale here. */
export const publishJobOperations = ['publish', 'update', 'withdraw', 'end'] as const;
/** The listing's state on the other marketplace, shown as one chip per channel. */
export const listingChannelStatuses = [
  'PENDING',
  'LIVE',
  'NEEDS_ACTION',
  'FAILED',
  'WITHDRAWN',
  'ENDED',
  'SOLD',
] as const;

export const marketplaceAccounts = pgTable(
  'marketplace_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: marketplaceChannels }).notNull(),
    /** sandbox or production: a token of one never works against the other. */
    environment: text('environment', { enum: ['sandbox', 'production'] }).notNull(),
    /** The marketplace's user name, shown in the checklist ("connected as …"). */
    externalUserName: text('external_user_name'),
    /** AES-256-GCM with the app's key; never leaves the server. */
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    refreshTokenEncrypted: text('refresh_token_encrypted').notNull(),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scopes: text('scopes').array().notNull().default(sql`ARRAY[]::text[]`),
    /** revoked: the marketplace refused the refresh token; the seller must connect again. */
    status: text('status', { enum: ['connected', 'revoked'] })
      .notNull()
      .default('connected'),
    /** Checked before publishing: without a location and the three business policies eBay refuses offers. */
    merchantLocationKey: text('merchant_location_key'),
    fulfillmentPolicyId: text('fulfillment_policy_id'),
    paymentPolicyId: text('payment_policy_id'),
    returnPolicyId: text('return_policy_id'),
    /** The sold-elsewhere poll reads orders created after this instant. */
    ordersPolledAt: timestamp('orders_polled_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('marketplace_accounts_user_channel_idx').on(table.userId, table.channel)],
);

/** The OAuth `state` of a connect in progress: binds eBay's redirect back to the user who started it. */
export const marketplaceConnectStates = pgTable('marketplace_connect_states', {
  state: text('state').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  channel: text('channel', { enum: marketplaceChannels }).notNull(),
  /** Where the web app returns after the connect (a path of ours, never a foreign URL). */
  returnTo: text('return_to').notNull().default('/seller/workspace?section=integrations'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const listingMarketplaces = pgTable(
  'listing_marketplaces',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: marketplaceChannels }).notNull(),
    accountId: uuid('account_id').references(() => marketplaceAccounts.id, { onDelete: 'set null' }),
    status: text('status', { enum: listingChannelStatuses }).notNull().default('PENDING'),
    /** Our stable key on the marketplace (eBay inventory SKU); one per listing, so a retry never duplicates. */
    sku: text('sku').notNull(),
    offerId: text('offer_id'),
    externalListingId: text('external_listing_id'),
    externalCategoryId: text('external_category_id'),
    url: text('url'),
    /** The price the offer carries, so a price change here knows to update it. */
    publishedPriceCents: integer('published_price_cents'),
    /**
     * The listing's updated_at as the last successful job read it for the inventory item: a listing
     * changed since (an edit while that job ran) still needs an update, so eBay ends up matching it.
     */
    syncedListingUpdatedAt: timestamp('synced_listing_updated_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.channel] }),
    index('listing_marketplaces_external_listing_idx').on(table.channel, table.externalListingId),
  ],
);

export const publishJobs = pgTable(
  'publish_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: marketplaceChannels }).notNull(),
    operation: text('operation', { enum: publishJobOperations }).notNull().default('publish'),
    status: text('status', { enum: publishJobStatuses }).notNull().default('PENDING'),
    attempts: smallint('attempts').notNull().default(0),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    /** Our error code (for the translated text) and the marketplace's own message and error id. */
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    externalErrorId: text('external_error_id'),
    /** PARTIAL_SUCCESS details, e.g. the image URLs eBay refused. */
    warnings: jsonb('warnings').$type<{ code: string; message: string }[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('publish_jobs_listing_idx').on(table.listingId, table.queuedAt),
    index('publish_jobs_seller_idx').on(table.sellerId, table.queuedAt),
    /** At most one job in flight per listing and channel: no listing is published twice. */
    uniqueIndex('publish_jobs_one_active_idx')
      .on(table.listingId, table.channel)
      .where(sql`status in ('PENDING', 'RUNNING')`),
  ],
);

export const marketplaceEvents = pgTable(
  'marketplace_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => publishJobs.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: marketplaceChannels }).notNull(),
    /** The marketplace call, e.g. createOrReplaceInventoryItem, publishOffer, getOrders. */
    operation: text('operation').notNull(),
    result: text('result', { enum: ['SUCCESS', 'FAILURE'] }).notNull(),
    /** HTTP status; null when the call never got an answer (timeout, network). */
    responseCode: integer('response_code'),
    externalErrorId: text('external_error_id'),
    message: text('message'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('marketplace_events_listing_idx').on(table.listingId, table.createdAt),
    index('marketplace_events_seller_idx').on(table.sellerId, table.createdAt),
  ],
);

/** Taxonomy API category suggestions, cached per our category and normalised title. */
export const marketplaceCategoryCache = pgTable('marketplace_category_cache', {
  cacheKey: text('cache_key').primaryKey(),
  channel: text('channel', { enum: marketplaceChannels }).notNull(),
  externalCategoryId: text('external_category_id').notNull(),
  externalCategoryName: text('external_category_name'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Listing views without who viewed: one counter per listing and day, bumped for every detail view
 * (consented or not). Consented sessions also leave an analytics event (ADR 068); this is the
 * anonymous count the seller sees.
 */
export const listingViewDays = pgTable(
  'listing_view_days',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.day] })],
);
