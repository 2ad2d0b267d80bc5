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
    await expect(firstCard.getByRole('img')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Explore categories' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Seller workspace' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('the header search goes to the search page with the query', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search listings' }).fill('jacke');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
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
