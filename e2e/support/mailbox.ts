import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';

/** Without SMTP the server writes every mail as an .eml file here (playwright.config.ts: DATA_DIR). */
const outbox = path.resolve(process.env.E2E_DATA_DIR ?? '.data-e2e', 'mail');

/** Undoes quoted-printable: soft line breaks and =XX escapes (nodemailer wraps long links). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The verification link from the newest verify-email mail to `email` (waits for it to arrive). */
export async function latestVerificationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[]))
          .filter((file) => file.includes('verify-email') && file.endsWith('.eml'))
          .sort()
          .reverse();
        for (const file of files) {
          const mail = decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8'));
          if (!mail.toLowerCase().includes(email.toLowerCase())) continue;
          // The route the user registered from may ride along (`from=…&token=…`, ADR 048).
          link = mail
            .match(/https?:\/\/[^\s"<>]+\/verify-email\?[^\s"<>]*token=[\w-]+/)?.[0]
            ?.replaceAll('&amp;', '&');
          if (link) return link;
        }
        return undefined;
      },
      { message: `a verification mail to ${email} in ${outbox}`, timeout: 15_000 },
    )
    .toBeDefined();
  return link as string;
}

/** A fresh address per run, so a retry never meets an account left over from the first try. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Registers and verifies an account through the API (for journeys that are not about signing up). */
export async function createVerifiedAccount(
  request: APIRequestContext,
  baseURL: string,
  label: string,
): Promise<{ email: string; password: string }> {
  const account = { email: uniqueEmail(label), password: 'correct horse battery staple' };
  const registered = await request.post('/api/auth/register', {
    data: { ...account, redirectUri: `${baseURL}/verify-email`, language: 'en' },
  });
  expect(registered.status()).toBe(202);
  const token = new URL(await latestVerificationLink(account.email)).searchParams.get('token');
  const confirmed = await request.post('/api/auth/verification/confirm', { data: { token } });
  expect(confirmed.ok()).toBe(true);
  return account;
}
