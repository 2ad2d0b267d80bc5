import type { DraftSnapshot } from '@shared/listings/listing-editor.schema';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings.schema';
import { users } from './users.schema';

/**
 * The listing editor's working copy (issue 6). A draft may be incomplete, so it lives apart from
 * `listings`, whose columns are all required; publishing turns it into a listing row.
 */
export const listingDrafts = pgTable(
  'listing_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Grows by one with every accepted save; a save based on an older version is a conflict. */
    version: integer('version').notNull().default(1),
    snapshot: jsonb('snapshot').$type<DraftSnapshot>().notNull(),
    clientSessionId: text('client_session_id'),
    /**
     * Set when the draft was published; published drafts leave the draft manager. A used-up draft
     * goes with its listing (it would otherwise come back as an open draft, or as a second open
     * edit of a listing being deleted).
     */
    publishedListingId: uuid('published_listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    /**
     * The live listing this draft edits (ADR 038); null for a new listing. Publishing it updates
     * that listing in place. Gone with the listing.
     */
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('listing_drafts_seller_updated_idx').on(table.sellerId, table.updatedAt.desc()),
    // One open edit per listing: a second "edit" opens the same draft instead of a rival copy.
    uniqueIndex('listing_drafts_open_edit_idx')
      .on(table.listingId)
      .where(sql`${table.listingId} IS NOT NULL AND ${table.publishedListingId} IS NULL`),
  ],
);

/** Spec §3 "Price feedback": how a seller answered a price suggestion; the last 20 are kept. */
export const priceFeedback = pgTable(
  'price_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    draftId: uuid('draft_id').references(() => listingDrafts.id, { onDelete: 'set null' }),
    categoryId: text('category_id').notNull(),
    suggestionCents: integer('suggestion_cents').notNull(),
    chosenPriceCents: integer('chosen_price_cents').notNull(),
    deltaCents: integer('delta_cents').notNull(),
    disposition: text('disposition', { enum: ['accepted', 'lowered', 'raised', 'rejected'] }).notNull(),
    note: text('note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('price_feedback_seller_submitted_idx').on(table.sellerId, table.submittedAt.desc())],
);

/** Status history of listings (spec: per-listing status panel); one row per transition. */
export const listingStatusEvents = pgTable(
  'listing_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'seller', 'moderator', 'admin' or 'system'. */
    actorRole: text('actor_role').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_status_events_listing_idx').on(table.listingId, table.createdAt)],
);
