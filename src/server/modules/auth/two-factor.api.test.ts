import { errorResponseSchema } from '@shared/api/error.schema';
import { recoveryCodeCount } from '@shared/auth/auth.constants';
import {
  recoveryCodesResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from '@shared/auth/two-factor.schema';
import type { InjectOptions } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, createTestUser, signIn, type TestUser, uniqueIp } from '../../test/test-users';

const recoveryCodePattern = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{2}$/;

/** The code an authenticator shows `stepOffset` 30-second steps from now. */
const codeAt = (secret: string, stepOffset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });

/** A six-digit code that is certainly not the one for that step. */
const wrongCode = async (secret: string) =>
  String((Number(await codeAt(secret)) + 500_000) % 1_000_000).padStart(6, '0');

describe('two-factor authentication', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  const inject = (options: InjectOptions) => context.app.inject({ remoteAddress: uniqueIp(), ...options });
  const login = (payload: Record<string, unknown>) =>
    inject({ method: 'POST', url: '/api/auth/login', payload });
  const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;

  /** A signed-in user with two-factor on; the code of the current step is used up by enabling. */
  async function userWithTwoFactor(): Promise<{
    user: TestUser;
    headers: Record<string, string>;
    secret: string;
    setupCode: string;
    recoveryCodes: string[];
  }> {
    const user = await createTestUser(context);
    const headers = bearer(await signIn(context, user));
    const setup = await inject({ method: 'POST', url: '/api/auth/2fa/setup', headers, payload: {} });
    const { secret } = twoFactorSetupResponseSchema.parse(setup.json()).data;
    const setupCode = await codeAt(secret);
    const verify = await inject({
      method: 'POST',
      url: '/api/auth/2fa/verify',
      headers,
      payload: { otp: setupCode },
    });
    expect(verify.statusCode).toBe(200);
    const { recoveryCodes } = recoveryCodesResponseSchema.parse(verify.json()).data;
    return { user, headers, secret, setupCode, recoveryCodes };
  }

  it('sets up with a secret and otpauth URI, and turns on only with a valid code', async () => {
    const user = await createTestUser(context);
    const headers = bearer(await signIn(context, user));
    const status = async () =>
      twoFactorStatusResponseSchema.parse(
        (await inject({ method: 'GET', url: '/api/auth/2fa/status', headers })).json(),
      ).data;
    expect(await status()).toEqual({
      isEnabled: false,
      enabledAt: null,
      recoveryCodesRemaining: 0,
      isSetupPending: false,
    });

    const setup = await inject({ method: 'POST', url: '/api/auth/2fa/setup', headers });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = twoFactorSetupResponseSchema.parse(setup.json()).data;
    expect(otpauthUri).toBe(
      `otpauth://totp/Kleinkram:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Kleinkram`,
    );
    expect((await status()).isSetupPending).toBe(true);
    const stored = await context.database.pool.query<{ totp_secret_encrypted: string }>(
      'SELECT totp_secret_encrypted FROM users WHERE id = $1',
      [user.id],
    );
    expect(stored.rows[0]?.totp_secret_encrypted).not.toContain(secret);

    const wrong = await inject({
      method: 'POST',
      url: '/api/auth/2fa/verify',
      headers,
      payload: { otp: await wrongCode(secret) },
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual({ code: 'INVALID_OTP', message: 'Invalid one-time password' });

    const verify = await inject({
      method: 'POST',
      url: '/api/auth/2fa/verify',
      headers,
      payload: { otp: await codeAt(secret) },
    });
    expect(verify.statusCode).toBe(200);
    const { recoveryCodes } = recoveryCodesResponseSchema.parse(verify.json()).data;
    expect(recoveryCodes).toHaveLength(recoveryCodeCount);
    expect(new Set(recoveryCodes).size).toBe(recoveryCodeCount);
    for (const code of recoveryCodes) expect(code).toMatch(recoveryCodePattern);
    expect(await status()).toMatchObject({
      isEnabled: true,
      recoveryCodesRemaining: 10,
      isSetupPending: false,
    });

    const again = await inject({ method: 'POST', url: '/api/auth/2fa/setup', headers });
    expect(again.statusCode).toBe(409);
  });

  it('asks for the second factor at sign-in and accepts each code only once', async () => {
    const { user, secret, setupCode } = await userWithTwoFactor();

    const missing = await login({ email: user.email, password: user.password });
    expect(missing.statusCode).toBe(401);
    expect(errorOf(missing)).toEqual({
      code: 'TWO_FACTOR_REQUIRED',
      message: 'Two-factor authentication required',
    });

    const wrong = await login({ email: user.email, password: user.password, otp: await wrongCode(secret) });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual({ code: 'INVALID_OTP', message: 'Invalid one-time password' });

    // The code that turned two-factor on is used up: presenting it again is a replay.
    const replayOfSetupCode = await login({ email: user.email, password: user.password, otp: setupCode });
    expect(errorOf(replayOfSetupCode).code).toBe('INVALID_OTP');

    const nextCode = await codeAt(secret, 1);
    const accepted = await login({ email: user.email, password: user.password, otp: nextCode });
    expect(accepted.statusCode).toBe(200);
    const replay = await login({ email: user.email, password: user.password, otp: nextCode });
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).code).toBe('INVALID_OTP');

    const wrongPassword = await login({ email: user.email, password: 'nope', otp: await codeAt(secret, 1) });
    expect(errorOf(wrongPassword).code).toBe('INVALID_CREDENTIALS');
  });

  it('accepts each recovery code once, and regenerating replaces them all', async () => {
    const { user, headers, secret, recoveryCodes } = await userWithTwoFactor();
    const [first = '', second = ''] = recoveryCodes;

    const accepted = await login({
      email: user.email,
      password: user.password,
      recoveryCode: first.toLowerCase(),
    });
    expect(accepted.statusCode).toBe(200);
    const reused = await login({ email: user.email, password: user.password, recoveryCode: first });
    expect(reused.statusCode).toBe(401);
    expect(errorOf(reused)).toEqual({ code: 'INVALID_RECOVERY_CODE', message: 'Invalid recovery code' });

    const status = await inject({ method: 'GET', url: '/api/auth/2fa/status', headers });
    expect(twoFactorStatusResponseSchema.parse(status.json()).data.recoveryCodesRemaining).toBe(9);

    const regenerated = await inject({
      method: 'POST',
      url: '/api/auth/2fa/recovery-codes',
      headers,
      payload: { otp: await codeAt(secret, 1) },
    });
    expect(regenerated.statusCode).toBe(200);
    const fresh = recoveryCodesResponseSchema.parse(regenerated.json()).data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    const oldCode = await login({ email: user.email, password: user.password, recoveryCode: second });
    expect(errorOf(oldCode).code).toBe('INVALID_RECOVERY_CODE');
    const newCode = await login({ email: user.email, password: user.password, recoveryCode: fresh[0] });
    expect(newCode.statusCode).toBe(200);
  });

  it('turns off with the password, a recovery code or a current code, and not with a wrong one', async () => {
    const byPassword = await userWithTwoFactor();
    const disable = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      inject({ method: 'POST', url: '/api/auth/2fa/disable', headers, payload });

    const wrong = await disable(byPassword.headers, { password: 'not my password' });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).code).toBe('INVALID_CREDENTIALS');
    const empty = await disable(byPassword.headers, {});
    expect(empty.statusCode).toBe(400);

    const off = await disable(byPassword.headers, { password: byPassword.user.password });
    expect(off.statusCode).toBe(200);
    expect(twoFactorStatusResponseSchema.parse(off.json()).data).toMatchObject({
      isEnabled: false,
      recoveryCodesRemaining: 0,
    });
    const plain = await login({ email: byPassword.user.email, password: byPassword.user.password });
    expect(plain.statusCode).toBe(200);

    const byRecovery = await userWithTwoFactor();
    expect(
      (await disable(byRecovery.headers, { recoveryCode: byRecovery.recoveryCodes[3] })).statusCode,
    ).toBe(200);

    const byCode = await userWithTwoFactor();
    expect((await disable(byCode.headers, { otp: await codeAt(byCode.secret, 1) })).statusCode).toBe(200);
    expect((await disable(byCode.headers, { otp: await codeAt(byCode.secret, 1) })).statusCode).toBe(409);
  });

  it('limits wrong codes per user', async () => {
    const user = await createTestUser(context);
    const headers = bearer(await signIn(context, user));
    const setup = await inject({ method: 'POST', url: '/api/auth/2fa/setup', headers });
    const { secret } = twoFactorSetupResponseSchema.parse(setup.json()).data;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/2fa/verify',
        headers,
        payload: { otp: await wrongCode(secret) },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('requires a session', async () => {
    const response = await inject({ method: 'GET', url: '/api/auth/2fa/status' });
    expect(response.statusCode).toBe(401);
  });
});
