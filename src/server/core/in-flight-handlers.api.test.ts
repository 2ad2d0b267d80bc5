import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** ADR 036: the app's close waits for route handlers, also those whose client already hung up. */
describe('route handlers on close', () => {
  let context: TestContext | undefined;
  afterEach(async () => {
    await context?.database.close();
    context = undefined;
  });

  it('runs every contract handler inside the tracker', async () => {
    context = await createTestApp();
    const run = vi.spyOn(context.app.inFlightHandlers, 'run');
    const health = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const search = await context.app.inject({ method: 'GET', url: '/api/search?query=lampe' });
    expect(search.statusCode).toBe(200);
    expect(run).toHaveBeenCalledTimes(2);
    expect(context.app.inFlightHandlers.count).toBe(0);
    await context.app.close();
  });

  it('lets a handler whose client hung up finish, and its database work succeed, before close returns', async () => {
    context = await createTestApp();
    const { app, database } = context;
    const handlers = app.inFlightHandlers;
    const original = handlers.run.bind(handlers);
    let finished: { at: number; rows: unknown } | undefined;
    // The search's handler, made slow: it still queries the database after the client has gone.
    vi.spyOn(handlers, 'run').mockImplementation((work) =>
      original(async () => {
        await later(400);
        const result = await work();
        const rows = await database.pool.query('SELECT 1 AS still_open');
        finished = { at: Date.now(), rows: rows.rows };
        return result;
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const request = http.get(`http://127.0.0.1:${port}/api/search?query=lampe`);
    request.on('error', () => undefined);
    await later(100);
    expect(handlers.count).toBe(1);
    request.destroy();
    await later(20);
    await app.close();
    const closedAt = Date.now();
    expect(finished?.rows).toEqual([{ still_open: 1 }]);
    expect(finished?.at).toBeLessThanOrEqual(closedAt);
    expect(handlers.count).toBe(0);
  });
});
