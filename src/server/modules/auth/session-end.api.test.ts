import { type TokenPair, tokenPairResponseSchema } from '@shared/auth/auth.schema';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, createTestUser, signIn, uniqueIp } from '../../test/test-users';
import { createTestUser as createUserWithRoles } from '../../test/user-factory';
import { insertPasswordResetToken } from './auth.repository';
import { requireAuth } from './auth-guard';
import { generateOpaqueToken, hashOpaqueToken } from './opaque-token';

/**
 * Logout, a password reset and a role change end access at once (ADR 035), not when the access
 * token runs out 15 minutes later: on a contract route and on a bare `requireAuth` guard (the one the
 * contract's access rules are built from).
 */
describe('ending sessions ends their access tokens at once', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp({
      beforeReady(app) {
        app.get(
          '/api/test/older-guard',
          { preHandler: requireAuth(app.deps.config.authSecret) },
          async (request) => ({ userId: request.auth?.userId }),
        );
      },
    });
  });
  afterAll(() => context.close());

  const inject = (options: InjectOptions) => context.app.inject({ remoteAddress: uniqueIp(), ...options });
  /** The status of a signed-in call on a contract route and on an older route, for one token. */
  const accessStatuses = async (tokens: { accessToken: string }) => ({
    contract: (await inject({ method: 'GET', url: '/api/saved-searches', headers: bearer(tokens) }))
      .statusCode,
    older: (await inject({ method: 'GET', url: '/api/test/older-guard', headers: bearer(tokens) }))
      .statusCode,
  });
  const allowed = { contract: 200, older: 200 };
  const ended = { contract: 401, older: 401 };
  const refresh = (tokens: TokenPair) =>
    inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: tokens.refreshToken } });

  it('logout ends that session only', async () => {
    const user = await createTestUser(context);
    const phone = await signIn(context, user);
    const laptop = await signIn(context, user);
    expect(await accessStatuses(phone)).toEqual(allowed);

    const logout = await inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: phone.refreshToken },
    });
    expect(logout.statusCode).toBe(204);
    expect(await accessStatuses(phone)).toEqual(ended);
    expect(await accessStatuses(laptop)).toEqual(allowed);
  });

  it('a password reset ends every session of the user', async () => {
    const user = await createTestUser(context);
    const first = await signIn(context, user);
    const second = await signIn(context, user, { rememberMe: true });
    const resetToken = generateOpaqueToken();
    await insertPasswordResetToken(context.database.db, {
      userId: user.id,
      tokenHash: hashOpaqueToken(resetToken),
      expiresAt: new Date(Date.now() + 60_000),
    });

    const reset = await inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: resetToken, password: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await accessStatuses(first)).toEqual(ended);
    expect(await accessStatuses(second)).toEqual(ended);

    const fresh = await signIn(context, { email: user.email, password: 'a brand new passphrase' });
    expect(await accessStatuses(fresh)).toEqual(allowed);
  });

  it('removing a role ends every session of the user, refresh included', async () => {
    const admin = await createUserWithRoles(context, { roles: ['admin'], label: 'role-admin' });
    const user = await createTestUser(context);
    const session = await signIn(context, user);
    expect(await accessStatuses(session)).toEqual(allowed);

    const removal = await inject({
      method: 'DELETE',
      url: `/api/authorization/users/${user.id}/roles/seller`,
      headers: admin.headers,
    });
    expect(removal.statusCode).toBe(200);
    expect(await accessStatuses(session)).toEqual(ended);
    expect((await refresh(session)).statusCode).toBe(401);

    // Signing in again gives a token with the roles the user holds now.
    const again = await signIn(context, user);
    expect(await accessStatuses(again)).toEqual(allowed);
    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(again) });
    expect(me.json()).toMatchObject({ data: { user: { roles: ['buyer'] } } });
  });

  it('assigning a role ends the sessions too, so the new role counts from the next sign-in', async () => {
    const admin = await createUserWithRoles(context, { roles: ['admin'], label: 'role-admin' });
    const user = await createTestUser(context);
    const session = await signIn(context, user);
    const assignment = await inject({
      method: 'POST',
      url: `/api/authorization/users/${user.id}/roles`,
      headers: admin.headers,
      payload: { roleId: 'moderator' },
    });
    expect(assignment.statusCode).toBe(200);
    expect(await accessStatuses(session)).toEqual(ended);
  });

  it('a change that changes nothing (a role already held) keeps the sessions', async () => {
    const admin = await createUserWithRoles(context, { roles: ['admin'], label: 'role-admin' });
    const user = await createTestUser(context);
    const session = await signIn(context, user);
    const assignment = await inject({
      method: 'POST',
      url: `/api/authorization/users/${user.id}/roles`,
      headers: admin.headers,
      payload: { roleId: 'buyer' },
    });
    expect(assignment.statusCode).toBe(200);
    expect(await accessStatuses(session)).toEqual(allowed);
  });

  it('a refreshed session keeps working; the access token of an ended one does not come back', async () => {
    const user = await createTestUser(context);
    const session = await signIn(context, user);
    const refreshed = tokenPairResponseSchema.parse((await refresh(session)).json()).data;
    // The rotated pair belongs to the same session: both access tokens stay valid until it ends.
    expect(await accessStatuses(session)).toEqual(allowed);
    expect(await accessStatuses(refreshed)).toEqual(allowed);
    await inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: refreshed.refreshToken },
    });
    expect(await accessStatuses(session)).toEqual(ended);
    expect(await accessStatuses(refreshed)).toEqual(ended);
  });
});
