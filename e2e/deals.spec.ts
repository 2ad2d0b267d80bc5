import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';

/** The amount a card's price tag shows, in euros ("€12.50" → 12.5, "Free" → 0). */
async function cardPrice(card: Locator): Promise<number> {
  const text = (await card.locator('p').first().locator('span').first().textContent()) ?? '';
  if (/free/i.test(text)) return 0;
  return Number(text.replace(/[^\d.]/g, ''));
}

async function resultCards(page: Page, segmentLabel: string) {
  const results = page.getByRole('list', { name: `${segmentLabel}: listings` });
  await expect(results.getByRole('article').first()).toBeVisible();
  return results.getByRole('article');
}

test.describe('deals', () => {
  test('the deals page links every segment and passes axe', async ({ page }) => {
    await page.goto('/deals');
    await expect(page).toHaveTitle(/Deals/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Deal segments' });
    for (const label of ['Price drops', 'Under €20', 'Free shipping', 'Same-day delivery', 'Near you']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/deals$/);
    await expectNoSeriousAxeViolations(page);
  });

  test('price drops lists only listings with a struck-through old price', async ({ page }) => {
    await page.goto('/deals/price-drops');
    await expect(page.getByRole('heading', { level: 1, name: 'Price drops' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Deal segments' }).getByRole('link', { name: 'Price drops' }),
    ).toHaveAttribute('aria-current', 'page');
    const cards = await resultCards(page, 'Price drops');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      await expect(card.locator('s')).toHaveCount(1);
      const old = Number(((await card.locator('s').textContent()) ?? '').replace(/[^\d.]/g, ''));
      expect(old).toBeGreaterThan(await cardPrice(card));
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/deals\/price-drops$/);
    await expectNoSeriousAxeViolations(page);
  });

  test('under €20 shows only prices up to €20 and ends the feed', async ({ page }) => {
    await page.goto('/deals/under-20');
    await expect(page.getByRole('heading', { level: 1, name: 'Deals under €20' })).toBeVisible();
    const cards = await resultCards(page, 'Under €20');
    const count = await cards.count();
    for (let index = 0; index < count; index += 1) {
      expect(await cardPrice(cards.nth(index))).toBeLessThanOrEqual(20);
    }
    // Either more to load or the end message: the feed always says which.
    await expect(
      page.getByRole('button', { name: 'Load more' }).or(page.getByText('you’ve seen every deal')),
    ).toBeVisible();
  });

  test('nearby without a location explains how to choose one', async ({ page }) => {
    await page.goto('/deals/nearby');
    await expect(page.getByRole('heading', { level: 1, name: 'Deals near you' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Where are you?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('nearby uses the stored location', async ({ page }) => {
    await page.addInitScript(() => {
      const selection = {
        label: 'Berlin',
        slug: 'berlin',
        radiusKm: 25,
        coordinates: { latitude: 52.52, longitude: 13.405 },
        source: 'manual',
        updatedAt: new Date().toISOString(),
      };
      localStorage.setItem('kleinkram.location', JSON.stringify({ version: 1, selection }));
    });
    await page.goto('/deals/nearby');
    await expect(page.getByText('Around Berlin within 25 km.')).toBeVisible();
    const cards = await resultCards(page, 'Near you');
    await expect(cards.first()).toContainText('Berlin');
  });

  test('an unknown segment shows a not-found view with the real segments', async ({ page }) => {
    await page.goto('/deals/bargains');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This deals page doesn’t exist' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Free shipping' }).click();
    await expect(page).toHaveURL(/\/deals\/free-shipping$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Free shipping' })).toBeVisible();
  });

  test('sitemap.xml and robots.txt are served at the site root', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${baseURL}/deals/price-drops</loc>`);
    expect(xml).toMatch(/<loc>[^<]+\/listing\/[^<]+<\/loc><lastmod>/);

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toContain('text/plain');
    const text = await robots.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
