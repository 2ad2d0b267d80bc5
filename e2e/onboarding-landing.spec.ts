import { expect, type Page, test } from '@playwright/test';
import { demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { latestVerificationLink, uniqueEmail } from './support/mailbox';

/**
 * Issue 15 "Onboarding" (ADR 048): confirming the address signs in, the place step takes any German
 * postal code through the place search, and finishing lands where the user was going (or on the
 * home page), never in a workspace that shows the platform's health to someone who is no admin.
 */
const password = 'a sentence is a good password';

async function useGerman(page: Page) {
  await page.goto('/');
  // The language choice is stored on the device (spec §1); the next page load is German.
  await page.evaluate(() => localStorage.setItem('kleinkram.language', 'de'));
}

test('in English: registering from /sell, the link signs in, 50667 is the place, and /sell comes back', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('onboard-en');
  await page.goto('/sell');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('tab', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel(/^Email address/).fill(email);
  await dialog
    .getByLabel(/^Password/)
    .first()
    .fill(password);
  await dialog.getByLabel(/^Repeat password/).fill(password);
  await dialog.getByRole('checkbox', { name: /I accept the terms of use/ }).click();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // The link brings the origin along, and opening it signs in: no password asked again.
  const link = await latestVerificationLink(email);
  expect(new URL(link).searchParams.get('from')).toBe('/sell');
  await page.goto(link);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  await expect(main.getByText('Thank you! You are signed in.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 10_000 });

  await main.getByLabel(/^Display name/).fill('Ola Onboarding');
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('heading', { name: 'Where are you?' })).toBeFocused();
  // Any German place or postal code, not only ten cities.
  await main.getByRole('combobox', { name: 'City or postal code' }).fill('50667');
  await page.getByRole('option', { name: /^Köln/ }).first().click();
  await expect(main.getByText('Your place: Köln')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await main.getByRole('checkbox', { name: /may store my place/ }).click();
  await main.getByRole('button', { name: 'Continue' }).click();

  await expect(main.getByRole('heading', { name: 'What would you like to do?' })).toBeFocused();
  await main.getByRole('radio', { name: 'Sell' }).click();
  await main.getByRole('button', { name: 'Finish' }).click();

  // Back where the user was going.
  await expect(page).toHaveURL(/\/sell$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Create a listing' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('in German: without an origin the home page, and the workspace shows no platform health', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('onboard-de');
  await useGerman(page);
  await page.goto('/register');
  const main = page.getByRole('main');
  await main.getByLabel(/^E-Mail-Adresse/).fill(email);
  await main
    .getByLabel(/^Passwort/)
    .first()
    .fill(password);
  await main.getByLabel(/^Passwort wiederholen/).fill(password);
  await main.getByRole('checkbox', { name: /Ich akzeptiere die Nutzungsbedingungen/ }).click();
  await main.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(main.getByRole('heading', { name: 'Schau in dein Postfach' })).toBeVisible();

  await page.goto(await latestVerificationLink(email));
  await expect(main.getByRole('heading', { name: 'E-Mail-Adresse bestätigt' })).toBeVisible();
  await expect(main.getByText('Danke! Du bist angemeldet.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 10_000 });

  await expect(main.getByRole('heading', { level: 1, name: 'Willkommen bei Kleinkram' })).toBeVisible();
  await main.getByLabel(/^Anzeigename/).fill('Olga Onboarding');
  await main.getByRole('button', { name: 'Weiter' }).click();
  await expect(main.getByRole('heading', { name: 'Wo bist du?' })).toBeFocused();
  await main.getByRole('combobox', { name: 'Stadt oder Postleitzahl' }).fill('50667');
  await page.getByRole('option', { name: /^Köln/ }).first().click();
  await expect(main.getByText('Dein Ort: Köln')).toBeVisible();
  await main.getByRole('button', { name: 'Weiter' }).click();
  await expect(main.getByText('Um deinen Ort zu speichern, stimme bitte zu')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await main.getByRole('checkbox', { name: /darf meinen Ort speichern/ }).click();
  await main.getByRole('button', { name: 'Weiter' }).click();

  await expect(main.getByRole('heading', { name: 'Was möchtest du tun?' })).toBeFocused();
  await main.getByRole('radio', { name: 'Beides' }).click();
  await main.getByRole('button', { name: 'Fertig' }).click();

  // No origin: the home page, not the workspace.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectNoSeriousAxeViolations(page);

  // The workspace is there for sellers, but the platform's health is not theirs to see.
  await page.goto('/seller/workspace');
  await expect(main.getByRole('heading', { level: 2, name: 'Aufgaben' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Plattformstatus' })).toHaveCount(0);
  await expect(main.getByText(/Migrationen|Embedded PostgreSQL/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('admins alone see the platform health in the workspace', async ({ page }) => {
  await signInWithPassword(page, demoAccounts.seller);
  await page.goto('/seller/workspace');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Platform health' })).toHaveCount(0);

  await page.getByRole('button', { name: `${demoAccounts.seller.name}, account menu` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signInWithPassword(page, demoAccounts.admin);
  await page.goto('/seller/workspace');
  const health = main.getByRole('region', { name: 'Platform health' });
  await expect(health.getByText('Operational')).toBeVisible();
  await expect(health.getByText('Embedded PostgreSQL')).toBeVisible();
  await expect(health.getByText(/^Up to date \(\d+ of \d+\)$/)).toBeVisible();
  await expect(health.getByText(/\d+ (second|minute|hour|day)s?/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
