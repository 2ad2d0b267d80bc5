import { randomUUID } from 'node:crypto';
import { healthResponseSchema, publicHealthResponseSchema } from '@shared/health/health.schema';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { countExpectedMigrations } from '../../db/database';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

describe('GET /api/health and GET /api/platform/health', () => {
  let context: TestContext;
  let admin: TestUser;
  let seller: TestUser;
  beforeAll(async () => {
    context = await createTestApp();
    admin = await createTestUser(context, { label: 'health-admin', roles: ['admin'] });
    seller = await createTestUser(context, { label: 'health-seller', roles: ['seller'] });
  });
  afterAll(() => context.close());

  it('tells anyone the status and version, and nothing about the platform behind it', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = publicHealthResponseSchema.strict().parse(response.json());
    expect(health.status).toBe('ok');
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(health).not.toHaveProperty('replicas');
  });

  it('reports engine, migrations and uptime to admins only (ADR 048)', async () => {
    const guest = await context.app.inject({ method: 'GET', url: '/api/platform/health' });
    expect(guest.statusCode).toBe(401);
    const notAdmin = await context.app.inject({
      method: 'GET',
      url: '/api/platform/health',
      headers: seller.headers,
    });
    expect(notAdmin.statusCode).toBe(403);

    const response = await context.app.inject({
      method: 'GET',
      url: '/api/platform/health',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const health = healthResponseSchema.parse(response.json());
    expect(health.status).toBe('ok');
    expect(health.database.engine).toBe(inject('databaseEngine'));
    expect(health.database.migrations).toEqual({
      applied: countExpectedMigrations(),
      expected: countExpectedMigrations(),
      isUpToDate: true,
    });
    expect(health.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 when the database cannot be reached, without crashing', async () => {
    const unreachable = await createTestApp({ databaseUrl: 'postgresql://postgres@127.0.0.1:9/nowhere' });
    try {
      const response = await unreachable.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      const health = publicHealthResponseSchema.parse(response.json());
      expect(health.status).toBe('degraded');
    } finally {
      await unreachable.close();
    }
  });
});

/**
 * Replica health in the admins' report (ADR 087, 092), never in the public answer. A stand-in
 * standby: a schema whose `pg_is_in_recovery()` says true and whose `pg_last_wal_replay_lsn()` is
 * the primary's position (caught up) or 0/0 (behind), found before pg_catalog's through the
 * connection's search_path.
 */
describe.skipIf(inject('databaseEngine') !== 'server')('replicas in GET /api/platform/health', () => {
  const suffix = randomUUID().slice(0, 8);
  const caughtUp = `standby_caught_up_${suffix}`;
  const behind = `standby_behind_${suffix}`;
  let admin: pg.Client;
  let context: TestContext;

  /** The test database, reached with `schema` searched before pg_catalog. */
  const standInUrl = (schema: string) => {
    const url = new URL(inject('databaseUrl'));
    url.searchParams.set('options', `-c search_path=${schema},pg_catalog`);
    return url.toString();
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    for (const [schema, replayLsn] of [
      [caughtUp, 'pg_catalog.pg_current_wal_lsn()'],
      [behind, "'0/0'::pg_lsn"],
    ]) {
      await admin.query(`create schema ${schema}`);
      await admin.query(
        `create function ${schema}.pg_is_in_recovery() returns boolean language sql as 'select true'`,
      );
      await admin.query(
        `create function ${schema}.pg_last_wal_replay_lsn() returns pg_lsn language sql as $$ select ${replayLsn} $$`,
      );
    }
    context = await createTestApp({
      replicaUrls: [
        // Nothing listens on port 1.
        'postgresql://kleinkram:secret@127.0.0.1:1/replica',
        standInUrl(caughtUp),
        standInUrl(behind),
        // The primary itself: it answers, but is no standby.
        inject('databaseUrl'),
      ],
      replicaMaxLagMs: 20,
    });
  });
  afterAll(async () => {
    await context?.close();
    for (const schema of [caughtUp, behind]) await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('names each replica by position with its state and lag to admins, and never its address', async () => {
    const replicas = context.database.replicas;
    await replicas?.checkNow();
    // The behind one is as old as the first sample of the primary's position: let that age.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await replicas?.checkNow();

    const platformAdmin = await createTestUser(context, { label: 'health-replicas-admin', roles: ['admin'] });
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/platform/health',
      headers: platformAdmin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const health = healthResponseSchema.strict().parse(response.json());
    expect(health.status).toBe('ok');
    expect(health.replicas.map(({ name, state }) => ({ name, state }))).toEqual([
      { name: 'replica-1', state: 'down' },
      { name: 'replica-2', state: 'ok' },
      { name: 'replica-3', state: 'lagging' },
      { name: 'replica-4', state: 'down' },
    ]);
    expect(health.replicas[0]?.lagMs).toBeNull();
    expect(health.replicas[1]?.lagMs).toBe(0);
    expect(health.replicas[2]?.lagMs).toBeGreaterThan(20);
    expect(response.body).not.toMatch(/127\.0\.0\.1|secret|postgresql:|standby_/);

    // The public answer: up and which build, whatever the replicas do (ADR 092).
    const publicAnswer = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(publicAnswer.statusCode).toBe(200);
    expect(publicHealthResponseSchema.strict().parse(publicAnswer.json())).toEqual({
      status: 'ok',
      version: health.version,
    });
  });
});
