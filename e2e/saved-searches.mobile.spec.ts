import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';

const savedAt = '2026-01-10T10:00:00.000Z';
const localSavedSearches = ['jacke', 'lampe', 'sofa', 'fahrrad', 'kamera'].map((query, index) => ({
  id: `local-e2e-${index}`,
  label: query,
  params: { query },
  notificationsEnabled: false,
  createdAt: savedAt,
  lastRunAt: savedAt,
}));

test('mobile: a guest saves a search and finds it behind "Saved" in the bottom bar', async ({ page }) => {
  await page.goto('/search?query=jacke&loc=berlin&radius=25');
  await page.getByRole('button', { name: 'Save search' }).click();
  await page
    .getByRole('dialog', { name: 'Save this search' })
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  await expect(page.getByText('Search saved')).toBeVisible();

  const bar = page.getByRole('navigation', { name: 'Main navigation' });
  await bar.getByRole('button', { name: 'Saved' }).click();
  const panel = page.getByRole('dialog', { name: 'Saved searches' });
  await expect(panel.getByRole('link', { name: /jacke · Berlin · 25 km/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await panel.getByRole('link', { name: /jacke · Berlin · 25 km/ }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/search\?query=jacke&radius=25&loc=berlin&saved=local-/);
});

test('mobile: the saved panel shows the first 4 and "Show all" lists the rest', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(
    (savedSearches) =>
      localStorage.setItem('kleinkram.savedSearches', JSON.stringify({ version: 1, savedSearches })),
    localSavedSearches,
  );
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Saved' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Saved searches' });
  await expect(panel.getByRole('listitem')).toHaveCount(4);
  await expect(panel.getByRole('link', { name: /^kamera/ })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Show all (5)' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(5);
  await expect(panel.getByRole('link', { name: /^kamera/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
