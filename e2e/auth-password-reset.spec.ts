import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { createVerifiedAccount } from './support/mailbox';

const outbox = path.resolve(process.env.E2E_DATA_DIR ?? '.data-e2e', 'mail');

/** Undoes quoted-printable: soft line breaks and =XX escapes (nodemailer wraps long links). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The reset link from the newest password-reset mail to `email` (waits for it to arrive). */
async function latestPasswordResetLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[]))
          .filter((file) => file.includes('password-reset') && file.endsWith('.eml'))
          .sort()
          .reverse();
        for (const file of files) {
          const mail = decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8'));
          if (!mail.toLowerCase().includes(email.toLowerCase())) continue;
          link = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a password reset mail to ${email} in ${outbox}`, timeout: 15_000 },
    )
    .toBeDefined();
  return link as string;
}

test('request a reset link, choose a new password from the mail and sign in with it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const account = await createVerifiedAccount(request, baseURL ?? '', 'reset');
  const newPassword = 'a completely new sentence';

  // The sign-in page leads here.
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await main.getByRole('button', { name: 'Send reset link' }).click();
  await expect(main.getByText('Enter your email address.')).toBeVisible();
  await main.getByLabel(/^Email address/).fill(account.email);
  await main.getByRole('button', { name: 'Send reset link' }).click();
  await expect(main.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  const link = await latestPasswordResetLink(account.email);
  await page.goto(link);
  await expect(main.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Spec §5: the exact messages.
  await main
    .getByLabel(/^Password/)
    .first()
    .fill('short');
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByText('Password must be at least 12 characters long.')).toBeVisible();
  await main
    .getByLabel(/^Password/)
    .first()
    .fill(newPassword);
  await main.getByLabel(/^Repeat password/).fill(`${newPassword}!`);
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByText('Passwords do not match.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await main.getByLabel(/^Repeat password/).fill(newPassword);
  await main.getByRole('button', { name: 'Save new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(main.getByText('Password changed')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The old password no longer works; the new one does.
  const oldAttempt = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(oldAttempt.status()).toBe(401);
  await main.getByLabel(/^Email address/).fill(account.email);
  await main.getByLabel(/^Password/).fill(newPassword);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // The link worked once.
  await page.goto(link);
  await main
    .getByLabel(/^Password/)
    .first()
    .fill(newPassword);
  await main.getByLabel(/^Repeat password/).fill(newPassword);
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByText('This link is not valid or has expired. Request a new one.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
