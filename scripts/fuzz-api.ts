/**
 * `npm run fuzz:api`: the full hostile-input run (issue 20, ADR 082). Requests generated from the
 * OpenAPI document, each sent as a guest and signed in, against the real app (in process, through
 * `app.inject`) on a fresh database: the embedded one, and a PostgreSQL server when
 * FUZZ_DATABASE_URL or TEST_DATABASE_URL names one. Prints the seed, totals per status class and
 * per operation, and every finding (a 5xx, a leak, a body off the error shape); exits 1 on any.
 *
 *   npm run fuzz:api -- --requests 20000 --seed 1234 --engine server
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/env';
import { applyMigrations, type DatabaseEngine, openDatabase } from '../src/server/db/database';
import { startEmbeddedDatabase } from '../src/server/db/embedded/embedded-database';
import { seedDemoData } from '../src/server/db/seed/seed-demo-data';
import { describeFinding, type FuzzReport, runHostileInput } from '../src/server/test/hostile-input/fuzz-run';
import { seedFromEnvironment } from '../src/server/test/hostile-input/seeded-random';
import { createTestUser } from '../src/server/test/user-factory';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: process.env.FUZZ_REQUESTS ?? '10000' },
    seed: { type: 'string', default: process.env.FUZZ_SEED },
    engine: { type: 'string', default: 'all' },
    concurrency: { type: 'string', default: '4' },
  },
});
const requests = Number(values.requests);
const seed = seedFromEnvironment(values.seed);
const serverUrl = process.env.FUZZ_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function freshServerDatabase(url: string) {
  const name = `kleinkram_fuzz_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return {
    url: databaseUrl.toString(),
    async stop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function fuzzEngine(engine: DatabaseEngine): Promise<FuzzReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `kleinkram-fuzz-${engine}-`));
  const target =
    engine === 'embedded' ? await startEmbeddedDatabase() : await freshServerDatabase(serverUrl ?? '');
  const database = await openDatabase({ databaseUrl: target.url, engine });
  const errorLines: string[] = [];
  try {
    await applyMigrations(database.db);
    await seedDemoData(database.db, {
      mediaRoot: path.join(dataDir, 'media'),
      log: () => {},
      listingCount: 40,
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_DELAY_BASE_MS: '1',
      JOBS_ENABLED: 'false',
      AI_WARM_AT_START: 'false',
    });
    const app = await buildApp({
      config,
      database,
      logger: { level: 'error', stream: { write: (line: string) => errorLines.push(line) } },
      webRoot: '/nonexistent-web-build',
      resumeInterruptedWork: false,
    });
    await app.ready();
    const context = { app, database, close: async () => {} };
    try {
      return await runHostileInput({
        app,
        seed,
        requests,
        concurrency: Number(values.concurrency),
        signedInHeaders: async (operationId) =>
          (
            await createTestUser(context, {
              label: `fuzz-${operationId.replace(/\W/g, '-')}`,
              roles: ['seller', 'admin'],
            })
          ).headers,
      });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await target.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (errorLines.length > 0) {
      console.info(`\nServer error log (${errorLines.length} lines, first 10):`);
      for (const line of errorLines.slice(0, 10)) console.info(line.slice(0, 1_500));
    }
  }
}

function printReport(title: string, report: FuzzReport) {
  console.info(
    `\n${title}: ${report.sent} requests in ${(report.durationMs / 1000).toFixed(1)} s, seed ${report.seed}`,
  );
  console.info('By status class:', report.byStatusClass);
  const rows = Object.entries(report.byOperation)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([operation, counts]) => ({ operation, ...counts }));
  console.table(rows);
  console.info(`Findings: ${report.findings.length}`);
  for (const finding of report.findings.slice(0, 200)) console.info(describeFinding(finding));
}

const engines: DatabaseEngine[] =
  values.engine === 'all'
    ? ['embedded', ...(serverUrl ? (['server'] as const) : [])]
    : [values.engine as DatabaseEngine];
console.info(`Hostile input: ${requests} requests per engine, seed ${seed} (repeat with --seed ${seed})`);
let findings = 0;
for (const engine of engines) {
  const report = await fuzzEngine(engine);
  printReport(engine === 'embedded' ? 'embedded PostgreSQL (PGlite)' : 'PostgreSQL server', report);
  findings += report.findings.length;
}
if (!serverUrl && values.engine === 'all')
  console.info('\nSet FUZZ_DATABASE_URL to also run on a PostgreSQL server.');
process.exitCode = findings > 0 ? 1 : 0;
