import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

const seller = demoAccounts.seller;
const buyer = demoAccounts.buyer;

test('a guest pressing Sell gets the sign-in modal and lands on /sell after signing in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sell' }).click();

  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Sign in or create a free account to start selling.')).toBeVisible();
  await expect(dialog.getByLabel(/^Email address/)).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
  await expectNoSeriousAxeViolations(page);

  // The register tab is one click away, and back.
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  await page.getByRole('dialog').getByRole('tab', { name: 'Sign in' }).click();

  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog.getByText('Enter your email address.')).toBeVisible();
  await expect(dialog.getByText('Enter your password.')).toBeVisible();

  await dialog.getByLabel(/^Email address/).fill(seller.email);
  await dialog.getByLabel(/^Password/).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Email or password is not correct.');

  await dialog.getByLabel(/^Password/).fill(seller.password);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/sell$/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a listing' })).toBeVisible();
  await expect(page.getByRole('button', { name: `${seller.name}, account menu` })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The session survives a reload (refresh token, encrypted in sessionStorage).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a listing' })).toBeVisible();
  const stored = await page.evaluate(() => sessionStorage.getItem('kleinkram.session') ?? '');
  expect(JSON.parse(stored)).toMatchObject({
    version: 1,
    iv: expect.any(String),
    ciphertext: expect.any(String),
  });

  // Signed in, Sell goes straight to the page.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sell' }).click();
  await expect(page).toHaveURL(/\/sell$/);
});

test('a guest opening a protected page sees the modal and comes back to it', async ({ page }) => {
  await page.goto('/listings/create');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('This page needs an account. Sign in to continue.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Please sign in' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await dialog.getByLabel(/^Email address/).fill(seller.email);
  await dialog.getByLabel(/^Password/).fill(seller.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/listings\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a listing' })).toBeVisible();
});

test('the idle warning counts down, "Stay signed in" extends, and reaching zero signs out', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Spec §4 timings as they are (15 minutes, the warning for the last 2) on a page clock the test
  // moves: the countdown only jumps when the test says so, and otherwise runs in real time, so a
  // slow check inside the warning (axe on a busy machine takes seconds) cannot run it out.
  await page.clock.install();
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel(/^Email address/).fill(buyer.email);
  await main.getByLabel(/^Password/).fill(buyer.password);
  await main.getByRole('checkbox', { name: 'Stay signed in' }).click();
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: `${buyer.name}, account menu` })).toBeVisible();

  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  const timer = warning.getByRole('timer');
  const stay = warning.getByRole('button', { name: 'Stay signed in' });
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward('13:00');
  await expect(warning).toBeVisible();
  await expect(timer).toHaveText(/^(2:00|1:[0-5]\d)$/);
  await expect(stay).toBeFocused();
  await page.clock.fastForward('00:30');
  await expect(timer).toHaveText(/^1:[0-3]\d$/);
  await expectNoSeriousAxeViolations(page);
  await stay.click();
  await expect(warning).toHaveCount(0);

  // Untouched, the warning comes back and the countdown runs out.
  await page.clock.fastForward('13:00');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(main.getByText('You were signed out')).toBeVisible();
  await expect(main.getByRole('checkbox', { name: 'Stay signed in' })).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => localStorage.getItem('kleinkram.session'))).toBeNull();

  // Signing in again returns to where the user was.
  await main.getByLabel(/^Email address/).fill(buyer.email);
  await main.getByLabel(/^Password/).fill(buyer.password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an expired session is cleared and /login says drafts are kept', async ({ page }) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel(/^Email address/).fill(buyer.email);
  await main.getByLabel(/^Password/).fill(buyer.password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: `${buyer.name}, account menu` })).toBeVisible();

  // The server no longer accepts the refresh token (revoked elsewhere): restoring on reload fails.
  await page.route('**/api/auth/refresh', (route) =>
    route.fulfill({
      status: 401,
      json: { error: { code: 'UNAUTHENTICATED', message: 'Refresh token revoked' } },
    }),
  );
  await page.reload();
  await page.goto('/login');
  await expect(main.getByText('Your session has expired')).toBeVisible();
  await expect(main.getByText('Please sign in again. Your drafts are kept.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
