import { healthResponseSchema, publicHealthResponseSchema } from '@shared/health/health.schema';
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
