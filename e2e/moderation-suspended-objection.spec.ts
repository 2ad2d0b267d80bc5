import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { type DemoAccount, demoAccounts } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { createVerifiedAccount } from './support/mailbox';
import { publishSellerListing } from './support/publish-listing';

/**
 * ADR 075: a suspended user cannot sign in, yet objects online through the signed link in the
 * statement-of-reasons mail. Setup through the API (a restriction first: suspension needs an
 * earlier violation), then the user's part in the browser, in both languages.
 */
const texts = {
  en: {
    email: /^Email address/,
    signIn: 'Sign in',
    suspended: /link to object to it without signing in/,
    statement: 'Statement of reasons',
    viaLink: /You opened this decision with the link from our email/,
    objection: 'Your objection',
    sendObjection: 'Send objection',
    objectionSent: 'Your objection was sent. We will tell you the outcome.',
    objectionOpen: 'Status: Open',
    linkProblem: 'This link does not open a decision',
    linkInvalid:
      'This objection link is not valid. Please open the complete link from the email with the decision.',
  },
  de: {
    email: /^E-Mail-Adresse/,
    signIn: 'Anmelden',
    suspended: /Link, mit dem du ohne Anmeldung widersprechen kannst/,
    statement: 'Begründung der Entscheidung',
    viaLink: /Du hast diese Entscheidung über den Link aus unserer E-Mail geöffnet/,
    objection: 'Dein Widerspruch',
    sendObjection: 'Widerspruch senden',
    objectionSent: 'Dein Widerspruch wurde gesendet. Wir teilen dir das Ergebnis mit.',
    objectionOpen: 'Status: Offen',
    linkProblem: 'Dieser Link öffnet keine Entscheidung',
    linkInvalid:
      'Dieser Widerspruchslink ist ungültig. Öffne bitte den vollständigen Link aus der E-Mail mit der Entscheidung.',
  },
} as const;

/** Without SMTP the server writes every mail as an .eml file here (playwright.config.ts: DATA_DIR). */
const outbox = path.resolve(process.env.E2E_DATA_DIR ?? '.data-e2e', 'mail');

