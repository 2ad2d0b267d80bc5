import { expect, test } from '@playwright/test';
import { demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

test('the workspace shows its sections, and no platform health to a buyer', async ({ page }) => {
  const buyer = demoAccounts.buyer;
  await signInWithPassword(page, buyer);

  await page.getByRole('button', { name: `${buyer.name}, account menu` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin: roles' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await menu.getByRole('menuitem', { name: 'Seller workspace' }).click();
  await expect(page).toHaveURL(/\/seller\/workspace$/);

  await expect(page.getByRole('heading', { level: 2, name: 'Tasks' })).toBeVisible();
  // The platform's health is for admins (ADR 048; e2e/onboarding-landing.spec.ts shows an admin's).
  await expect(page.getByRole('region', { name: 'Platform health' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  const nav = page.getByRole('navigation', { name: 'Workspace and account' });
  await nav.getByRole('link', { name: 'Performance' }).click();
  await expect(page).toHaveURL(/section=performance/);
  await expect(nav.getByRole('link', { name: 'Performance' })).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByText('Performance analytics unlock when your workspace joins a rollout cohort'),
  ).toBeVisible();

  await nav.getByRole('link', { name: 'Listings' }).click();
  await expect(page.getByRole('link', { name: 'Create a listing' })).toHaveAttribute('href', '/sell');
  await expectNoSeriousAxeViolations(page);

  await nav.getByRole('link', { name: 'Integrations' }).click();
  await expect(page.getByRole('link', { name: 'Set up' })).toHaveAttribute('href', '/settings/security');
});

test('settings switch language and theme, and link to security', async ({ page }) => {
  await signInWithPassword(page, demoAccounts.buyer);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('radio', { name: 'Light' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  await page.getByRole('radio', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.getByRole('button', { name: 'Restart introduction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restart the introduction?' });
  // Focus moves into the dialog, onto its first action.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Manage security' }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);
});

test('the profile shows the account and saves a new display name', async ({ page }) => {
  const moderator = demoAccounts.moderator;
  await signInWithPassword(page, moderator);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByText(moderator.email)).toBeVisible();
  await expect(page.getByText('Member since')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const name = page.getByLabel(/^Display name/);
  await name.fill('M');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter a display name with 2 to 60 characters.')).toBeVisible();
  await expect(name).toBeFocused();

  await name.fill('Mo the Moderator');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mo the Moderator, account menu' })).toBeVisible();

  await name.fill(moderator.name);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: `${moderator.name}, account menu` })).toBeVisible();
});
