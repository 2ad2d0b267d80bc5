import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';

const resultCount = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /results?\b/ });

/** Clicks "Load more" until the feed says it has reached the end. */
async function readToTheEnd(page: Page) {
  const end = page.getByText('You’ve reached the end');
  const loadMore = page.getByRole('button', { name: 'Load more' });
  for (let round = 0; round < 20 && !(await end.isVisible()); round += 1) {
    if (await loadMore.isVisible()) await loadMore.click({ timeout: 2_000 }).catch(() => undefined);
    await page.waitForTimeout(300);
  }
  await expect(end).toBeVisible();
}

test.describe('search', () => {
  test('a guest searches "jacke" around Berlin and narrows it down; the URL follows every filter', async ({
    page,
  }) => {
    await page.goto('/search?query=jacke&loc=berlin&radius=25');
    await expect(page).toHaveTitle('“jacke” second-hand | Kleinkram');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “jacke”');
    await expect(resultCount(page)).toContainText(/\d+ results? within 25 km of Berlin/);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('article').first()).toBeVisible();
    await expect(results.getByText(/km away$/).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search listings' })).toHaveValue('jacke');
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', /\/search\?query=jacke&radius=25&loc=berlin$/);
    const initialCount = await resultCount(page).textContent();

    // Quick chip: price up to €50.
    const priceChip = page.getByRole('button', { name: 'Up to €50' });
    await priceChip.click();
    await expect(priceChip).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/priceMax=50/);

    // Filter panel: condition and a minimum price.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: /^Good/ }).click();
    await expect(page).toHaveURL(/condition=good/);
    await filters.getByLabel('Minimum price in €').fill('abc');
    await filters.getByRole('button', { name: 'Apply price' }).click();
    await expect(filters.getByText('Enter an amount in euros, for example 25.')).toBeVisible();
    await filters.getByLabel('Minimum price in €').fill('5');
    await filters.getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(/priceMin=5&priceMax=50/);
    await expect(page).toHaveURL(/query=jacke.*condition=good.*radius=25&loc=berlin/);
    await expect(resultCount(page)).not.toHaveText(initialCount ?? '');
    await expect(resultCount(page)).toContainText(/\d+ results?/);

    // Sorting is part of the URL too.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Price: low to high' }).click();
    await expect(page).toHaveURL(/sort=price-low/);

    // The chip toggles off again.
    await priceChip.click();
    await expect(page).not.toHaveURL(/priceMax=50/);
    await expectNoSeriousAxeViolations(page);
  });

  test('price ranges from the facets set the price filter in one tap', async ({ page }) => {
    await page.goto('/search?query=jacke');
    const bands = page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('list', { name: 'Price ranges' });
    const first = bands.getByRole('button').first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(/price(Min|Max)=/);
    await expect(bands.getByRole('button', { pressed: true })).toHaveCount(1);
    await bands.getByRole('button', { pressed: true }).click();
    await expect(page).not.toHaveURL(/price(Min|Max)=/);
    await expectNoSeriousAxeViolations(page);
  });

  test('the infinite feed of a narrow search reaches its end', async ({ page }) => {
    await page.goto('/search?query=jacke&loc=berlin&radius=25&sort=new');
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('article').first(),
    ).toBeVisible();
    await readToTheEnd(page);
    const shown = await page.getByRole('list', { name: 'Search results' }).getByRole('article').count();
    await expect(resultCount(page)).toContainText(`${shown} result`);
  });

  test('a search without matches offers ways out', async ({ page }) => {
    await page.goto('/search?query=zzqxyzzy&condition=new');
    await expect(page.getByRole('heading', { name: 'No listings match your search' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove filters' }).click();
    await expect(page).toHaveURL(/\/search\?query=zzqxyzzy$/);
    await expect(page.getByRole('link', { name: 'Browse categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });

  test('the SEO path loads Berlin results with its own title and canonical URL', async ({ page }) => {
    await page.goto('/search/berlin-umkreis-25km');
    await expect(page).toHaveTitle('Second-hand in Berlin within 25 km | Kleinkram');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second-hand in Berlin within 25 km');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/search\/berlin-umkreis-25km$/,
    );
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('article').first()).toContainText('Berlin');
    // Another radius stays on an SEO path; other filters become query parameters.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('button', { name: '50 km' }).click();
    await expect(page).toHaveURL(/\/search\/berlin-umkreis-50km$/);
    await page.getByRole('button', { name: 'Shipping only' }).click();
    await expect(page).toHaveURL(/\/search\/berlin-umkreis-50km\?fulfillment=shipping$/);
    await expectNoSeriousAxeViolations(page);
  });

  test('a place chosen in the header while on an SEO path moves to that place’s path', async ({ page }) => {
    await page.goto(
      '/search/berlin-umkreis-25km?loc=hamburg&region=Hamburg&radius=10&lat=53.5503&lng=10.0007',
    );
    await expect(page).toHaveURL(/\/search\/hamburg-umkreis-10km$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second-hand in Hamburg within 10 km');
  });

  test('an unknown city on the SEO path suggests places', async ({ page }) => {
    await page.goto('/search/berln-umkreis-25km');
    await expect(page.getByRole('heading', { level: 1, name: 'We don’t know this place' })).toBeVisible();
    const suggestions = page.getByRole('list', { name: 'Suggested places' });
    await expect(suggestions.getByRole('link', { name: 'Berlin within 25 km', exact: true })).toHaveAttribute(
      'href',
      '/search/berlin-umkreis-25km',
    );
    await expect(page.getByRole('link', { name: 'Search all listings' })).toHaveAttribute('href', '/search');
    await expectNoSeriousAxeViolations(page);
  });

  test('the stored location is written into the URL, and the header search keeps the filters', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const selection = {
        label: 'Hamburg',
        slug: 'hamburg',
        radiusKm: 10,
        coordinates: { latitude: 53.550_341, longitude: 10.000_654 },
        source: 'manual',
        updatedAt: new Date().toISOString(),
      };
      localStorage.setItem('kleinkram.location', JSON.stringify({ version: 1, selection }));
    });
    await page.goto('/search?condition=good');
    await expect(page).toHaveURL(
      /condition=good&region=Hamburg&radius=10&loc=hamburg&lat=53\.5503&lng=10\.0007$/,
    );
    const header = page.getByRole('banner');
    await header.getByRole('combobox', { name: 'Search listings' }).fill('sofa');
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?query=sofa&condition=good&region=Hamburg&radius=10/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “sofa”');
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters open full-screen and show how many are set', async ({ page }) => {
    await page.goto('/search?query=jacke');
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters (0)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('checkbox', { name: /^New/ }).click();
    await expect(page).toHaveURL(/query=jacke&condition=new$/);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Show results' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
  });
});
