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

  it('reads the body of a degraded 503 instead of failing (and does not retry it)', async () => {
    const fetch = answer(503, health('degraded'));
    await expect(getPlatformHealth()).resolves.toMatchObject({ status: 'degraded' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails with the server error for other answers, after the API client’s retries', async () => {
    vi.useFakeTimers();
    const fetch = answer(500, { error: { code: 'INTERNAL', message: 'Internal server error' } });
    const failure = getPlatformHealth().catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await failure).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('fails for a 503 whose body is not a health report', async () => {
    vi.useFakeTimers();
    answer(503, { error: { code: 'INTERNAL', message: 'Down' } });
    const failure = getPlatformHealth().catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await failure).toMatchObject({ status: 503, failureBody: undefined });
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
