import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';

test.describe('home', () => {
  test('renders the hero and seeded listings in English', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Kleinkram/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Second-hand, first choice');
    const recent = page.getByRole('region', { name: 'Freshly listed' });
    await expect(recent.getByRole('article')).toHaveCount(12);
    // Every card shows a title link, a euro price and a picture.
    const firstCard = recent.getByRole('article').first();
    await expect(firstCard.getByRole('link')).toHaveAttribute('href', /^\/listing\//);
    await expect(firstCard).toContainText('€');
    // By element, not role: a photo whose alt text is still being written (or failed) has alt="",
    // which is no img role, and journeys before this one publish such listings (CI, stop 27).
    await expect(firstCard.locator('img')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Explore categories' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Seller workspace' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('shows near you, freshly listed and price drops with the old price struck through', async ({
    page,
  }) => {
    await page.goto('/');
    const nearby = page.getByRole('region', { name: 'Near you' });
    await expect(nearby.getByText('All over Germany')).toBeVisible();
    await expect(nearby.getByRole('button', { name: 'Use my location' })).toBeVisible();
    await expect(nearby.getByRole('article').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Freshly listed' }).getByRole('article').first(),
    ).toBeVisible();
    const drops = page.getByRole('region', { name: 'Price drops' });
    await expect(drops.getByRole('article').first().locator('s')).toBeVisible();
    await expect(drops.getByRole('link', { name: 'See all: Price drops' })).toHaveAttribute(
      'href',
      '/deals/price-drops',
    );
    await expectNoSeriousAxeViolations(page);
  });

  test('near you follows the stored location', async ({ page }) => {
    await page.addInitScript(() => {
      const selection = {
        label: 'Hamburg',
        slug: 'hamburg',
        radiusKm: 25,
        coordinates: { latitude: 53.5503, longitude: 10.0007 },
        source: 'manual',
        updatedAt: new Date().toISOString(),
      };
      localStorage.setItem('kleinkram.location', JSON.stringify({ version: 1, selection }));
    });
    await page.goto('/');
    const nearby = page.getByRole('region', { name: 'Near you' });
    await expect(nearby.getByText('Around Hamburg within 25 km')).toBeVisible();
    await expect(nearby.getByRole('button', { name: 'Use my location' })).toHaveCount(0);
    await expect(nearby.getByRole('article').first()).toContainText('Hamburg');
    await expect(nearby.getByRole('link', { name: 'See all: Near you' })).toHaveAttribute(
      'href',
      /\/search\?.*radius=25.*loc=hamburg/,
    );
  });

  test('the header search goes to the search page with the query', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('combobox', { name: 'Search listings' }).fill('jacke');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?query=jacke$/);
  });

  test('the mega-menu opens a top category with quick links and a promotion', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Categories' });
    await nav.getByRole('button', { name: 'Electronics' }).click();
    await expect(nav.getByText('Refurbished and tested')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Phones & wearables' })).toHaveAttribute(
      'href',
      /^\/categories\//,
    );
    await expect(nav.getByRole('link', { name: 'Browse all of Electronics' })).toHaveAttribute(
      'href',
      '/categories/electronics',
    );
    await expectNoSeriousAxeViolations(page);
  });

  test('switching to German translates the page and is remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sprache auf Deutsch umstellen' }).first().click();
    await expect(page.getByRole('heading', { name: 'Frisch eingestellt' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // Prices follow the German format: "35 €" rather than "€35".
    const price = page.getByRole('region', { name: 'Frisch eingestellt' }).getByRole('article').first();
    await expect(price).toContainText(/\d\s?€/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gebraucht, aber erste Wahl');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Switch language to English' }).first().click();
    await expect(page.getByRole('heading', { name: 'Freshly listed' })).toBeVisible();
  });

  test('the theme toggles, is remembered and stays accessible', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('a system dark preference is the initial theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});
