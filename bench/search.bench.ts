/**
 * `npm run bench:search`: search latency (p50/p95/p99 over many runs per query shape, through the
 * search service) and GET /api/search throughput, on N synthetic listings in a database of its own.
 *
 *   --engine=server|embedded  default: server when BENCH_DATABASE_URL or TEST_DATABASE_URL is set
 *   --count=N                 default 1,000,000 on the server, 200,000 embedded
 *   --runs=N                  searches per shape and page kind (default 200)
 *
 * The data is reused when the database already holds exactly N bench listings.
 */
import path from 'node:path';
import pg from 'pg';
import { applyMigrations, openDatabase } from '../src/server/db/database';
import { startEmbeddedDatabase } from '../src/server/db/embedded/embedded-database';
import { upsertCatalog } from '../src/server/db/seed/seed-catalog';
import { benchSellerEmail, loadBenchListings } from './search/load-bench-listings';
import { measureMachine } from './search/machine-calibration';
import { measureShape, type ShapeResult, searchShapes } from './search/measure';
import { printResults, runLoad } from './support/load';
import { startBenchServer } from './support/server-process';

const argument = (name: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const engine = argument('engine') ?? (serverUrl ? 'server' : 'embedded');
if (engine === 'server' && !serverUrl)
  throw new Error('--engine=server needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
const count = Number(argument('count') ?? (engine === 'server' ? 1_000_000 : 200_000));
const runs = Number(argument('runs') ?? 200);
const databaseName = 'kleinkram_bench';
const log = (message: string) => console.info(message);
// The throughput run needs the API only; building the web app would measure nothing here.
process.env.SKIP_WEB_BUILD ??= 'true';

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

const embedded =
  engine === 'embedded'
    ? await startEmbeddedDatabase({ dataDir: path.resolve('.data-bench-search') })
    : undefined;
const databaseUrl = embedded ? embedded.url : await serverDatabaseUrl(serverUrl ?? '');
const database = await openDatabase({ databaseUrl, engine: engine === 'server' ? 'server' : 'embedded' });

try {
  await applyMigrations(database.db);
  await upsertCatalog(database.db);
  const seller = await database.pool.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, display_name) VALUES ($1, 'not-a-password', 'Search bench')
     ON CONFLICT (email) DO UPDATE SET display_name = excluded.display_name RETURNING id`,
    [benchSellerEmail],
  );
  const sellerId = seller.rows[0]?.id ?? '';
  const existing = await database.pool.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM listings WHERE seller_id = $1',
    [sellerId],
  );
  if (existing.rows[0]?.count === count) {
    log(`${engine}: reusing ${count.toLocaleString('en')} bench listings`);
  } else {
    log(`${engine}: loading ${count.toLocaleString('en')} bench listings`);
    await database.pool.query('DELETE FROM listings WHERE seller_id = $1', [sellerId]);
    await loadBenchListings(database.pool, sellerId, count, log);
  }

  const machine = await measureMachine(database.pool);
  const calibration = `machine: node loop ${machine.nodeLoopMs.toFixed(0)} ms, SQL sum ${machine.sqlSumMs.toFixed(0)} ms (best of 3; lower is faster)`;
  log(calibration);

  const results: ShapeResult[] = [];
  for (const shape of searchShapes()) {
    for (const withFacets of [true, false]) {
      const result = await measureShape(database.db, shape, runs, withFacets);
      results.push(result);
      log(`  ${result.shape} / ${result.page}: p95 ${result.p95Ms.toFixed(1)} ms`);
    }
  }
  console.info(
    `\nsearchListings on ${engine}, ${count.toLocaleString('en')} listings, ${runs} runs each; ${calibration}`,
  );
  console.table(
    results.map((result) => ({
      shape: result.shape,
      page: result.page,
      'p50 ms': result.p50Ms.toFixed(1),
      'p95 ms': result.p95Ms.toFixed(1),
      'p99 ms': result.p99Ms.toFixed(1),
      'mean total': result.meanTotal,
    })),
  );

  const server = await startBenchServer({ port: 4620, databaseUrl });
  try {
    const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
    const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
    const options = { connections, durationSeconds };
    await runLoad('warm-up', `${server.baseUrl}/api/search?query=jacke`, {
      connections: 4,
      durationSeconds: 2,
    });
    printResults(`GET /api/search on ${engine} (${connections} connections, ${durationSeconds} s each)`, [
      await runLoad(
        'query=jacke&loc=berlin&radius=25',
        `${server.baseUrl}/api/search?query=jacke&loc=berlin&radius=25`,
        options,
      ),
      await runLoad('(empty, newest, facets)', `${server.baseUrl}/api/search`, options),
      await runLoad(
        'query=sofa&facets=false',
        `${server.baseUrl}/api/search?query=sofa&facets=false`,
        options,
      ),
    ]);
  } finally {
    await server.stop();
  }
} finally {
  await database.close();
  await embedded?.stop();
}
