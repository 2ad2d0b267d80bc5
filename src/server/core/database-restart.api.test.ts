import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import { threadResponseSchema } from '@shared/chat/chat.schema';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chatMessages } from '../db/schema/chat.schema';
import { listings } from '../db/schema/listings.schema';
import { orders } from '../db/schema/orders.schema';
import { orderRequests, publishBuyableListing } from '../modules/orders/orders.test-support';
import { createTestListings } from '../test/listing-factory';
import { createTestApp, type TestContext } from '../test/test-app';
import { createTestUser, type TestUser } from '../test/user-factory';

type Response = { statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown };

/** A 503 the caller can wait out: the code, Retry-After, and nothing of the driver's text or a stack. */
function expectUnavailable(response: Response) {
  expect(response.statusCode, response.body).toBe(503);
  expect(errorResponseSchema.parse(response.json()).error.code).toBe('SERVICE_UNAVAILABLE');
  expect(response.headers['retry-after']).toBe('5');
  expect(response.body).not.toMatch(/terminating connection|stack|at .*\.ts|57P01/);
}

/**
 * Issue 20, ADR 085: a database restart ends open connections (what pg_terminate_backend does to
 * each). Requests caught in it answer 503 with Retry-After, never 500; the app recovers by itself;
 * a retry with the same client id does not double the write. Only on the server engine: the
 * embedded database is one backend inside the app's own process.
 */
