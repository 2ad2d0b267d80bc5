import { errorResponseSchema } from '@shared/api/error.schema';
import { meResponseSchema, messageResponseSchema } from '@shared/auth/auth.schema';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, createTestUser, signIn, uniqueEmail, uniqueIp } from '../../test/test-users';

const redirectUri = 'http://localhost:3000/reset-password';
const newPassword = 'a brand new passphrase';

describe('password reset by email', () => {
  let context: TestContext;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    context = await createTestApp({ smtpUrl: inbox.url });
  });
  afterAll(async () => {
    await context.close();
    await inbox.close();
  });

  const inject = (options: InjectOptions) => context.app.inject({ remoteAddress: uniqueIp(), ...options });
  const forgot = (email: string, extra: Record<string, unknown> = {}) =>
    inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email, redirectUri, ...extra } });
  const reset = (token: string, password = newPassword) =>
    inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token, password } });
  const resetMailTo = async (email: string) => {
    const mail = await inbox.waitForMail(
      (candidate) =>
        candidate.to.includes(email) &&
        candidate.links.some((link) => link.startsWith(`${redirectUri}?token=`)),
    );
    const link = mail.links.find((candidate) => candidate.startsWith(`${redirectUri}?token=`)) ?? '';
    return { mail, link, token: new URL(link).searchParams.get('token') ?? '' };
  };
  const errorCode = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error.code;

  it('mails a link to redirectUri?token=…; the new password signs in, the old one no longer does', async () => {
    const user = await createTestUser(context, { email: uniqueEmail('reset') });
    const response = await forgot(`  ${user.email.toUpperCase()} `);
    expect(response.statusCode).toBe(202);
    expect(messageResponseSchema.parse(response.json()).data.message).toMatch(/If an account/);

    const { mail, token } = await resetMailTo(user.email);
    expect(mail.subject).toBe('Reset your Kleinkram password');
    expect(mail.html).toContain('Choose a new password');

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(messageResponseSchema.parse(done.json()).data.message).toMatch(/password has been changed/);

    await expect(signIn(context, { email: user.email, password: user.password })).rejects.toThrow(/401/);
    await expect(signIn(context, { email: user.email, password: newPassword })).resolves.toBeDefined();
  });

  it('ends every session: refresh tokens issued before the reset stop working', async () => {
    const user = await createTestUser(context, { email: uniqueEmail('sessions') });
    const before = await signIn(context, user);
    const other = await signIn(context, user, { rememberMe: true });
    await forgot(user.email);
    const { token } = await resetMailTo(user.email);
    expect((await reset(token)).statusCode).toBe(200);

    for (const tokens of [before, other]) {
      const refreshed = await inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: tokens.refreshToken },
      });
      expect(refreshed.statusCode).toBe(401);
    }
  });

  it('works once per link', async () => {
    const user = await createTestUser(context, { email: uniqueEmail('once') });
    await forgot(user.email);
    const { token } = await resetMailTo(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(errorCode(again)).toBe('TOKEN_INVALID');
    await expect(signIn(context, { email: user.email, password: newPassword })).resolves.toBeDefined();
  });

  it('rejects an expired link with 410 TOKEN_EXPIRED', async () => {
    const user = await createTestUser(context, { email: uniqueEmail('expired') });
    await forgot(user.email);
    const { token } = await resetMailTo(user.email);
    await context.database.pool.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [user.id],
    );
    const response = await reset(token);
    expect(response.statusCode).toBe(410);
    expect(errorCode(response)).toBe('TOKEN_EXPIRED');
    await expect(signIn(context, user)).resolves.toBeDefined();
  });

  it('rejects an unknown token with TOKEN_INVALID and a short password with VALIDATION_FAILED', async () => {
    const unknown = await reset('not-a-token-we-ever-issued');
    expect(unknown.statusCode).toBe(400);
    expect(errorCode(unknown)).toBe('TOKEN_INVALID');
    const short = await reset('not-a-token-we-ever-issued', 'too-short');
    expect(short.statusCode).toBe(400);
    expect(errorCode(short)).toBe('VALIDATION_FAILED');
  });

  it('answers an unknown address exactly like a known one', async () => {
    const user = await createTestUser(context, { email: uniqueEmail('known') });
    const known = await forgot(user.email);
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
  });

  it('mails in German when asked, confirms the address and lifts a lock', async () => {
    const user = await createTestUser(context, { email: uniqueEmail('german'), isVerified: false });
    await context.database.pool.query(
      `UPDATE users SET failed_login_count = 10, locked_until = now() + interval '15 minutes' WHERE id = $1`,
      [user.id],
    );
    await forgot(user.email, { language: 'de' });
    const { mail, token } = await resetMailTo(user.email);
    expect(mail.subject).toBe('Setze dein Kleinkram-Passwort zurück');
    expect((await reset(token)).statusCode).toBe(200);

    const tokens = await signIn(context, { email: user.email, password: newPassword });
    const me = meResponseSchema.parse(
      (await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens) })).json(),
    ).data.user;
    expect(me.isEmailVerified).toBe(true);
  });

  it('only links to this site', async () => {
    const response = await forgot(uniqueEmail('phish'), {
      redirectUri: 'https://evil.example/reset-password',
    });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('BAD_REQUEST');
  });

  it('links only ever to PUBLIC_URL, whatever localhost port or Host the request names', async () => {
    const user = await createTestUser(context, { email: uniqueEmail('other-port') });
    const response = await forgot(user.email, { redirectUri: 'http://localhost:5999/reset-password?from=x' });
    expect(response.statusCode).toBe(202);
    const mail = await inbox.waitForMail((candidate) => candidate.to.includes(user.email));
    const tokenLinks = mail.links.filter((link) => link.includes('token='));
    expect(tokenLinks.length).toBeGreaterThan(0);
    for (const link of tokenLinks) expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?/);
  });

  it('limits requests per address', async () => {
    const email = uniqueEmail('flood');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await forgot(email)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
