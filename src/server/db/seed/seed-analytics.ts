import type { Db } from '../database';
import { analyticsEvents } from '../schema/platform.schema';
import { demoSearchQueries } from './demo-search-queries.data';

/** Demo guest sessions that consented, spread over the last 90 days, so the admin funnel has data. */
const demoSessions = 600;

/** A small deterministic generator: the same demo data on every seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Every third session browses in English; the query comes from the session's number, not the
 * generator, so the funnel's draws stay as they were. Sessions 1, 2, 3 and 6 search rare texts.
 */
function demoSearch(index: number, german: Record<string, unknown>) {
  const isEnglish = index % 3 === 0;
  const context = isEnglish ? { ...german, locale: 'en' } : german;
  const language = isEnglish ? 'en' : 'de';
  const list = demoSearchQueries[language];
  const isRare = index === 1 || index === 2 || index === 3 || index === 6;
  const query = isRare ? demoSearchQueries.rare[language] : list[Math.floor(index / 3) % list.length];
  return { context, query: query ?? list[0] };
}

/**
 * Each session discovers; fewer go on to evaluate, engage and check out (roughly 60 %, 40 %, 30 %),
 * as a funnel does. One insert of about 2,000 rows.
 */
export async function seedAnalytics(db: Db, now: Date): Promise<number> {
  const next = random(18);
  const rows: (typeof analyticsEvents.$inferInsert)[] = [];
  const context = {
    platform: 'web',
    appVersion: 'demo',
    locale: 'de',
    offline: false,
    userAgent: 'Firefox 133',
  };
  for (let index = 0; index < demoSessions; index += 1) {
    const sessionId = `demo-session-${index}`;
    const { context: sessionContext, query } = demoSearch(index, context);
    const start = now.getTime() - Math.floor(next() * 90 * 86_400_000);
    let minute = 0;
    const add = (name: string, properties: Record<string, unknown>) => {
      rows.push({
        name,
        occurredAt: new Date(start + minute * 60_000),
        sessionId,
        properties,
        context: sessionContext,
      });
      minute += 1;
    };
    add('page_viewed', { path: '/', pageType: 'home' });
    add('search_performed', { query, resultCount: 12 });
    if (next() > 0.6) continue;
    add('listing_viewed', { listingId: `demo-${index % 40}` });
    if (next() > 0.66) continue;
    add(next() > 0.5 ? 'watch_added' : 'chat_started', { listingId: `demo-${index % 40}` });
    if (next() > 0.75) continue;
    add('checkout_started', {});
    if (next() > 0.5) add('order_placed', {});
  }
  await db.insert(analyticsEvents).values(rows);
  return rows.length;
}
