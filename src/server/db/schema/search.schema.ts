import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings } from './listings.schema';
import { users } from './users.schema';

/**
 * Every word (3+ letters) seen in a listing title or tag, kept by a trigger (migration 0005).
 * Typo tolerance looks up the nearest word by trigram distance here ("iphnoe" -> "iphone"),
 * which stays fast however many listings there are (pg_trgm's "did you mean" pattern).
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (table) => [
  index('search_terms_trgm_idx').using('gist', sql`${table.term} gist_trgm_ops`),
]);

/** Spec §3 Saved search, for signed-in users (guests keep theirs in the browser). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** Normalised params (keys sorted, empty values dropped), never empty. */
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** The params as one canonical string, so "identical params" is an index lookup. */
    paramsKey: text('params_key').notNull(),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Alerts only report listings published after this moment, so nothing is reported twice. */
    alertedUntil: timestamp('alerted_until', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId, table.createdAt.desc()),
    index('saved_searches_user_params_idx').on(table.userId, table.paramsKey),
  ],
);

/** Spec §3 Notification; title and description are rendered per language from kind and payload. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: ['order', 'system', 'security'] }).notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    actionTo: text('action_to'),
    /** One notification per saved search and listing, however often the alert job runs. */
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt.desc()),
    uniqueIndex('notifications_dedupe_idx').on(table.userId, table.dedupeKey),
  ],
);

/** Which listings an alert already reported for a saved search (the job's idempotency record). */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.savedSearchId, table.listingId] })],
);
