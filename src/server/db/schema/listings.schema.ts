import { languages } from '@shared/i18n/languages';
import type { ShippingOption } from '@shared/listings/listing.schema';
import { priceKinds } from '@shared/listings/price-kind';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories, cities } from './catalog.schema';
import { orders } from './orders.schema';
import { users } from './users.schema';

export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['DRAFT', 'READY', 'PUBLISHED', 'NEEDS_ACTION', 'ARCHIVED'] })
      .notNull()
      .default('DRAFT'),
    /** Language the seller wrote in, 'de' or 'en'; decides the text-search configuration. */
    language: text('language', { enum: languages }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    condition: text('condition', { enum: ['new', 'excellent', 'good', 'fair', 'refurbished'] }).notNull(),
    /** Whole euro cents, so sums and fees never meet floating point. */
    priceCents: integer('price_cents').notNull(),
    /** The price before the latest drop; kept by a trigger (migration 0005), null when it never dropped. */
    previousPriceCents: integer('previous_price_cents'),
    priceCurrency: text('price_currency').notNull().default('EUR'),
    /** Festpreis, VB or zu verschenken (ADR 042); a 'free' listing's price is 0. */
    priceKind: text('price_kind', { enum: priceKinds }).notNull().default('fixed'),
    /** VB only: the lowest offer the seller accepts (issue 16); lower offers are refused. Never shown to buyers. */
    minimumOfferCents: integer('minimum_offer_cents'),
    quantity: smallint('quantity').notNull().default(1),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    tags: text('tags').array().notNull().default(sql`ARRAY[]::text[]`),
    features: text('features').array().notNull().default(sql`ARRAY[]::text[]`),
    offersPickup: boolean('offers_pickup').notNull().default(false),
    offersShipping: boolean('offers_shipping').notNull().default(false),
    offersSameDay: boolean('offers_same_day').notNull().default(false),
    shippingOptions: jsonb('shipping_options').$type<ShippingOption[]>().notNull().default([]),
    cityId: text('city_id')
      .notNull()
      .references(() => cities.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    watcherCount: integer('watcher_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /**
     * Availability of a published listing (ADR 043): reserved while set, sold once `soldAt` is set.
     * Beside the status, so the spec's five statuses stay as they are.
     */
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    /** Who it is reserved for; null when the seller reserved it without naming a buyer. */
    reservedForUserId: uuid('reserved_for_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A moderation restriction (issue 18, ADR 065): 'restricted' or 'removed'. The status moves to
     * NEEDS_ACTION with it, so nothing public shows the listing; 'removed' also refuses republishing
     * until an objection is upheld.
     */
    moderationRestriction: text('moderation_restriction', { enum: ['restricted', 'removed'] }),
    moderationRestrictedAt: timestamp('moderation_restricted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('listings_status_published_idx').on(table.status, table.publishedAt),
    index('listings_category_idx').on(table.categoryId),
    index('listings_seller_idx').on(table.sellerId),
    /** The seller's overview (issue 19): newest change first, keyset-paged on (updated_at, id). */
    index('listings_seller_updated_idx').on(table.sellerId, table.updatedAt.desc(), table.id.desc()),
    // Keyset feeds over what search can find (published, unsold): newest first, and by price both ways.
    // The predicates equal the search filter, so counts need no heap visit for the status check.
    index('listings_published_newest_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'PUBLISHED' AND ${table.soldAt} IS NULL`),
    index('listings_published_price_idx')
      .on(table.priceCents, table.id)
      .where(sql`${table.status} = 'PUBLISHED' AND ${table.soldAt} IS NULL`),
    index('listings_published_category_newest_idx')
      .on(table.categoryId, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'PUBLISHED' AND ${table.soldAt} IS NULL`),
    index('listings_price_drop_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(
        sql`${table.status} = 'PUBLISHED' AND ${table.soldAt} IS NULL AND ${table.previousPriceCents} IS NOT NULL`,
      ),
    // Radius search: a GiST index on the point as an earth cube (earthdistance).
    index('listings_earth_idx')
      .using('gist', sql`ll_to_earth(${table.latitude}, ${table.longitude})`)
      .where(sql`${table.status} = 'PUBLISHED' AND ${table.soldAt} IS NULL`),
  ],
);

export const listingMedia = pgTable(
  'listing_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** Key under the media storage root; variants live beside it (see media module). */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    altText: text('alt_text').notNull().default(''),
    position: smallint('position').notNull().default(0),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_media_listing_idx').on(table.listingId, table.position)],
);

export const listingPriceHistory = pgTable(
  'listing_price_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_price_history_listing_idx').on(table.listingId, table.changedAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** The completed order the review is about (issue 17): one review per order. Null for older rows. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    title: text('title'),
    comment: text('comment'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    helpfulCount: integer('helpful_count').notNull().default(0),
    notHelpfulCount: integer('not_helpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_seller_idx').on(table.sellerId, table.createdAt),
    uniqueIndex('reviews_order_unique').on(table.orderId),
  ],
);

/** Reserve, unreserve and sell (ADR 043): the availability history beside the status history. */
export const listingAvailabilityEvents = pgTable(
  'listing_availability_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    fromAvailability: text('from_availability').notNull(),
    toAvailability: text('to_availability').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'seller' or 'system'. */
    actorRole: text('actor_role').notNull(),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_availability_events_listing_idx').on(table.listingId, table.createdAt)],
);
