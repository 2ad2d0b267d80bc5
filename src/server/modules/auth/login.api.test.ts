import { errorResponseSchema } from '@shared/api/error.schema';
import {
  accessTokenLifetimeSeconds,
  rememberedRefreshLifetimeSeconds,
  sessionRefreshLifetimeSeconds,
} from '@shared/auth/auth.constants';
import { meResponseSchema, tokenPairResponseSchema } from '@shared/auth/auth.schema';
import type { InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleUsers } from '../../db/seed/demo-users.data';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, createTestUser, signIn, uniqueEmail, uniqueIp } from '../../test/test-users';

describe('sign-in, sessions and brute-force protection', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  const inject = (options: InjectOptions) => context.app.inject({ remoteAddress: uniqueIp(), ...options });
  const login = (payload: Record<string, unknown>, remoteAddress = uniqueIp()) =>
    context.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload });
  const refresh = (refreshToken: string) =>
    inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;
  const secondsFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 1000;

  it('signs in and returns a token pair whose access token names the user and roles', async () => {
    const user = await createTestUser(context);
    const response = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const tokens = tokenPairResponseSchema.parse(response.json()).data;
    const payload = decodeJwt(tokens.accessToken);
    expect(payload.sub).toBe(user.id);
    expect(payload.roles).toEqual(['buyer', 'seller']);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(accessTokenLifetimeSeconds);
    expect(Math.abs(secondsFromNow(tokens.accessTokenExpiresAt) - accessTokenLifetimeSeconds)).toBeLessThan(
      60,
    );
    expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers a wrong password and an unknown email with the same error', async () => {
    const user = await createTestUser(context);
    const wrongPassword = await login({ email: user.email, password: 'not the password' });
    const unknownEmail = await login({ email: uniqueEmail('ghost'), password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(errorOf(wrongPassword)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Email or password is not correct',
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('keeps a session 12 hours, or 30 days with rememberMe', async () => {
    const user = await createTestUser(context);
    const session = await signIn(context, user);
    const remembered = await signIn(context, user, { rememberMe: true });
    expect(
      Math.abs(secondsFromNow(session.refreshTokenExpiresAt) - sessionRefreshLifetimeSeconds),
    ).toBeLessThan(60);
    expect(
      Math.abs(secondsFromNow(remembered.refreshTokenExpiresAt) - rememberedRefreshLifetimeSeconds),
    ).toBeLessThan(60);
  });

  it('rotates the refresh token on every refresh, keeping the session end', async () => {
    const user = await createTestUser(context);
    const first = await signIn(context, user, { rememberMe: true });
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const second = tokenPairResponseSchema.parse(response.json()).data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.refreshTokenExpiresAt).toBe(first.refreshTokenExpiresAt);
    expect(decodeJwt(second.accessToken).sub).toBe(user.id);

    const third = await refresh(second.refreshToken);
    expect(third.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is presented again', async () => {
    const user = await createTestUser(context);
    const stolen = await signIn(context, user);
    const rotated = tokenPairResponseSchema.parse((await refresh(stolen.refreshToken)).json()).data;

    const reuse = await refresh(stolen.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(errorOf(reuse).code).toBe('UNAUTHENTICATED');
    // The newest token of that family stops working too; other sessions are untouched.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    const otherSession = await signIn(context, user);
    expect((await refresh(otherSession.refreshToken)).statusCode).toBe(200);
  });

  it('lets exactly one of several concurrent refreshes with one token win, and revokes the family', async () => {
    const user = await createTestUser(context);
    for (let round = 0; round < 3; round += 1) {
      const tokens = await signIn(context, user);
      const answers = await Promise.all(Array.from({ length: 4 }, () => refresh(tokens.refreshToken)));
      const winners = answers.filter((answer) => answer.statusCode === 200);
      expect(winners).toHaveLength(1);
      for (const loser of answers.filter((answer) => answer.statusCode !== 200)) {
        expect(loser.statusCode).toBe(401);
        expect(errorOf(loser).code).toBe('UNAUTHENTICATED');
      }
      // The reuse revoked the family: the winner's pair, handed out in the race, is dead too.
      const won = tokenPairResponseSchema.parse(winners[0]?.json()).data;
      expect((await refresh(won.refreshToken)).statusCode).toBe(401);
      const me = await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(won) });
      expect(me.statusCode).toBe(401);
    }
  });

  it('logs out: the refresh token stops working, unknown tokens are fine', async () => {
    const user = await createTestUser(context);
    const tokens = await signIn(context, user);
    const logout = await inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    const unknown = await inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: 'never-issued-refresh-token' },
    });
    expect(unknown.statusCode).toBe(204);
  });

  it('answers /auth/me for a valid access token only', async () => {
    const user = await createTestUser(context);
    const tokens = await signIn(context, user);
    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens) });
    expect(me.statusCode).toBe(200);
    const body = meResponseSchema.parse(me.json()).data.user;
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      isEmailVerified: true,
      isTwoFactorEnabled: false,
    });

    const anonymous = await inject({ method: 'GET', url: '/api/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('signs in the demo accounts with their README passwords, onboarding completed', async () => {
    for (const demo of roleUsers) {
      const tokens = await signIn(context, { email: demo.email, password: demo.password ?? '' });
      const me = meResponseSchema.parse(
        (await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens) })).json(),
      ).data.user;
      expect(me.roles).toEqual(demo.roles);
      expect(me.onboarding).toMatchObject({ completed: true, currentStep: 3 });
    }
  });

  it('locks an account for 15 minutes after ten failures from one address, even for the right password', async () => {
    const user = await createTestUser(context);
    const address = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await login({ email: user.email, password: `wrong-${attempt}` }, address);
      expect(response.statusCode).toBe(401);
    }
    const locked = await login({ email: user.email, password: user.password }, address);
    expect(locked.statusCode).toBe(423);
    expect(errorOf(locked)).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: 'Too many failed sign-in attempts. Please try again later.',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const row = await context.database.pool.query<{ locked_until: Date | null; failed_login_count: number }>(
      'SELECT locked_until, failed_login_count FROM users WHERE id = $1',
      [user.id],
    );
    expect(row.rows[0]?.failed_login_count).toBe(10);
    // The lock is of this account at this address, not of the account everywhere.
    expect(row.rows[0]?.locked_until).toBeNull();

    // Fifteen minutes later (moved back in time here), the right password works and resets the count.
    await context.database.pool.query(
      `UPDATE auth_attempts SET created_at = created_at - interval '16 minutes' WHERE key LIKE $1`,
      [`account:${user.email}%`],
    );
    expect((await login({ email: user.email, password: user.password }, address)).statusCode).toBe(200);
    const after = await context.database.pool.query('SELECT failed_login_count FROM users WHERE id = $1', [
      user.id,
    ]);
    expect(after.rows[0]?.failed_login_count).toBe(0);
  });

  it('does not lock the owner out: failures from another address lock only that address', async () => {
    const admin = await createTestUser(context);
    const attacker = uniqueIp();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await login({ email: admin.email, password: `guess-${attempt}` }, attacker);
    }
    expect((await login({ email: admin.email, password: admin.password }, attacker)).statusCode).toBe(423);

    const owner = await login({ email: admin.email, password: admin.password }, uniqueIp());
    expect(owner.statusCode).toBe(200);
    // The owner's sign-in does not lift the attacker's lock.
    expect((await login({ email: admin.email, password: 'guess-again' }, attacker)).statusCode).toBe(423);
  });

  it('locks unknown addresses the same way, so a lock tells nothing', async () => {
    const email = uniqueEmail('unknown-lock');
    const address = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login({ email, password: 'guess' }, address)).statusCode).toBe(401);
    }
    const locked = await login({ email, password: 'guess' }, address);
    expect(locked.statusCode).toBe(423);
    expect(errorOf(locked).code).toBe('ACCOUNT_LOCKED');
    expect((await login({ email, password: 'guess' }, uniqueIp())).statusCode).toBe(401);
  });

  it('slows down repeated failures of one account', async () => {
    const user = await createTestUser(context);
    const durations: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const started = performance.now();
      await login({ email: user.email, password: 'wrong' });
      durations.push(performance.now() - started);
    }
    // Base delay 1 ms in tests: failures 4…8 wait 1, 2, 4, 8, 16 ms on top of the password check.
    expect(Math.max(...durations.slice(6))).toBeGreaterThanOrEqual(8);
  });

  it('limits failed sign-ins per IP address with 429 and Retry-After', async () => {
    const address = uniqueIp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await login({ email: uniqueEmail('spray'), password: 'guess' }, address);
      expect(response.statusCode).toBe(401);
    }
    const limited = await login({ email: uniqueEmail('spray'), password: 'guess' }, address);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    const user = await createTestUser(context);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });
});
