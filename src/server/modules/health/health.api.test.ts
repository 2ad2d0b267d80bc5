import { healthResponseSchema } from '@shared/health/health.schema';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { countExpectedMigrations } from '../../db/database';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('GET /api/health', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it('reports status, version, engine, migrations and uptime', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = healthResponseSchema.parse(response.json());
    expect(health.status).toBe('ok');
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
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
      const health = healthResponseSchema.parse(response.json());
      expect(health.status).toBe('degraded');
      expect(health.database.reachable).toBe(false);
    } finally {
      await unreachable.close();
    }
  });
});
