/**
 * `npm run bench:suggest`: search-as-you-type latency (issue 20, ADR 079) through the suggestion
 * service, as the route runs it: the popular-query lookup plus the category match.
 *
 *   --engine=server|embedded  default: server when BENCH_DATABASE_URL or TEST_DATABASE_URL is set
 *   --queries=N               popular queries per language (default 50,000)
 *   --prefixes=N              typed prefixes timed, one after another (default 2,000)
 *
 * Queries are synthetic (brand, adjective, noun and number combinations) with Zipf-like session
 * counts; prefixes are cut from them at lengths 1–12, weighted toward 2–5 characters as people type.
 */
import path from 'node:path';
import pg from 'pg';
import { applyMigrations, openDatabase } from '../src/server/db/database';
import { startEmbeddedDatabase } from '../src/server/db/embedded/embedded-database';
import { rebuildPopularPrefixes } from '../src/server/modules/search-suggestions/popular-queries.repository';
import { suggestSearches } from '../src/server/modules/search-suggestions/search-suggestions.service';
import type { Language } from '../src/shared/i18n/languages';
import { brands, englishAdjectives, englishNouns, germanAdjectives, germanNouns } from './search/bench-words';
import { machineCalibrationLine } from './search/machine-calibration';

const argument = (name: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const engine = argument('engine') ?? (serverUrl ? 'server' : 'embedded');
if (engine === 'server' && !serverUrl)
  throw new Error('--engine=server needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
const queriesPerLanguage = Number(argument('queries') ?? 50_000);
const prefixCount = Number(argument('prefixes') ?? 2_000);
const databaseName = 'kleinkram_bench_suggest';
const log = (message: string) => console.info(message);

/** mulberry32: deterministic, and unlike a plain LCG its successive draws are not correlated. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

function syntheticQueries(language: Language, count: number, next: () => number): string[] {
  const nouns = language === 'de' ? germanNouns : englishNouns;
  const adjectives = language === 'de' ? germanAdjectives : englishAdjectives;
  const queries = new Set<string>();
  const shapes = [
    () => pick(nouns, next),
    () => `${pick(brands, next)} ${pick(nouns, next)}`,
    () => `${pick(adjectives, next)} ${pick(nouns, next)}`,
    () => `${pick(nouns, next)} ${Math.floor(next() * 60) + 1}`,
    () => `${pick(brands, next)} ${pick(adjectives, next)} ${pick(nouns, next)}`,
    () => `${pick(nouns, next)} ${pick(brands, next)} ${Math.floor(next() * 900) + 100}`,
  ];
  let attempts = 0;
  while (queries.size < count && attempts < count * 50) {
    attempts += 1;
    queries.add(pick(shapes, next)().toLowerCase());
  }
  return [...queries];
}

async function serverDatabaseUrl(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${databaseName}`;
  return benchUrl.toString();
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
const round = (value: number) => Math.round(value * 100) / 100;

const embedded =
  engine === 'embedded'
    ? await startEmbeddedDatabase({ dataDir: path.resolve('.data-bench-suggest') })
    : undefined;
const databaseUrl = embedded ? embedded.url : await serverDatabaseUrl(serverUrl ?? '');
const database = await openDatabase({ databaseUrl, engine: engine === 'server' ? 'server' : 'embedded' });

try {
  await applyMigrations(database.db);
  const next = random(79);
  const byLanguage = new Map<Language, string[]>();
  await database.pool.query('DELETE FROM search_popular_queries');
  for (const language of ['de', 'en'] as const) {
    const queries = syntheticQueries(language, queriesPerLanguage, next);
    byLanguage.set(language, queries);
    for (let start = 0; start < queries.length; start += 5_000) {
      const batch = queries.slice(start, start + 5_000);
      // Zipf-like: the i-th query of a shuffled list was searched by about 20,000 / (i + 1) sessions.
      const sessions = batch.map((_, index) => Math.max(10, Math.round(20_000 / (start + index + 1))));
      await database.pool.query(
        `INSERT INTO search_popular_queries (language, query, sessions, days, last_searched_at)
         SELECT $1, query, sessions, 3, now() FROM unnest($2::text[], $3::int[]) AS t(query, sessions)`,
        [language, batch, sessions],
      );
    }
  }
  await rebuildPopularPrefixes(database.db);
  await database.pool.query('ANALYZE search_popular_queries');
  const counts = [...byLanguage].map(
    ([language, queries]) => `${queries.length.toLocaleString('en')} ${language}`,
  );
  log(`${engine}: popular queries ${counts.join(', ')}`);
  log(await machineCalibrationLine(database.pool));

  const lengths = [1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6, 7, 8, 10, 12];
  const prefixes = Array.from({ length: prefixCount }, () => {
    const language = next() < 0.7 ? 'de' : 'en';
    const query = pick(byLanguage.get(language) ?? [], next);
    return { language, prefix: query.slice(0, pick(lengths, next)) } as const;
  });
  for (const { language, prefix } of prefixes.slice(0, 50)) {
    await suggestSearches(database.db, { prefix, language, limit: 8 });
  }
  const timings: number[] = [];
  const oneLetter: number[] = [];
  let shown = 0;
  for (const { language, prefix } of prefixes) {
    const started = performance.now();
    const result = await suggestSearches(database.db, { prefix, language, limit: 8 });
    const elapsed = performance.now() - started;
    timings.push(elapsed);
    if (prefix.length === 1) oneLetter.push(elapsed);
    shown += result.suggestions.length;
  }
  timings.sort((left, right) => left - right);
  oneLetter.sort((left, right) => left - right);
  console.table([
    {
      engine,
      prefixes: timings.length,
      'p50 ms': round(percentile(timings, 0.5)),
      'p95 ms': round(percentile(timings, 0.95)),
      'p99 ms': round(percentile(timings, 0.99)),
      'max ms': round(timings.at(-1) ?? Number.NaN),
      'one-letter p95 ms': round(percentile(oneLetter, 0.95)),
      'suggestions per answer': round(shown / timings.length),
    },
  ]);
} finally {
  await database.close();
  await embedded?.stop();
}
