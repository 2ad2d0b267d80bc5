import { errorResponseSchema } from '@shared/api/error.schema';
import { meResponseSchema, messageResponseSchema } from '@shared/auth/auth.schema';
import { confirmVerificationResponseSchema } from '@shared/auth/verification.schema';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, signIn, uniqueEmail, uniqueIp } from '../../test/test-users';
import { requireAuth, requireVerifiedEmail } from './auth-guard';

const redirectUri = 'http://localhost:3000/verify-email';
const password = 'correct horse battery';

describe('registration and email verification', () => {
  let context: TestContext;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    context = await createTestApp({
      smtpUrl: inbox.url,
      beforeReady(app) {
        app.get(
          '/api/test/verified-only',
          {
            preHandler: [requireAuth(app.deps.config.authSecret), requireVerifiedEmail(app.deps.database.db)],
          },
          async () => ({ ok: true }),
        );
      },
    });
  });
  afterAll(async () => {
    await context.close();
    await inbox.close();
  });

  const inject = (options: InjectOptions) => context.app.inject({ remoteAddress: uniqueIp(), ...options });
  const register = (
    email: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { email, password, redirectUri, ...extra },
    });
  const confirm = (token: string) =>
    inject({ method: 'POST', url: '/api/auth/verification/confirm', payload: { token } });
  const tokenFromMail = (link: string | undefined) => new URL(link ?? '').searchParams.get('token') ?? '';
  const verificationMailTo = (email: string) =>
    inbox.waitForMail(
      (mail) => mail.to.includes(email) && mail.links.some((link) => link.includes('token=')),
    );

  it('links only ever to PUBLIC_URL, whatever localhost port the request names', async () => {
    const email = uniqueEmail('other-port');
    const response = await register(email, { redirectUri: 'http://127.0.0.1:5999/verify-email' });
    expect(response.statusCode).toBe(202);
    const mail = await verificationMailTo(email);
    for (const link of mail.links.filter((candidate) => candidate.includes('token='))) {
      expect(link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=/);
    }
    // Someone registering a taken address from another port: the owner's mail links here too.
    const again = await register(email, { redirectUri: 'http://localhost:5999/verify-email' });
    expect(again.statusCode).toBe(202);
    const notice = await inbox.waitForMail(
      (candidate) => candidate.to.includes(email) && candidate.links.some((link) => link.includes('/login')),
    );
    expect(notice.links.filter((link) => link.includes('localhost:5999'))).toEqual([]);
  });

  it('registers, mails a link to redirectUri?token=…, and confirms once', async () => {
    const email = uniqueEmail('register');
    const response = await register(`  ${email.toUpperCase()} `);
    expect(response.statusCode).toBe(202);
    expect(messageResponseSchema.parse(response.json()).data.message).toMatch(/sent an email/);

    const mail = await verificationMailTo(email);
    expect(mail.subject).toBe('Confirm your email address for Kleinkram');
    const link = mail.links.find((candidate) => candidate.startsWith(`${redirectUri}?token=`));
    expect(link).toBeDefined();
    expect(mail.html).toContain('Confirm email address');
    const token = tokenFromMail(link);

    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(messageResponseSchema.parse(first.json()).data.message).toMatch(/confirmed/);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(errorResponseSchema.parse(again.json()).error.code).toBe('TOKEN_INVALID');

    const tokens = await signIn(context, { email, password });
    const me = meResponseSchema.parse(
      (await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens) })).json(),
    ).data.user;
    expect(me).toMatchObject({ email, isEmailVerified: true, roles: ['buyer', 'seller'] });
    expect(me.onboarding).toEqual({ completed: false, currentStep: 0, completedAt: null, lastSeenAt: null });
  });

  it('confirming signs the user in like sign-in does: a token pair, not cached (ADR 048)', async () => {
    const email = uniqueEmail('confirm-session');
    // The origin route rides along in the link, so the web can land the user there afterwards.
    await register(email, { redirectUri: `${redirectUri}?from=%2Fsell` });
    const link = (await verificationMailTo(email)).links.find((candidate) => candidate.includes('token='));
    expect(new URL(link ?? '').searchParams.get('from')).toBe('/sell');

    const response = await confirm(tokenFromMail(link));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const { session } = confirmVerificationResponseSchema.parse(response.json()).data;
    if (!session) throw new Error('confirming answered no session');
    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) });
    expect(me.statusCode).toBe(200);
    expect(meResponseSchema.parse(me.json()).data.user).toMatchObject({ email, isEmailVerified: true });

    // A session like any other (ADR 035): logout ends it at once.
    const logout = await inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session),
      payload: { refreshToken: session.refreshToken },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const after = await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) });
    expect(after.statusCode).toBe(401);
  });

  it('answers no session when the account is locked by hand, so the web falls back to /login', async () => {
    const email = uniqueEmail('confirm-locked');
    await register(email);
    const token = tokenFromMail((await verificationMailTo(email)).links[0]);
    await context.database.pool.query(
      `UPDATE users SET locked_until = now() + interval '1 hour' WHERE email = $1`,
      [email],
    );
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(confirmVerificationResponseSchema.parse(response.json()).data.session).toBeNull();
  });

  it('rejects an expired link with TOKEN_EXPIRED', async () => {
    const email = uniqueEmail('expired');
    await register(email);
    const token = tokenFromMail((await verificationMailTo(email)).links[0]);
    await context.database.pool.query(
      `UPDATE email_verification_tokens SET expires_at = now() - interval '1 minute'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    const response = await confirm(token);
    expect(response.statusCode).toBe(410);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('TOKEN_EXPIRED');
  });

  it('rejects an unknown token with TOKEN_INVALID', async () => {
    const response = await confirm('not-a-token-we-ever-issued');
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('TOKEN_INVALID');
  });

  it('answers a taken address exactly like a new one, and tells the owner by mail (in German when asked)', async () => {
    const email = uniqueEmail('taken');
    const first = await register(email);
    await verificationMailTo(email);
    const second = await register(
      email,
      { password: 'another password 123' },
      { 'accept-language': 'de-DE,de;q=0.9' },
    );
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());

    const notice = await inbox.waitForMail(
      (mail) => mail.to.includes(email) && mail.subject.startsWith('Jemand wollte sich'),
    );
    expect(notice.text).toContain('http://localhost:3000/login');
    expect(notice.text).toContain('http://localhost:3000/reset-password');
    expect(notice.text).not.toContain('/support');
    expect(notice.links.some((link) => link.includes('token='))).toBe(false);
    // The first password still signs in; the second attempt changed nothing.
    await expect(signIn(context, { email, password })).resolves.toBeDefined();
  });

  it('resends a link to unconfirmed accounts and answers unknown addresses the same way', async () => {
    const email = uniqueEmail('resend');
    await register(email);
    await verificationMailTo(email);
    const resend = (address: string) =>
      inject({
        method: 'POST',
        url: '/api/auth/verification/resend',
        payload: { email: address, redirectUri, language: 'de' },
      });

    const known = await resend(email);
    const unknown = await resend(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());

    const german = await inbox.waitForMail(
      (mail) => mail.to.includes(email) && mail.subject === 'Bestätige deine E-Mail-Adresse für Kleinkram',
    );
    const response = await confirm(tokenFromMail(german.links.find((link) => link.includes('token='))));
    expect(response.statusCode).toBe(200);
  });

  it('only links to this site', async () => {
    const response = await register(uniqueEmail('phish'), {
      redirectUri: 'https://evil.example/verify-email',
    });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('BAD_REQUEST');
  });

  it('rejects short passwords', async () => {
    const response = await register(uniqueEmail('short'), { password: 'too-short' });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it('lets unconfirmed users sign in, but requireVerifiedEmail answers 403 until they confirm', async () => {
    const email = uniqueEmail('unverified');
    await register(email);
    const token = tokenFromMail((await verificationMailTo(email)).links[0]);
    const tokens = await signIn(context, { email, password });

    const me = meResponseSchema.parse(
      (await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens) })).json(),
    );
    expect(me.data.user.isEmailVerified).toBe(false);

    const blocked = await inject({ method: 'GET', url: '/api/test/verified-only', headers: bearer(tokens) });
    expect(blocked.statusCode).toBe(403);
    expect(errorResponseSchema.parse(blocked.json()).error.code).toBe('EMAIL_NOT_VERIFIED');

    expect((await confirm(token)).statusCode).toBe(200);
    const allowed = await inject({ method: 'GET', url: '/api/test/verified-only', headers: bearer(tokens) });
    expect(allowed.statusCode).toBe(200);
  });

  it('limits registrations per address', async () => {
    const email = uniqueEmail('flood');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await register(email)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
