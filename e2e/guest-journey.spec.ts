import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { copiedLink, stubSharing } from './support/sharing';

/**
 * Issue 4's guest journey in one go: search "jacke" around Berlin within 25 km, narrow by condition
 * and price, save the search in this browser, open a listing and share it.
 */
test('a guest searches, narrows, saves the search, opens a listing and shares it', async ({ page }) => {
  test.setTimeout(240_000);
  // No share sheet in headless Chromium: the link goes to a recorded clipboard instead.
  await stubSharing(page, 'absent');

  await page.goto('/');
  // The header's field (the hero has a second one).
  const searchField = page.getByRole('banner').getByRole('combobox', { name: 'Search listings' });
  await searchField.fill('jacke');
  await searchField.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=jacke/);
  // The place and radius come from the URL, as a shared or bookmarked link would carry them.
  await page.goto('/search?query=jacke&loc=berlin&radius=25');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('article').first()).toBeVisible();

  // Narrow by the condition most results have (its count is in the label) and by a maximum price.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('checkbox', { name: /^Good/ })).toBeVisible();
  const snapshot = await filters.ariaSnapshot();
  const counts = [...snapshot.matchAll(/checkbox "(New|Like new|Good|Fair|Refurbished)\s*\((\d+)\)"/g)].map(
    (match) => ({ name: match[1] ?? '', count: Number(match[2]) }),
  );
  const busiest = counts.sort((a, b) => b.count - a.count)[0];
  expect(busiest?.count).toBeGreaterThan(0);
  await filters.getByRole('checkbox', { name: new RegExp(`^${busiest?.name}\\s*\\(`) }).click();
  await expect(page).toHaveURL(/condition=/);
  const busiestCondition = new URL(page.url()).searchParams.get('condition') ?? '';
  await filters.getByLabel('Maximum price in €').fill('500');
  await filters.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(/priceMax=500/);
  await expect(page).toHaveURL(/radius=25&loc=berlin/);
  await expect(results.getByRole('article').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Search saved')).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('kleinkram.savedSearches'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    version: 1,
    savedSearches: [
      {
        params: { condition: busiestCondition, loc: 'berlin', priceMax: '500', query: 'jacke', radius: '25' },
      },
    ],
  });

  const firstResult = results.getByRole('article').first();
  const title = (await firstResult.getByRole('heading').textContent())?.trim() ?? '';
  await firstResult.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/listing\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = await copiedLink(page);
  expect(copied).toContain(new URL(page.url()).pathname);
  await expectNoSeriousAxeViolations(page);
});
