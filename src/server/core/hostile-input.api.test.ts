import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { upsertCatalog } from '../db/seed/seed-catalog';
import { describeFinding, runHostileInput } from '../test/hostile-input/fuzz-run';
import { seedFromEnvironment } from '../test/hostile-input/seeded-random';
import { createIsolatedDatabase, type IsolatedDatabase } from '../test/isolated-database';
import { createTestListings } from '../test/listing-factory';
import { createTestApp, type TestContext } from '../test/test-app';
import { createTestUser } from '../test/user-factory';

/**
 * Hostile input (issue 20, ADR 082): requests generated from the OpenAPI document, each sent as a
 * guest and signed in, must never answer 5xx, leak a stack trace, a source path or SQL, or break
 * the error shape. CI runs FUZZ_CI_REQUESTS (1,500) per engine; `npm run fuzz:api` runs 10,000+.
 * `npm test` uses one fixed seed, so a red CI run always repeats; new seeds are what
 * `npm run fuzz:api` explores (a random one unless FUZZ_SEED is given). The seed is printed.
 */
const ciSeed = '20261126';
const seed = seedFromEnvironment(process.env.FUZZ_SEED ?? ciSeed);
const requests = Number(process.env.FUZZ_CI_REQUESTS ?? 1_500);

describe('hostile input from the OpenAPI document', () => {
  let isolated: IsolatedDatabase;
  let context: TestContext;
  const errorLines: string[] = [];

  // A database of its own: the signed-in requests come from admins, so the run changes platform
  // state (feature-flag stages, roles) that other files on the shared database read; the flags
  // test failed in a full run after it. A few listings give the path ids something real.
  beforeAll(async () => {
    isolated = await createIsolatedDatabase();
    const database = await openDatabase({ databaseUrl: isolated.url });
    try {
      await upsertCatalog(database.db);
    } finally {
      await database.close();
    }
    context = await createTestApp({
      databaseUrl: isolated.url,
      logger: { level: 'error', stream: { write: (line: string) => errorLines.push(line) } },
    });
    const seller = await createTestUser(context, { label: 'fuzz-listings-seller', roles: ['seller'] });
    await createTestListings(context, { sellerId: seller.id, count: 12 });
  });
  afterAll(async () => {
    await context.close();
    await isolated.drop();
  });

  it(`answers ${requests} hostile requests without a 5xx or a leak`, { timeout: 120_000 }, async () => {
    const report = await runHostileInput({
      app: context.app,
      seed,
      requests,
      signedInHeaders: async (operationId) =>
        (
          await createTestUser(context, {
            label: `fuzz-${operationId.replace(/\W/g, '-')}`,
            roles: ['seller', 'admin'],
          })
        ).headers,
    });
    console.info(
      `hostile input: seed ${seed}, ${report.sent} requests in ${Math.round(report.durationMs)} ms`,
      report.byStatusClass,
    );
    const findings = report.findings.map(describeFinding);
    expect(findings, `seed ${seed}; server errors:\n${errorLines.slice(0, 5).join('\n')}`).toEqual([]);
    expect(report.sent).toBe(Math.ceil(requests / 2) * 2);
  });
});
