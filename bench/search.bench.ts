/**
 * `npm run bench:search`: search latency (p50/p95/p99 over many runs per query shape, through the
 * search service) and GET /api/search throughput, on N synthetic listings in a database of its own.
 *
 *   --engine=server|embedded  default: server when BENCH_DATABASE_URL or TEST_DATABASE_URL is set
 *   --count=N                 default 1,000,000 on the server, 200,000 embedded
 *   --runs=N                  searches per shape and page kind (default 200)
 *   --cache=off               the realistic workload with the first-page cache off too (ADR 078)
 *   --zipf-exponent=S         popularity skew of the realistic workload (default 1)
 *
 * The data is reused when the database already holds exactly N bench listings.
 *
 * Two figures side by side for GET /api/search (ADR 078): the worst case, every request searched
 * (the app started with SEARCH_CACHE=off), and a realistic workload, "text + place + radius"
 * searches drawn by Zipf from 900 of them with the first-page cache on (ADR 078, 093), measured
 * after BENCH_ZIPF_WARMUP_SECONDS (default 30) of the same workload. The service timings per shape
 * never use the cache.
 */
import path from 'node:path';
import pg from 'pg';
import { applyMigrations, openDatabase } from '../src/server/db/database';
import { startEmbeddedDatabase } from '../src/server/db/embedded/embedded-database';
import { upsertCatalog } from '../src/server/db/seed/seed-catalog';
import { benchSellerEmail, loadBenchListings } from './search/load-bench-listings';
import { machineCalibrationLine } from './search/machine-calibration';
import { measureShape, type ShapeResult, searchShapes } from './search/measure';
import { zipfSearchPaths } from './search/zipf-workload';
import { type LoadResult, printResults, runLoad } from './support/load';
import { startBenchServer } from './support/server-process';

const argument = (name: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const engine = argument('engine') ?? (serverUrl ? 'server' : 'embedded');
if (engine === 'server' && !serverUrl)
  throw new Error('--engine=server needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
const count = Number(argument('count') ?? (engine === 'server' ? 1_000_000 : 200_000));
const runs = Number(argument('runs') ?? 200);
const cacheArgument = argument('cache') ?? 'on';
if (cacheArgument !== 'on' && cacheArgument !== 'off') throw new Error('--cache must be on or off');
const zipfExponent = Number(argument('zipf-exponent') ?? 1);
// Another name keeps a small run from replacing a 1,000,000-listing database someone else loaded.
const databaseName = process.env.BENCH_DATABASE_NAME ?? 'kleinkram_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(databaseName))
  throw new Error('BENCH_DATABASE_NAME: lower-case letters, digits and _');
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

  const calibration = await machineCalibrationLine(database.pool);
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

  const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
  const options = { connections, durationSeconds };
  /** The app in its own process with the first-page cache on or off, stopped after `work`. */
  const withServer = async <T>(cache: 'on' | 'off', work: (baseUrl: string) => Promise<T>) => {
    const port = Number(process.env.BENCH_PORT ?? 4620);
    const server = await startBenchServer({ port, databaseUrl, env: { SEARCH_CACHE: cache } });
    try {
      await runLoad('warm-up', `${server.baseUrl}/api/search?query=jacke`, {
        connections: 4,
        durationSeconds: 2,
      });
      return await work(server.baseUrl);
    } finally {
      await server.stop();
    }
  };
  const zipfLabel = `Zipf (s = ${zipfExponent}) over 900 text + place + radius searches`;
  const worstCase = await withServer('off', async (baseUrl) => [
    await runLoad(
      'query=jacke&loc=berlin&radius=25',
      `${baseUrl}/api/search?query=jacke&loc=berlin&radius=25`,
      options,
    ),
    await runLoad('(empty, newest, facets)', `${baseUrl}/api/search`, options),
    await runLoad('query=sofa&facets=false', `${baseUrl}/api/search?query=sofa&facets=false`, options),
    await runLoad(zipfLabel, baseUrl, { ...options, pathOf: zipfSearchPaths(zipfExponent) }),
  ]);
  // The realistic workload is measured in its steady state, as traffic reaches a node that has been
  // up a while: first the same workload (another draw of it) fills the cache, unmeasured. Without
  // it a 10 s run mostly measures the first search of each of the 900 keys.
  const zipfWarmUpSeconds = Number(process.env.BENCH_ZIPF_WARMUP_SECONDS ?? 30);
  const realistic = await withServer(cacheArgument, async (baseUrl) => {
    if (zipfWarmUpSeconds > 0) {
      await runLoad('Zipf warm-up', baseUrl, {
        ...options,
        durationSeconds: zipfWarmUpSeconds,
        pathOf: zipfSearchPaths(zipfExponent, 21),
      });
    }
    return runLoad(zipfLabel, baseUrl, { ...options, pathOf: zipfSearchPaths(zipfExponent) });
  });
  printResults(
    `GET /api/search on ${engine}, worst case: cache off, every request searched (${connections} connections, ${durationSeconds} s each)`,
    worstCase,
  );
  const textPlaceRadius = worstCase[0];
  const zipfWithoutCache = worstCase[3];
  const column = (result: LoadResult | undefined) => ({
    'req/s': result?.requestsPerSecond ?? Number.NaN,
    'p50 ms': result?.p50Ms.toFixed(1) ?? '-',
    'p95 ms': result?.p95Ms.toFixed(1) ?? '-',
    'p99 ms': result?.p99Ms.toFixed(1) ?? '-',
    'errors + non-2xx': result ? result.errors + result.non2xx : '-',
  });
  const columns = {
    'worst case: jacke, Berlin, 25 km, cache off': column(textPlaceRadius),
    'Zipf, cache off': column(zipfWithoutCache),
    [`realistic: Zipf, cache ${cacheArgument}`]: column(realistic),
  };
  console.info(
    `\nText + place + radius side by side on ${engine}, ${count.toLocaleString('en')} listings, ${connections} connections, ${durationSeconds} s each; ${zipfLabel}; ${calibration}`,
  );
  // One column per workload, one row per figure.
  console.table(
    Object.fromEntries(
      ['req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors + non-2xx'].map((figure) => [
        figure,
        Object.fromEntries(
          Object.entries(columns).map(([name, values]) => [name, values[figure as keyof typeof values]]),
        ),
      ]),
    ),
  );
} finally {
  await database.close();
  await embedded?.stop();
}