/** Undoes quoted-printable: soft line breaks and =XX escapes (nodemailer wraps long links). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The objection link of the statement-of-reasons mail about this decision (waits for it). */
async function objectionLinkFromMail(email: string, decisionId: string): Promise<string> {
  let link: string | undefined;
  const pattern = new RegExp(`https?://[^\\s"<>]+/moderation/decisions/${decisionId}\\?token=[\\w.%-]+`);
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).filter(
          (file) => file.includes('moderation-statement') && file.endsWith('.eml'),
        );
        for (const file of files) {
          const mail = decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8'));
          if (!mail.toLowerCase().includes(email.toLowerCase())) continue;
          link = mail.match(pattern)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a statement of reasons to ${email} in ${outbox}`, timeout: 20_000 },
    )
    .toBeDefined();
  return link as string;
}

async function bearer(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  return { Authorization: `Bearer ${accessToken}` };
}

/** A fresh seller with a name and onboarding done; returns the account and its user id. */
async function createSeller(request: APIRequestContext, baseURL: string, name: string) {
  const { email, password } = await createVerifiedAccount(request, baseURL, 'suspended');
  const headers = await bearer(request, { email, password });
  const profile = await request.patch('/api/profile', { headers, data: { displayName: name } });
  expect(profile.ok(), await profile.text()).toBeTruthy();
  const onboarding = await request.patch('/api/onboarding', {
    headers,
    data: { completed: true, intents: ['sell'] },
  });
  expect(onboarding.ok(), await onboarding.text()).toBeTruthy();
  const me = await request.get('/api/auth/me', { headers });
  const userId = ((await me.json()) as { data: { user: { id: string } } }).data.user.id;
  return { account: { email, password, name } as unknown as DemoAccount, userId };
}

/** The buyer reports, the moderator decides; answers with the decision's id. */
async function reportAndDecide(
  request: APIRequestContext,
  subject: { subjectKind: 'listing' | 'user'; subjectId: string },
  decision: Record<string, unknown>,
) {
  const reported = await request.post('/api/moderation/reports', {
    headers: await bearer(request, demoAccounts.buyer),
    data: {
      ...subject,
      reason: 'scam',
      explanation: 'Asks for advance payment by bank transfer, then stops answering.',
      goodFaith: true,
    },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const { caseId } = ((await reported.json()) as { data: { report: { caseId: string } } }).data.report;
  const decided = await request.post(`/api/moderation/cases/${caseId}/decisions`, {
    headers: await bearer(request, demoAccounts.moderator),
    data: decision,
  });
  expect(decided.status(), await decided.text()).toBe(201);
  return ((await decided.json()) as { data: { decision: { id: string } } }).data.decision.id;
}

/** A fresh browser (no session) in the given language. */
async function openBrowser(browser: Browser, language: 'en' | 'de') {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript((lng) => window.localStorage.setItem('kleinkram.language', lng), language);
  return context.newPage();
}

for (const language of ['en', 'de'] as const) {
  const say = texts[language];

  test(`a suspended seller objects through the link in the decision mail (${language})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    // Publishing runs the real photo checks; a busy machine needs the room.
    test.setTimeout(300_000);
    const suffix = randomUUID().slice(0, 8);
    const { account, userId } = await createSeller(request, baseURL ?? '', `Sami ${suffix}`);
    const listing = await publishSellerListing(request, {
      title: `Phone ${suffix}`,
      priceValue: 30,
      clientSessionId: randomUUID(),
      account,
    });
    await reportAndDecide(
      request,
      { subjectKind: 'listing', subjectId: listing.id },
      { action: 'restrict', rule: 'fraud', facts: 'Advance payment demanded for a phone never shipped.' },
    );
    const suspensionId = await reportAndDecide(
      request,
      { subjectKind: 'user', subjectId: userId },
      {
        action: 'suspend',
        rule: 'repeat_violations',
        facts: 'Second advance-payment scam within a month.',
        suspendDays: 30,
      },
    );
    const link = await objectionLinkFromMail(account.email, suspensionId);

    // Sign-in is refused, and the message says where the way to object is.
    const page = await openBrowser(browser, language);
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByLabel(say.email).fill(account.email);
    await main.locator('input[name="password"]').fill(account.password);
    await main.getByRole('button', { name: say.signIn, exact: true }).click();
    await expect(main.getByText(say.suspended)).toBeVisible({ timeout: 30_000 });

    // A cut-off link says what is wrong.
    const { pathname, searchParams } = new URL(link);
    const token = searchParams.get('token') ?? '';
    await page.goto(`${pathname}?token=${encodeURIComponent(token.slice(0, -2))}`);
    await expect(page.getByRole('heading', { level: 1, name: say.linkProblem })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(say.linkInvalid)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The link from the mail opens the statement and the form without a session.
    await page.goto(`${pathname}?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { level: 1, name: say.statement })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(say.viaLink)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page
      .getByRole('textbox', { name: say.objection })
      .fill('The buyers paid on pickup, in cash; the messages are in the chat.');
    await page.getByRole('button', { name: say.sendObjection }).click();
    await expect(page.getByText(say.objectionSent)).toBeVisible();
    await expect(page.getByText(say.objectionOpen)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The moderators have it in their queue.
    const queue = await request.get('/api/moderation/objections?status=open', {
      headers: await bearer(request, demoAccounts.admin),
    });
    expect(queue.status(), await queue.text()).toBe(200);
    const { objections } = ((await queue.json()) as { data: { objections: { decisionId: string }[] } }).data;
    expect(objections.some((objection) => objection.decisionId === suspensionId)).toBe(true);
  });
}
