import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { postgresRateLimitStore } from './postgres-rate-limit-store';
import { createRateLimitStorage } from './rate-limit-store';

/** TEST_REDIS_URL, else the Redis this machine runs on 127.0.0.1:6379 when it answers. */
async function findTestRedis(): Promise<string | undefined> {
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
  const answers = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 6379, timeout: 300 });
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false));
  }).catch(() => false);
  return answers ? 'redis://127.0.0.1:6379' : undefined;
}
const redisUrl = await findTestRedis();

const silentLogger = { level: 'silent' } as const;

/** One "app node": the rate-limit plugin with the given store and one limited route. */
async function startNode(storage: RateLimitPluginOptions, route = '/limited'): Promise<FastifyInstance> {
  const node = Fastify({ logger: false });
  await node.register(rateLimit, { ...storage, global: false, hook: 'preHandler' });
  node.get(route, { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  node.get('/short', { config: { rateLimit: { max: 1, timeWindow: 400 } } }, async () => ({ ok: true }));
  await node.ready();
  return node;
}

const hit = (node: FastifyInstance, url: string, ip = '203.0.113.7') =>
  node.inject({ method: 'GET', url, remoteAddress: ip }).then((response) => response.statusCode);

/** The same checks for each shared store: two nodes count against one limit. */
function describeSharedCounting(storage: () => RateLimitPluginOptions) {
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  // A route of its own per run, so counters of an earlier run on the same store never count.
  const route = `/limited-${randomUUID()}`;
  beforeAll(async () => {
    nodeA = await startNode(storage(), route);
    nodeB = await startNode(storage(), route);
  });
  afterAll(async () => {
    await Promise.all([nodeA?.close(), nodeB?.close()]);
  });

  it('counts requests to either node against one limit', async () => {
    const statuses = [
      await hit(nodeA, route),
      await hit(nodeB, route),
      await hit(nodeA, route),
      await hit(nodeB, route),
      await hit(nodeA, route),
    ];
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await nodeB.inject({ method: 'GET', url: route, remoteAddress: '203.0.113.7' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('keeps other addresses apart', async () => {
    expect(await hit(nodeB, route, '198.51.100.9')).toBe(200);
  });

  it('counts concurrent requests exactly', async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => hit(index % 2 ? nodeA : nodeB, route, ip)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('starts a new window once the old one ended', async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
    expect(await hit(nodeA, '/short', ip)).toBe(200);
    expect(await hit(nodeB, '/short', ip)).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await hit(nodeB, '/short', ip)).toBe(200);
  });
}

describe.skipIf(inject('databaseEngine') !== 'server')('rate limits in PostgreSQL (ADR 083)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: inject('databaseUrl'), engine: 'server' });
  });
  afterAll(async () => {
    await database?.close();
  });

  describeSharedCounting(() => ({ store: postgresRateLimitStore(database.db) }));

  it('is the store on a database server without REDIS_URL', async () => {
    const storage = createRateLimitStorage({ redisUrl: undefined, database, logger: silentLogger as never });
    expect(storage.backend).toBe('postgres');
    await storage.close();
  });

  it('keeps per-process counters when asked to', async () => {
    const storage = createRateLimitStorage({
      redisUrl: undefined,
      database,
      logger: silentLogger as never,
      isShared: false,
    });
    expect(storage.backend).toBe('memory');
  });
});

describe('rate limits on the embedded database', () => {
  it('stay in the one process (the embedded database runs one node)', () => {
    const storage = createRateLimitStorage({
      redisUrl: undefined,
      database: { engine: 'embedded' } as Database,
      logger: silentLogger as never,
    });
    expect(storage.backend).toBe('memory');
  });
});

describe.skipIf(!redisUrl)(
  `rate limits in Redis (ADR 083)${redisUrl ? '' : ' — skipped: set TEST_REDIS_URL or run Redis on 127.0.0.1:6379'}`,
  () => {
    const clients: Redis[] = [];
    const nameSpace = `kleinkram-test:${randomUUID()}:`;
    afterAll(async () => {
      const [first] = clients;
      if (first) {
        const keys = await first.keys(`${nameSpace}*`);
        if (keys.length > 0) await first.del(...keys);
      }
      await Promise.all(clients.map((client) => client.quit()));
    });

    // Each node has its own connection, as separate processes would.
    describeSharedCounting(() => {
      const client = new Redis(redisUrl ?? '', { connectTimeout: 500, maxRetriesPerRequest: 1 });
      clients.push(client);
      return { redis: client, nameSpace };
    });

    it('is the store whenever REDIS_URL is set, and counts there', async () => {
      const storage = createRateLimitStorage({
        redisUrl,
        database: { engine: 'server' } as Database,
        logger: silentLogger as never,
      });
      expect(storage.backend).toBe('redis');
      const route = `/limited-${randomUUID()}`;
      const node = await startNode(storage.pluginOptions, route);
      const statuses = [];
      for (let index = 0; index < 4; index += 1) statuses.push(await hit(node, route));
      expect(statuses).toEqual([200, 200, 200, 429]);
      await node.close();
      await storage.close();
    });
  },
);
