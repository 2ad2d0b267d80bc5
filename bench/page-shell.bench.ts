/**
 * `npx tsx bench/page-shell.bench.ts`: how long the server takes to answer a page's HTML shell
 * (ADR 044, ADR 080): the head lookup (one query for a listing page), the head's tags, the lead
 * picture's preload and Brotli, measured in process with `app.inject` (no network, no client), so
 * the figure is the server's own share of the first byte. Sequential requests, one at a time.
 *
 * Rows go straight into a fresh database: BENCH_PAGE_LISTINGS (default 2,000) published listings
 * with two pictures each; the web root is a stand-in index.html with a 64 KB stylesheet, the size
 * of the real one, since inlining and compressing it is part of the cost.
 *
 *   BENCH_DATABASE_URL / TEST_DATABASE_URL  a PostgreSQL server (a fresh database is made and dropped);
 *                                          without it the embedded engine (PGlite) in a temporary folder
 *   BENCH_PAGE_REQUESTS                    requests per page kind (default 1,000)
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/env';
import { applyMigrations, type Database, openDatabase } from '../src/server/db/database';
import { listingMedia, listings } from '../src/server/db/schema/listings.schema';
import { users } from '../src/server/db/schema/users.schema';
import { upsertCatalog } from '../src/server/db/seed/seed-catalog';

const listingCount = Number(process.env.BENCH_PAGE_LISTINGS ?? 2_000);
const requestCount = Number(process.env.BENCH_PAGE_REQUESTS ?? 1_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function writeWebRoot(directory: string) {
  mkdirSync(path.join(directory, 'assets'));
  const rule = (index: number) =>
    `.c${index}{margin:${index % 7}px;color:#${(index * 4099).toString(16).slice(-6).padStart(6, '0')}}`;
  writeFileSync(
    path.join(directory, 'assets', 'index-bench.css'),
    Array.from({ length: 2_600 }, (_, index) => rule(index)).join(''),
  );
  writeFileSync(
    path.join(directory, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Kleinkram: buy and sell second-hand near you." data-server-head="site" />
    <title>Kleinkram – second-hand marketplace</title>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-bench.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-bench.js">
    <link rel="stylesheet" crossorigin href="/assets/index-bench.css">
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
}

async function seed(database: Database): Promise<string[]> {
  await applyMigrations(database.db);
  await upsertCatalog(database.db);
  const [seller] = await database.db
    .insert(users)
    .values({
      email: `bench-shell-${randomUUID().slice(0, 8)}@bench.kleinkram.local`,
      passwordHash: 'bench-user-never-signs-in',
      displayName: 'Bench seller',
      roles: ['seller'],
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!seller) throw new Error('no seller');
  const slugs: string[] = [];
  for (let start = 0; start < listingCount; start += 500) {
    const batch = Array.from({ length: Math.min(500, listingCount - start) }, (_, offset) => {
      const index = start + offset;
      const slug = `bench-shell-${index}-${randomUUID().slice(0, 8)}`;
      slugs.push(slug);
      return {
        slug,
        sellerId: seller.id,
        status: 'PUBLISHED' as const,
        language: 'de' as const,
        title: `Fahrrad Nummer ${index} "Sport" <leicht>`,
        description: 'Ein Rad des Seiten-Benchmarks. Gut erhalten, neue Reifen.',
        categoryId: 'electronics',
        condition: 'good' as const,
        priceCents: 500 + ((index * 7919) % 100_000),
        cityId: 'berlin',
        latitude: 52.52,
        longitude: 13.405,
        publishedAt: new Date(Date.now() - index * 60_000),
      };
    });
    const rows = await database.db.insert(listings).values(batch).returning({ id: listings.id });
    await database.db.insert(listingMedia).values(
      rows.flatMap((row) => [
        { listingId: row.id, storageKey: `bench/${row.id}/1`, width: 1600, height: 1200, position: 0 },
        { listingId: row.id, storageKey: `bench/${row.id}/2`, width: 1600, height: 1200, position: 1 },
      ]),
    );
  }
  await database.pool.query('analyze listings');
  await database.pool.query('analyze listing_media');
  return slugs;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;

async function measure(
  app: Awaited<ReturnType<typeof buildApp>>,
  label: string,
  urlFor: (index: number) => string,
) {
  const headers = { accept: 'text/html', 'accept-encoding': 'br', 'accept-language': 'de-DE,de;q=0.9' };
  for (let index = 0; index < 100; index += 1)
    await app.inject({ method: 'GET', url: urlFor(index), headers });
  const times: number[] = [];
  let statuses = new Set<number>();
  for (let index = 0; index < requestCount; index += 1) {
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url: urlFor(index), headers });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    statuses = statuses.add(response.statusCode);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  console.info(
    `${label.padEnd(34)} mean ${mean.toFixed(2)} ms  p50 ${percentile(times, 0.5).toFixed(2)}  p95 ${percentile(times, 0.95).toFixed(2)}  p99 ${percentile(times, 0.99).toFixed(2)}  status ${[...statuses].join(',')}`,
  );
}

async function bench(engine: string, database: Database, dataDir: string) {
  const slugs = await seed(database);
  const webRoot = mkdtempSync(path.join(tmpdir(), 'kleinkram-shell-web-'));
  writeWebRoot(webRoot);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://kleinkram.example',
    JOBS_ENABLED: 'false',
    AI_WARM_AT_START: 'false',
    AUTH_SECRET: 'bench-shell-secret-bench-shell-secret-1234',
  });
  const app = await buildApp({ config, database, logger: false, webRoot, resumeInterruptedWork: false });
  await app.ready();
  try {
    console.info(`\n${engine}: ${listingCount} listings, ${requestCount} sequential requests each`);
    await measure(app, 'GET /listing/{slug}', (index) => `/listing/${slugs[(index * 7) % slugs.length]}`);
    await measure(app, 'GET /listing/{unknown slug}', (index) => `/listing/no-such-listing-${index}`);
    await measure(app, 'GET /', () => '/');
    await measure(app, 'GET /categories/electronics', () => '/categories/electronics');
  } finally {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kleinkram-shell-data-'));
  try {
    if (serverUrl) {
      const name = `kleinkram_bench_shell_${Date.now()}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString(), engine: 'server' });
      try {
        await bench('PostgreSQL server', database, dataDir);
      } finally {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    } else {
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      try {
        await bench('embedded PostgreSQL (PGlite)', database, dataDir);
      } finally {
        await database.close();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
