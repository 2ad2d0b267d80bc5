import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';

test('mobile shows the bottom bar with home, search, sell, saved and sign in', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(bar).toBeVisible();
  for (const name of ['Home', 'Search']) {
    await expect(bar.getByRole('link', { name })).toBeVisible();
  }
  // Sell sits in the middle; a guest pressing it gets the sign-in modal and stays on the page (spec §5).
  const items = await bar.getByRole('listitem').allInnerTexts();
  expect(items.map((item) => item.trim())).toEqual(['Home', 'Search', 'Sell', 'Saved', 'Sign in']);
  await bar.getByRole('link', { name: 'Sell' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Escape');
  // Saved opens the full-screen saved-search panel instead of navigating.
  await expect(bar.getByRole('button', { name: 'Saved' })).toBeVisible();
  // Sign in opens the modal instead of leaving the page.
  await bar.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('region', { name: 'Freshly listed' }).getByRole('article').first(),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
