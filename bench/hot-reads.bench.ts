/**
 * `npm run bench:hot-reads`: what each hot read of `npm run bench:load` costs the app itself,
 * measured in process with `app.inject` (no network, no load generator): SQL statements per request
 * (every `query` a pg client sends, background ones such as the view counter included), the Node
 * process's CPU per request, and p50/p95 of sequential requests, as a guest and signed in.
 * Sequential and in process, so the figures are the server's own share, not queueing under load.
 *
 * Data: bench:load's (the catalogue, BENCH_LISTINGS synthetic listings of one seller, one signed-in
 * account). Two apps on one database: one as in production, one with READ_CACHE=off (ADR 088's
 * per-node caches off), whose rows show the cost of a seller nobody opened in the last minute.
 *
 *   BENCH_DATABASE_URL / TEST_DATABASE_URL  a PostgreSQL server (a fresh database, dropped after);
 *                                          without it the embedded engine in a temporary folder
 *   BENCH_LISTINGS=5000  BENCH_REQUESTS=300 (per row)  BENCH_SHOW_SQL=true (print one request's SQL)
 *   BENCH_ONLY=listing,category  only the rows whose label contains one of these
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cities } from '@shared/catalog/cities.data';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/env';
import { openDatabase } from '../src/server/db/database';
import { mintTokens, seedLoadMix } from './load/load-mix-seed';
import { seededRandom } from './load/load-mix-users';
import { dealSegmentIds, searchWords, topCategoryIds } from './load/load-mix-vocabulary';
import { withFreshServerDatabase } from './support/fresh-database';

const listingCount = Number(process.env.BENCH_LISTINGS ?? 5_000);
const requestCount = Number(process.env.BENCH_REQUESTS ?? 300);
const isShowingSql = process.env.BENCH_SHOW_SQL === 'true';
const onlyRows = process.env.BENCH_ONLY?.split(',');
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const authSecret = 'bench-hot-reads-secret-bench-hot-reads-1';

// Every statement any pg client sends, counted where they all pass (pool.query ends here too).
let statementCount = 0;
/** With BENCH_SHOW_SQL, one request's statements with the time each took from send to answer. */
let recordedSql: { text: string; started: number; ms?: number }[] | null = null;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  statementCount += 1;
  const first = args[0] as string | { text?: string } | undefined;
  const entry = {
    text: typeof first === 'string' ? first : (first?.text ?? '?'),
    started: performance.now(),
  };
  recordedSql?.push(entry);
  const done = () => {
    (entry as { ms?: number }).ms = performance.now() - entry.started;
  };
  const callbackIndex = args.findIndex((arg) => typeof arg === 'function');
  if (callbackIndex >= 0) {
    const callback = args[callbackIndex] as (...results: unknown[]) => unknown;
    args[callbackIndex] = (...results: unknown[]) => {
      done();
      return callback(...results);
    };
  }
  const result = (originalQuery as (...parameters: unknown[]) => unknown).apply(this, args);
  if (result instanceof Promise) result.then(done, done);
  return result;
} as typeof pg.Client.prototype.query;

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;

type App = Awaited<ReturnType<typeof buildApp>>;

interface Row {
  label: string;
  url: (random: () => number) => string;
  /** The app with READ_CACHE=off. */
  isUncached?: boolean;
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

/** Background statements (the view counter) finish after the answer; wait for them to be counted. */
async function settle(pool: pg.Pool) {
  for (let tries = 0; tries < 100 && pool.totalCount - pool.idleCount > 0; tries += 1)
    await new Promise((resolve) => setImmediate(resolve));
}

async function measure(app: App, pool: pg.Pool, row: Row, headers: Record<string, string>, who: string) {
  const random = seededRandom(7);
  for (let index = 0; index < 30; index += 1) {
    await app.inject({ method: 'GET', url: row.url(random), headers });
  }
  await settle(pool);
  if (isShowingSql) {
    recordedSql = [];
    await app.inject({ method: 'GET', url: row.url(random), headers });
    await settle(pool);
    console.info(`-- ${row.label} (${who}): ${recordedSql.length} statements`);
    for (const { text, ms } of recordedSql)
      console.info(
        `   ${(ms ?? Number.NaN).toFixed(1).padStart(6)} ms  ${text.replace(/\s+/g, ' ').slice(0, 150)}`,
      );
    recordedSql = null;
  }
  const times: number[] = [];
  const statuses = new Set<number>();
  let statements = 0;
  let cpuMicros = 0;
  for (let index = 0; index < requestCount; index += 1) {
    const url = row.url(random);
    const statementsBefore = statementCount;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - started);
    await settle(pool);
    const cpu = process.cpuUsage(cpuBefore);
    cpuMicros += cpu.user + cpu.system;
    statements += statementCount - statementsBefore;
    statuses.add(response.statusCode);
  }
  times.sort((a, b) => a - b);
  console.info(
    `| ${row.label} | ${who} | ${(statements / requestCount).toFixed(1)} | ${(cpuMicros / requestCount / 1000).toFixed(2)} ms | ${percentile(times, 0.5).toFixed(1)} ms | ${percentile(times, 0.95).toFixed(1)} ms | ${[...statuses].join(',')} |`,
  );
}

