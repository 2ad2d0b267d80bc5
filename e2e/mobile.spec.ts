import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';

test('mobile shows the bottom bar with home, search, saved and sign in', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(bar).toBeVisible();
  for (const name of ['Home', 'Search', 'Saved', 'Sign in']) {
    await expect(bar.getByRole('link', { name })).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'Freshly listed' }).getByRole('article').first(),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
