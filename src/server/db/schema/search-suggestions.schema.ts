import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 20 (ADR 079): the queries the header suggests while typing. Rebuilt by the
 * `search-suggestions-refresh` job from consented `search_performed` events; it holds only
 * normalised queries that passed the k-anonymity threshold, never a user or session id.
 */
export const searchPopularQueries = pgTable(
  'search_popular_queries',
  {
    /** 'en' or 'de': the interface language the searches were made in. */
    language: text('language').notNull(),
    /** Lower case, single spaces, trimmed (NFC). */
    query: text('query').notNull(),
    /** Distinct analytics sessions that searched it within the window. */
    sessions: integer('sessions').notNull(),
    /** Distinct UTC days it was searched on within the window. */
    days: integer('days').notNull(),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.language, table.query] }),
    // `query LIKE 'prefix%'` needs pattern ops: the default collation's B-tree cannot serve it.
    index('search_popular_queries_prefix_idx').on(table.language, sql`${table.query} text_pattern_ops`),
  ],
);

/**
 * The answers for one- and two-character prefixes, written by the same rebuild: such a prefix
 * covers thousands of queries, and sorting them per keystroke cost up to 50 ms on PGlite.
 */
export const searchPopularPrefixes = pgTable(
  'search_popular_prefixes',
  {
    language: text('language').notNull(),
    prefix: text('prefix').notNull(),
    /** Most searched first, at most `searchSuggestionsMax`. */
    queries: text('queries').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.language, table.prefix] })],
);
