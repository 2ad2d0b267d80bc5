/**
 * `npm run bench:api`: requests per second and p50/p95 latency for GET /api/health and the home
 * feed, with the app in its own process, on the embedded database and (when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a PostgreSQL server) on that server in a fresh database. Then the
 * checkout race (issue 17): BENCH_CHECKOUT_BUYERS (default 50) buyers order one single item at
 * once; exactly one order and no 5xx, or the run fails. BENCH_ONLY=checkout runs the race alone.
 * Then the seller's listings overview (issue 19) for one seller with BENCH_OVERVIEW_LISTINGS
 * (default 5,000) listings; target p95 under 50 ms on the server. BENCH_ONLY=overview runs it alone.
 */
import { type CheckoutRaceResult, printCheckoutRace, runCheckoutRace } from './support/checkout-race';
import { withFreshServerDatabase } from './support/fresh-database';
import { printResults, runLoad } from './support/load';
import { runSellerOverview } from './support/seller-overview';
import { startBenchServer } from './support/server-process';

const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const checkoutBuyers = Number(process.env.BENCH_CHECKOUT_BUYERS ?? 50);
const only = process.env.BENCH_ONLY;
const isCheckoutOnly = only === 'checkout';
const overviewListings = Number(process.env.BENCH_OVERVIEW_LISTINGS ?? 5_000);

async function benchEngine(engine: string, databaseUrl?: string) {
  const server = await startBenchServer({ port: 4610, databaseUrl });
  try {
    const options = { connections, durationSeconds };
    await runLoad('warm-up', `${server.baseUrl}/api/feeds/recent?limit=12`, {
      connections: 4,
      durationSeconds: 2,
    });
    const results = [
      await runLoad('GET /api/health', `${server.baseUrl}/api/health`, options),
      await runLoad('GET /api/feeds/recent?limit=12', `${server.baseUrl}/api/feeds/recent?limit=12`, options),
    ];
    printResults(`${engine} (${connections} connections, ${durationSeconds} s each)`, results);
  } finally {
    await server.stop();
  }
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function benchOverview() {
  const options = { listingCount: overviewListings, connections, durationSeconds };
  const embedded = await runSellerOverview('embedded PostgreSQL (PGlite)', null, options);
  printResults(embedded.title, embedded.results);
  if (serverUrl)
    await withFreshServerDatabase(serverUrl, async (url) => {
      const server = await runSellerOverview('PostgreSQL server', url, options);
      printResults(server.title, server.results);
    });
}

if (only === 'overview') {
  await benchOverview();
} else {
  if (!isCheckoutOnly) {
    await benchEngine('embedded PostgreSQL (PGlite)');
    if (serverUrl) await withFreshServerDatabase(serverUrl, (url) => benchEngine('PostgreSQL server', url));
    else console.info('\nSet BENCH_DATABASE_URL to also measure on a PostgreSQL server.');
  }
  const races: CheckoutRaceResult[] = [
    await runCheckoutRace('embedded PostgreSQL (PGlite)', null, checkoutBuyers),
  ];
  if (serverUrl)
    await withFreshServerDatabase(serverUrl, async (url) => {
      races.push(await runCheckoutRace('PostgreSQL server', url, checkoutBuyers));
    });
  if (!printCheckoutRace(races)) process.exitCode = 1;
  if (!isCheckoutOnly) await benchOverview();
}
