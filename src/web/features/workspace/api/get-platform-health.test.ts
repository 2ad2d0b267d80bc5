import type { HealthResponse } from '@shared/health/health.schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error';
import { getPlatformHealth } from './get-platform-health';

const health = (status: HealthResponse['status']): HealthResponse => ({
  status,
  version: '0.1.0',
  uptimeSeconds: 125,
  database: {
    engine: 'embedded',
    reachable: status === 'ok',
    migrations: { applied: status === 'ok' ? 3 : 0, expected: 3, isUpToDate: status === 'ok' },
  },
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('getPlatformHealth', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a healthy answer', async () => {
    answer(200, health('ok'));
    await expect(getPlatformHealth()).resolves.toEqual(health('ok'));
  });

  it('reads the body of a degraded 503 instead of failing', async () => {
    answer(503, health('degraded'));
    await expect(getPlatformHealth()).resolves.toMatchObject({ status: 'degraded' });
  });

  it('fails with the server error for other answers', async () => {
    answer(500, { error: { code: 'INTERNAL', message: 'Internal server error' } });
    await expect(getPlatformHealth()).rejects.toMatchObject({ status: 500, code: 'INTERNAL' });
  });

  it('fails as a network error when nothing comes back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const failure = await getPlatformHealth().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(0);
  });
});
