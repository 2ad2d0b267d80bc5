import { type Browser, expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { type DemoAccount, demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

/** The same sign-in as signInWithPassword, with the German form's labels. */
async function signInGerman(page: Page, account: DemoAccount) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel(/^E-Mail-Adresse/).fill(account.email);
  await main.locator('input[name="password"]').fill(account.password);
  await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

async function newPage(browser: Browser, baseURL: string | undefined, locale: string) {
  const context = await browser.newContext({
    baseURL,
    locale,
    reducedMotion: 'reduce',
    acceptDownloads: true,
  });
  return context.newPage();
}

const texts = {
  en: {
    card: 'A copy of your data',
    request: 'Download my data',
    progress: 'Data export progress',
    download: 'Download ZIP archive',
  },
  de: {
    card: 'Eine Kopie deiner Daten',
    request: 'Meine Daten herunterladen',
    progress: 'Fortschritt des Datenexports',
    download: 'ZIP-Archiv herunterladen',
  },
} as const;

/** Requests the export in /settings, watches it get ready, downloads the ZIP and reads account.json. */
async function exportData(page: Page, account: DemoAccount, language: 'en' | 'de') {
  const text = texts[language];
  await page.goto('/settings#data-export');
  const card = page.getByRole('region', { name: text.card });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: text.request }).click();
  // Progress shows while the job works (it may finish between two polls: then the link is there).
  await expect(
    card
      .getByRole('progressbar', { name: text.progress })
      .or(card.getByRole('link', { name: text.download })),
  ).toBeVisible();
  const link = card.getByRole('link', { name: text.download });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^kleinkram-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const files = unzipSync(new Uint8Array(await readFile(path)));
  const accountJson = JSON.parse(new TextDecoder().decode(files['account.json'])) as { email: string };
  expect(accountJson.email).toBe(account.email);
  expect(Object.keys(files)).toContain('README.txt');
}

test('a user exports their data from the settings, in English', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const page = await newPage(browser, baseURL, 'en-GB');
  await signInWithPassword(page, demoAccounts.buyer);
  await exportData(page, demoAccounts.buyer, 'en');
  await page.context().close();
});

test('a user exports their data from the settings, in German', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const page = await newPage(browser, baseURL, 'de-DE');
  await signInGerman(page, demoAccounts.seller);
  await exportData(page, demoAccounts.seller, 'de');
  await page.context().close();
});