describe.skipIf(inject('databaseEngine') !== 'server')('a database restart under the app', () => {
  // Only this app's connections carry this name, so terminating them leaves other test files alone.
  const applicationName = `kleinkram_restart_${randomUUID().slice(0, 8)}`;
  let context: TestContext;
  let admin: pg.Client;
  let seller: TestUser;
  let buyer: TestUser;

  const terminateAppConnections = async () => {
    const result = await admin.query<{ ended: number }>(
      'select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    return result.rows[0]?.ended ?? 0;
  };
  /** Waits until `count` of the app's statements wait on a lock the admin holds: the requests are in flight. */
  const waitForBlockedStatement = async (count = 1) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const result = await admin.query(
        "select 1 from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'",
        [applicationName],
      );
      if ((result.rowCount ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the request never reached the locked row');
  };
  /** Runs `request` while the admin holds `lockSql`, ends the app's connections mid-statement, releases. */
  const cutMidRequest = async (lockSql: string, parameters: unknown[], request: () => Promise<Response>) => {
    await admin.query('begin');
    await admin.query(lockSql, parameters);
    const pending = request();
    try {
      await waitForBlockedStatement();
      expect(await terminateAppConnections()).toBeGreaterThan(0);
      return await pending;
    } finally {
      await admin.query('rollback');
    }
  };

  /**
   * Retries as a client told `Retry-After` would: ending the backends also kills connections idle
   * in the pool, and one of those can fail the first retry too (seen in CI) before the pool has
   * dropped them all. What matters is that the retries end in one row, never two.
   */
  const retryWhileUnavailable = async (request: () => Promise<{ statusCode: number; body: string }>) => {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await request();
      if (answer.statusCode !== 503 || attempt === 10) return answer;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  beforeAll(async () => {
    const url = new URL(inject('databaseUrl'));
    url.searchParams.set('application_name', applicationName);
    context = await createTestApp({ databaseUrl: url.toString() });
    admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    seller = await createTestUser(context, { label: 'restart-seller', roles: ['seller'] });
    buyer = await createTestUser(context, { label: 'restart-buyer' });
    for (const user of [seller, buyer]) {
      const consent = await context.app.inject({
        method: 'POST',
        url: '/api/chat/consent',
        headers: user.headers,
        payload: { accepted: true },
      });
      expect(consent.statusCode, consent.body).toBe(200);
    }
  });
  afterAll(async () => {
    await context.database.db.delete(orders).where(eq(orders.buyerId, buyer.id));
    await context.database.db.delete(listings).where(eq(listings.sellerId, seller.id));
    await admin.end();
    await context.close();
  });

  it('answers a message cut off mid-statement 503, and its retry with the same client id makes one message', async () => {
    const [listingId] = await createTestListings(context, { sellerId: seller.id, count: 1 });
    const opened = await context.app.inject({
      method: 'POST',
      url: '/api/chat/threads',
      headers: buyer.headers,
      payload: { listingId },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const threadId = threadResponseSchema.parse(opened.json()).data.thread.id;
    const clientId = randomUUID();
    const send = () =>
      context.app.inject({
        method: 'POST',
        url: `/api/chat/threads/${threadId}/messages`,
        headers: buyer.headers,
        payload: { clientId, body: 'Is it still available?' },
      });

    // Sending locks the thread; the admin holds that lock, so the send waits mid-transaction.
    const cut = await cutMidRequest('select 1 from chat_threads where id = $1 for update', [threadId], send);
    expectUnavailable(cut);

    const retried = await retryWhileUnavailable(send);
    expect(retried.statusCode, retried.body).toBe(201);
    const again = await send();
    expect(again.statusCode, again.body).toBeLessThan(300);
    const rows = await context.database.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, buyer.id), eq(chatMessages.clientId, clientId)));
    expect(rows).toHaveLength(1);
  });

  it('answers an order cut off mid-statement 503, and its retry with the same clientRequestId makes one order', async () => {
    const api = orderRequests(context);
    const listing = await publishBuyableListing(context, seller, { priceValue: 30 });
    const body = api.orderBody([listing.id]);
    const place = () => api.inject(buyer, 'POST', '/orders', body) as Promise<Response>;

    const cut = await cutMidRequest('select 1 from listings where id = $1 for update', [listing.id], place);
    expectUnavailable(cut);

    const retried = await retryWhileUnavailable(place);
    expect(retried.statusCode, retried.body).toBe(201);
    const again = await place();
    expect(again.statusCode, again.body).toBe(200);
    const rows = await context.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.clientRequestId, body.clientRequestId));
    expect(rows).toHaveLength(1);
  });

  it('never answers 500 while its connections are ended again and again, and recovers without a restart', async () => {
    const read = () =>
      context.app.inject({ method: 'GET', url: '/api/listing-drafts', headers: seller.headers });
    const statuses = new Map<number, number>();
    const requests: Promise<void>[] = [];
    let ended = 0;
    for (let round = 0; round < 8; round += 1) {
      for (let index = 0; index < 10; index += 1) {
        requests.push(
          read().then((response) => {
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            if (response.statusCode === 503) expectUnavailable(response);
            else expect(response.statusCode, response.body).toBe(200);
          }),
        );
      }
      ended += await terminateAppConnections();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(requests);
    expect(ended).toBeGreaterThan(0);
    expect(statuses.get(500)).toBeUndefined();

    // Recovered by itself: the pool opened new connections for the requests that followed.
    for (let index = 0; index < 5; index += 1) {
      const response = await read();
      expect(response.statusCode, response.body).toBe(200);
    }
    const health = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  /**
   * ADR 087: reads caught in a restart run once more on a new connection instead of answering 503,
   * and the requests right after it get live connections: the first fault condemns every older
   * connection in the pool, dead idle ones included.
   */
  it('answers reads cut off by a restart from a new connection, and the requests after it at once', async () => {
    const read = () =>
      context.app.inject({ method: 'GET', url: '/api/listing-drafts', headers: seller.headers });
    // Ten reads wait on a lock the admin holds: they are in flight when the connections end.
    await admin.query('begin');
    await admin.query('lock table listing_drafts in access exclusive mode');
    const inFlight = Array.from({ length: 10 }, read);
    try {
      await waitForBlockedStatement(10);
      expect(await terminateAppConnections()).toBeGreaterThanOrEqual(10);
    } finally {
      await admin.query('rollback');
    }
    const cutOff = await Promise.all(inFlight);
    expect(cutOff.map((response) => response.statusCode)).toEqual(Array(10).fill(200));

    const after = await Promise.all(Array.from({ length: 20 }, read));
    expect(after.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    // A write right after gets a live connection too: no 503 for the caller to wait out.
    const [listingId] = await createTestListings(context, { sellerId: seller.id, count: 1 });
    const opened = await context.app.inject({
      method: 'POST',
      url: '/api/chat/threads',
      headers: buyer.headers,
      payload: { listingId },
    });
    expect(opened.statusCode, opened.body).toBe(201);
  });
});

/** The database is down for good (a closed port): every request that needs it answers 503 quickly. */
describe('an unreachable database', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp({ databaseUrl: 'postgresql://postgres@127.0.0.1:9/nowhere' });
  });
  afterAll(() => context.close());

  it('answers 503 with Retry-After, and health says the database is down', async () => {
    const startedAt = Date.now();
    expectUnavailable(await context.app.inject({ method: 'GET', url: '/api/categories' }));
    expectUnavailable(await context.app.inject({ method: 'GET', url: '/api/feeds/recent' }));
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    const health = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded' });
  });
});
