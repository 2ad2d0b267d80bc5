// @vitest-environment jsdom
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
  replicas: [],
});

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('getPlatformHealth', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reads a healthy answer', async () => {
    answer(200, health('ok'));
    await expect(getPlatformHealth()).resolves.toEqual(health('ok'));
  });

  it('reads a degraded report, which the admin endpoint answers with 200', async () => {
    const fetch = answer(200, health('degraded'));
    await expect(getPlatformHealth()).resolves.toMatchObject({ status: 'degraded' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[] | undefined)?.[0])).toContain('/api/platform/health');
  });

  it('fails with FORBIDDEN for someone who is not an admin', async () => {
    answer(403, { error: { code: 'FORBIDDEN', message: 'Forbidden' } });
    await expect(getPlatformHealth()).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('fails with the server error for other answers, after the API client’s retries', async () => {
    vi.useFakeTimers();
    const fetch = answer(500, { error: { code: 'INTERNAL', message: 'Internal server error' } });
    const failure = getPlatformHealth().catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await failure).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('fails as a network error when nothing comes back', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const pending = getPlatformHealth().catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    const failure = await pending;
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(0);
  });
});
