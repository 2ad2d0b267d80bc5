import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { errorResponseSchema } from '@shared/api/error.schema';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { createTestApp, type TestContext } from '../../test/test-app';
import { registerErrorHandling } from '../error-handler.plugin';
import { createRateLimitStorage } from './rate-limit-store';

type Response = { statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown };

/** What a limited endpoint answers when its counter store cannot count (ADR 087). */
function expectCountUnavailable(response: Response) {
  expect(response.statusCode, response.body).toBe(503);
  const { error } = errorResponseSchema.parse(response.json());
  expect(error.code).toBe('SERVICE_UNAVAILABLE');
  expect(error.message).toMatch(/try again shortly/);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.body).not.toMatch(/redis|max retries|pool|ECONNREFUSED|stack/i);
}

/** Redis named by REDIS_URL does not answer (nothing listens on port 9): no count, no 500. */
describe('a limited endpoint whose Redis is away', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp({ sharedRateLimits: true, env: { REDIS_URL: 'redis://127.0.0.1:9' } });
  });
  afterAll(() => context.close());

  it('answers 503 with Retry-After, and endpoints without a limit keep answering', async () => {
    const report = await context.app.inject({
      method: 'POST',
      url: '/api/checkout/handoffs',
      payload: { listingId: randomUUID(), channel: 'kleinkram', latencyMs: 120 },
    });
    expectCountUnavailable(report);
    const categories = await context.app.inject({ method: 'GET', url: '/api/categories' });
    expect(categories.statusCode, categories.body).toBe(200);
  });
});

/** The PostgreSQL store's database fails to count (here: its pool has been shut). */
describe.skipIf(inject('databaseEngine') !== 'server')(
  'a limited endpoint whose counter table cannot be reached',
  () => {
    let database: Database;
    beforeAll(async () => {
      database = await openDatabase({ databaseUrl: inject('databaseUrl'), engine: 'server' });
    });
    afterAll(() => database.close().catch(() => {}));

    it('answers 503 with Retry-After instead of 500', async () => {
      const storage = createRateLimitStorage({
        redisUrl: undefined,
        database,
        logger: { warn() {} } as never,
      });
      expect(storage.backend).toBe('postgres');
      const node = Fastify({ logger: false });
      registerErrorHandling(node);
      await node.register(rateLimit, { ...storage.pluginOptions, global: false, hook: 'preHandler' });
      node.get('/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({
        ok: true,
      }));
      await node.ready();
      expect((await node.inject({ method: 'GET', url: '/limited' })).statusCode).toBe(200);

      // "Cannot use a pool after calling end on the pool": no connection error, still no 500.
      await database.pool.end();
      expectCountUnavailable(await node.inject({ method: 'GET', url: '/limited' }));
      await node.close();
    });
  },
);
