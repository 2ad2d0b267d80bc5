import type { Language } from '@shared/i18n/languages';
import { searchSuggestionsMax } from '@shared/search/search-suggestions.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { analyticsEvents } from '../../db/schema/platform.schema';
import { searchPopularPrefixes, searchPopularQueries } from '../../db/schema/search-suggestions.schema';
import type { DbExecutor } from '../../db/transaction';

/** The k-anonymity rule and the window a rebuild applies (ADR 079). */
export interface PopularQueryRule {
  minSessions: number;
  minDays: number;
  windowDays: number;
  minLength: number;
  maxLength: number;
  /**
   * A query with a number of this many digits or more looks like a phone or account number and is
   * never kept. A number may be written with spaces, dots, dashes, slashes, brackets or a plus
   * ("0171 234 5678", "+49 (30) 1234-56"); a letter ends it, so "galaxy s23 128gb 2023" has three
   * short numbers and is kept.
   */
  maxDigits: number;
}

/** `LIKE` treats `%`, `_` and `\` specially; a typed prefix must match them literally. */
function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Prefixes up to this length are answered from `search_popular_prefixes`, written at rebuild. */
export const storedPrefixMaxLength = 2;

/**
 * The most searched queries that start with `prefix`: one row for a short prefix, else a range
 * scan of the pattern-ops index (a longer prefix covers few queries) and a sort by sessions.
 */
export async function findPopularQueries(
  db: Db,
  language: Language,
  prefix: string,
  limit: number,
): Promise<string[]> {
  if (prefix.length <= storedPrefixMaxLength) {
    const [row] = await db
      .select({ queries: searchPopularPrefixes.queries })
      .from(searchPopularPrefixes)
      .where(and(eq(searchPopularPrefixes.language, language), eq(searchPopularPrefixes.prefix, prefix)));
    return (row?.queries ?? []).slice(0, limit);
  }
  const rows = await db
    .select({ query: searchPopularQueries.query })
    .from(searchPopularQueries)
    .where(
      sql`${searchPopularQueries.language} = ${language} and ${searchPopularQueries.query} like ${likePrefix(prefix)}`,
    )
    .orderBy(sql`${searchPopularQueries.sessions} desc`, searchPopularQueries.query)
    .limit(limit);
  return rows.map((row) => row.query);
}

/**
 * Rebuilds the table from consented `search_performed` events (ADR 068) in one transaction, so
 * readers see the old or the new set, never a half. Only queries that pass the rule are written;
 * session ids are counted in the statement and never leave it.
 */
export async function rebuildPopularQueries(db: Db, rule: PopularQueryRule, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowDays * 86_400_000);
  return db.transaction(async (tx) => {
    await tx.delete(searchPopularQueries);
    // translate() first: lower() leaves non-ASCII letters alone under the C locale (PGlite).
    const result = await tx.execute(sql`
      insert into ${searchPopularQueries} (language, query, sessions, days, last_searched_at)
      select language, query, count(distinct session_id), count(distinct day), max(occurred_at)
      from (
        select
          case when ${analyticsEvents.context} ->> 'locale' like 'de%' then 'de' else 'en' end as language,
          btrim(regexp_replace(
            lower(translate(normalize(${analyticsEvents.properties} ->> 'query', NFC), 'ÄÖÜẞ', 'äöüß')),
            '\\s+', ' ', 'g'
          )) as query,
          ${analyticsEvents.sessionId} as session_id,
          (${analyticsEvents.occurredAt} at time zone 'UTC')::date as day,
          ${analyticsEvents.occurredAt} as occurred_at
        from ${analyticsEvents}
        where ${analyticsEvents.name} = 'search_performed'
          and ${analyticsEvents.occurredAt} >= ${since.toISOString()}
          and ${analyticsEvents.properties} ? 'query'
      ) as searches
      where length(query) between ${rule.minLength} and ${rule.maxLength}
        and coalesce((
          select max(length(regexp_replace(number[1], '[^0-9]', '', 'g')))
          from regexp_matches(query, '([0-9](?:[-0-9 ()./+]*[0-9])?)', 'g') as number
        ), 0) < ${rule.maxDigits}
        and query !~ '@|https?:|www\\.'
      group by language, query
      having count(distinct session_id) >= ${rule.minSessions} and count(distinct day) >= ${rule.minDays}
    `);
    await rebuildPopularPrefixes(tx);
    return result.rowCount ?? 0;
  });
}

/** The short prefixes' answers, from the queries table as it stands (the rebuild and the bench). */
export async function rebuildPopularPrefixes(executor: Db | DbExecutor): Promise<void> {
  await executor.delete(searchPopularPrefixes);
  await executor.execute(sql`
    insert into ${searchPopularPrefixes} (language, prefix, queries)
    select language, prefix, (array_agg(query order by sessions desc, query))[1:${searchSuggestionsMax}::int]
    from (
      select language, left(query, length) as prefix, query, sessions
      from ${searchPopularQueries}, generate_series(1, ${storedPrefixMaxLength}::int) as length
      where char_length(query) >= length
    ) as prefixes
    group by language, prefix
  `);
}
