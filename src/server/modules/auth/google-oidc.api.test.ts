import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { errorResponseSchema } from '@shared/api/error.schema';
import { meResponseSchema } from '@shared/auth/auth.schema';
import {
  authProvidersResponseSchema,
  googleStartResponseSchema,
  oauthResultFragmentSchema,
} from '@shared/auth/oauth.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OidcDouble, startOidcDouble } from '../../test/oidc-double';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, createTestUser, uniqueEmail, uniqueIp } from '../../test/test-users';

const client = { clientId: 'kleinkram-test.apps.example', clientSecret: 'test-client-secret' };

describe('Google sign-in without configuration', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it('answers 501 NOT_CONFIGURED and reports the provider as unavailable', async () => {
    const start = await context.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    expect(start.statusCode).toBe(501);
    expect(errorResponseSchema.parse(start.json()).error).toEqual({
      code: 'NOT_CONFIGURED',
      message: 'Google sign-in is not configured',
    });
    const callback = await context.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=x&state=y',
    });
    expect(callback.statusCode).toBe(501);
    const providers = await context.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(authProvidersResponseSchema.parse(providers.json())).toEqual({ data: { google: false } });
  });
});

describe('Google sign-in without configuration, in the logs', () => {
  const lines: { level: number; msg?: string; err?: { stack?: string } }[] = [];
  let context: TestContext;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    context = await createTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(() => context.close());

  it('answers 501 on every call without logging an error or a stack trace', async () => {
    for (let call = 0; call < 3; call += 1) {
      const start = await context.app.inject({ method: 'GET', url: '/api/auth/google/start' });
      expect(start.statusCode).toBe(501);
    }
    expect(lines.filter((line) => line.level >= 50 || line.err?.stack)).toEqual([]);
  });
});

describe('Google sign-in against a local OpenID Connect double', () => {
  let context: TestContext;
  let provider: OidcDouble;
  beforeAll(async () => {
    provider = await startOidcDouble(client);
    context = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: client.clientId,
        GOOGLE_CLIENT_SECRET: client.clientSecret,
        GOOGLE_ISSUER_URL: provider.issuer,
      },
    });
  });
  afterAll(async () => {
    await context.close();
    await provider.close();
  });

  const start = async (query = '') => {
    const response = await context.app.inject({ method: 'GET', url: `/api/auth/google/start${query}` });
    expect(response.statusCode).toBe(200);
    return googleStartResponseSchema.parse(response.json()).data.url;
  };
  const callback = (code: string, authorizationUrl: string) =>
    context.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?${new URLSearchParams({
        code,
        state: new URL(authorizationUrl).searchParams.get('state') ?? '',
        scope: 'openid email profile',
        authuser: '0',
      })}`,
    });
  const claimsFor = (email: string, extra: { name?: string; email_verified?: boolean } = {}) => ({
    sub: randomUUID(),
    email,
    email_verified: true,
    ...extra,
  });

  it('reports the provider as available', async () => {
    const providers = await context.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(authProvidersResponseSchema.parse(providers.json())).toEqual({ data: { google: true } });
  });

  it('starts with state, nonce and PKCE, and signs a new user in with the session in the fragment', async () => {
    const url = await start('?redirectTo=%2Fsell%3Fdraft%3D1');
    const params = new URL(url).searchParams;
    expect(url.startsWith(`${provider.issuer}/authorize?`)).toBe(true);
    expect(params.get('client_id')).toBe(client.clientId);
    expect(params.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(params.get(name)?.length).toBeGreaterThan(20);

    const email = uniqueEmail('google');
    const response = await callback(provider.approve(url, claimsFor(email, { name: 'Grete Google' })), url);
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/login');
    expect(location.searchParams.get('oauth')).toBe('success');
    const result = oauthResultFragmentSchema.parse(
      Object.fromEntries(new URLSearchParams(location.hash.slice(1))),
    );
    expect(result.redirectTo).toBe('/sell?draft=1');
    expect(provider.tokenRequests.at(-1)?.get('code_verifier')?.length).toBeGreaterThan(40);

    const me = meResponseSchema.parse(
      (await context.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(result) })).json(),
    ).data.user;
    expect(me).toMatchObject({
      email,
      displayName: 'Grete Google',
      isEmailVerified: true,
      roles: ['buyer', 'seller'],
    });

    const refreshed = await context.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: result.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('uses each state once', async () => {
    const url = await start();
    const email = uniqueEmail('google-once');
    expect((await callback(provider.approve(url, claimsFor(email)), url)).statusCode).toBe(302);
    const again = await callback(provider.approve(url, claimsFor(email)), url);
    expect(again.headers.location).toBe('http://localhost:3000/login?oauth=error&reason=invalid_state');
  });

  it('rejects an ID token with another nonce or audience, and unverified addresses', async () => {
    const nonceUrl = await start();
    const wrongNonce = await callback(
      provider.approve(nonceUrl, claimsFor(uniqueEmail()), { nonce: 'other' }),
      nonceUrl,
    );
    expect(wrongNonce.headers.location).toBe('http://localhost:3000/login?oauth=error&reason=invalid_token');

    const audienceUrl = await start();
    const wrongAudience = await callback(
      provider.approve(audienceUrl, claimsFor(uniqueEmail()), { audience: 'someone-else' }),
      audienceUrl,
    );
    expect(wrongAudience.headers.location).toBe(
      'http://localhost:3000/login?oauth=error&reason=invalid_token',
    );

    const unverifiedUrl = await start();
    const unverified = await callback(
      provider.approve(unverifiedUrl, claimsFor(uniqueEmail(), { email_verified: false })),
      unverifiedUrl,
    );
    expect(unverified.headers.location).toBe(
      'http://localhost:3000/login?oauth=error&reason=email_not_verified',
    );
  });

  it('signs in an existing account by email; an unconfirmed one loses the password someone else may have set', async () => {
    const squatted = await createTestUser(context, { isVerified: false });
    const url = await start();
    const response = await callback(provider.approve(url, claimsFor(squatted.email.toUpperCase())), url);
    const fragment = new URLSearchParams(new URL(String(response.headers.location)).hash.slice(1));
    const me = meResponseSchema.parse(
      (
        await context.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${fragment.get('accessToken')}` },
        })
      ).json(),
    ).data.user;
    expect(me).toMatchObject({ id: squatted.id, isEmailVerified: true });
    const passwordLogin = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: uniqueIp(),
      payload: { email: squatted.email, password: squatted.password },
    });
    expect(passwordLogin.statusCode).toBe(401);
  });

  it('only redirects inside the app', async () => {
    for (const redirectTo of ['https://evil.example/', '//evil.example/path']) {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/auth/google/start?redirectTo=${encodeURIComponent(redirectTo)}`,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
