import { tokenPairResponseSchema } from '@shared/auth/auth.schema';
import { twoFactorSetupResponseSchema } from '@shared/auth/two-factor.schema';
import type { InjectOptions } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, createTestUser, uniqueIp } from '../../test/test-users';

/** Answers that carry tokens, secrets or recovery codes: no browser or proxy cache may keep them. */
describe('caching of token answers', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  const inject = (options: InjectOptions) => context.app.inject({ remoteAddress: uniqueIp(), ...options });

  it('sends sign-in and refresh token pairs with Cache-Control: no-store', async () => {
    const user = await createTestUser(context);
    const login = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');

    const { refreshToken } = tokenPairResponseSchema.parse(login.json()).data;
    const refresh = await inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
  });

  it('sends the two-factor secret and recovery codes with Cache-Control: no-store', async () => {
    const user = await createTestUser(context);
    const login = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const headers = bearer(tokenPairResponseSchema.parse(login.json()).data);

    const setup = await inject({ method: 'POST', url: '/api/auth/2fa/setup', headers, payload: {} });
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');

    const { secret } = twoFactorSetupResponseSchema.parse(setup.json()).data;
    const epoch = Math.floor(Date.now() / 1000);
    const verify = await inject({
      method: 'POST',
      url: '/api/auth/2fa/verify',
      headers,
      payload: { otp: await generate({ secret, epoch }) },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.headers['cache-control']).toBe('no-store');

    // The code of the next step: the one that turned two-factor on is used up.
    const regenerate = await inject({
      method: 'POST',
      url: '/api/auth/2fa/recovery-codes',
      headers,
      payload: { otp: await generate({ secret, epoch: epoch + 30 }) },
    });
    expect(regenerate.statusCode).toBe(200);
    expect(regenerate.headers['cache-control']).toBe('no-store');
  });
});
