/**
 * `npm run bench:api`: requests per second and p50/p95 latency for GET /api/health and the home
 * feed, with the app in its own process, on the embedded database and (when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a PostgreSQL server) on that server in a fresh database.
 */
import pg from 'pg';
import { printResults, runLoad } from './support/load';
import { startBenchServer } from './support/server-process';

const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

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

async function withFreshServerDatabase(serverUrl: string, run: (url: string) => Promise<void>) {
  const name = `kleinkram_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await benchEngine('embedded PostgreSQL (PGlite)');
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) await withFreshServerDatabase(serverUrl, (url) => benchEngine('PostgreSQL server', url));
else console.info('\nSet BENCH_DATABASE_URL to also measure on a PostgreSQL server.');