async function bench(engine: string, databaseUrl: string | null) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kleinkram-hot-reads-'));
  try {
    const data = await seedLoadMix({
      databaseUrl,
      dataDir,
      listingCount,
      accountCount: 1,
      photosPerAccount: 0,
      purchasesPerAccount: 0,
      log: (message) => console.info(message),
    });
    await mintTokens(data, authSecret);
    const account = data.accounts[0];
    if (!account) throw new Error('no bench account');
    const database = await openDatabase(
      databaseUrl ? { databaseUrl, engine: 'server' } : { dataDir: path.join(dataDir, 'db') },
    );
    const configWith = (readCache: 'on' | 'off') =>
      loadConfig({
        READ_CACHE: readCache,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'https://kleinkram.example',
        JOBS_ENABLED: 'false',
        AI_WARM_AT_START: 'false',
        AUTH_SECRET: authSecret,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
    const start = async (readCache: 'on' | 'off') => {
      const app = await buildApp({
        config: configWith(readCache),
        database,
        logger: false,
        resumeInterruptedWork: false,
      });
      await app.ready();
      return app;
    };
    const cached = await start('on');
    const uncached = await start('off');
    const rows: Row[] = [
      { label: 'listing page', url: (random) => `/api/listings/${pick(random, data.slugs)}` },
      {
        label: 'listing page, READ_CACHE=off',
        url: (random) => `/api/listings/${pick(random, data.slugs)}`,
        isUncached: true,
      },
      { label: 'home feed', url: () => '/api/feeds/recent?limit=12' },
      { label: 'search: text', url: (random) => `/api/search?query=${pick(random, searchWords)}` },
      {
        label: 'search: text + place + radius',
        url: (random) =>
          `/api/search?query=${pick(random, searchWords)}&loc=${pick(random, cities).id}&radius=25`,
      },
      { label: 'search: category', url: (random) => `/api/search?category=${pick(random, topCategoryIds)}` },
      { label: 'deals', url: (random) => `/api/deals/${pick(random, dealSegmentIds)}` },
      { label: 'category tree', url: () => '/api/categories' },
      { label: 'category tree, READ_CACHE=off', url: () => '/api/categories', isUncached: true },
      { label: 'category counts', url: () => '/api/categories/counts' },
    ];
    try {
      console.info(
        `\n## ${engine}: ${listingCount.toLocaleString('en')} listings, ${requestCount} sequential requests per row\n`,
      );
      console.info('| request | caller | statements | Node CPU | p50 | p95 | status |');
      console.info('| --- | --- | --- | --- | --- | --- | --- |');
      // What fetch sends, so answers over 1 KB are compressed as in bench:load.
      const guest = { 'accept-encoding': 'br, gzip, deflate' };
      const signedIn = { ...guest, authorization: `Bearer ${account.token}` };
      const chosen = rows.filter((row) => !onlyRows || onlyRows.some((part) => row.label.includes(part)));
      for (const row of chosen) {
        const app = row.isUncached ? uncached : cached;
        await measure(app, database.pool, row, guest, 'guest');
        await measure(app, database.pool, row, signedIn, 'signed in');
      }
    } finally {
      await cached.close();
      await uncached.close();
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (serverUrl) await withFreshServerDatabase(serverUrl, (url) => bench('PostgreSQL server', url));
  if (!serverUrl || process.env.BENCH_ENGINES?.includes('embedded')) {
    await bench('embedded PostgreSQL (PGlite)', null);
  }
}

await main();
