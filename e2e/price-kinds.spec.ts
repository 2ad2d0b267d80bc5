import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';

interface SearchListing {
  slug: string;
  title: string;
  price: number;
  priceKind: 'fixed' | 'negotiable' | 'free';
  isReserved: boolean;
}

/** The seeded catalogue's first listing of a kind (the demo data holds a few give-aways, ADR 042). */
async function firstListingOf(request: APIRequestContext, priceKind: SearchListing['priceKind']) {
  const response = await request.get(`/api/search?priceKind=${priceKind}&limit=20&facets=false`);
  expect(response.ok()).toBe(true);
  // Not one another journey reserved by accepting an offer: a reserved listing takes no offers.
  const listing = ((await response.json()).data.listings as SearchListing[]).find((card) => !card.isReserved);
  if (!listing) throw new Error(`the demo catalogue has no ${priceKind} listing`);
  return listing;
}

/** The German interface from the first load on (the language is kept on the device, spec §1). */
async function inGerman(page: Page) {
  await page.addInitScript(() => localStorage.setItem('kleinkram.language', 'de'));
}

test.describe('price kinds in German: Festpreis, VB, zu verschenken', () => {
  test.use({ locale: 'de-DE' });

  test('"Zu verschenken" is a place to browse, and a give-away shows no price and takes no offers', async ({
    page,
  }) => {
    await inGerman(page);
    await page.goto('/categories');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('link', { name: 'Zu verschenken', exact: true }).first().click();
    await expect(page).toHaveURL(/\/search\?priceKind=free$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Zu verschenken' })).toBeVisible();
    await expect(page).toHaveTitle('Zu verschenken | Kleinkram');

    const results = page.getByRole('article');
    await expect(results.first()).toBeVisible();
    const count = await results.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await expect(results.nth(index)).toContainText('Zu verschenken');
      await expect(results.nth(index)).not.toContainText('€');
    }
    await expectNoSeriousAxeViolations(page);

    const firstTitle = (await results.first().getByRole('heading').textContent())?.trim() ?? '';
    await results.first().getByRole('link', { name: firstTitle, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    const actions = page.getByRole('region', { name: 'Aktionen' });
    await expect(actions.getByRole('button', { name: 'Verkäufer schreiben' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Angebot machen' })).toHaveCount(0);
    await expect(page.getByText('Zu verschenken', { exact: true }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('a VB listing says VB beside its price and takes offers; a Festpreis one says so and takes none', async ({
    page,
    request,
  }) => {
    await inGerman(page);
    const negotiable = await firstListingOf(request, 'negotiable');
    await page.goto(`/listing/${negotiable.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: negotiable.title })).toBeVisible();
    const negotiablePrice = page.locator('abbr[title="Verhandlungsbasis"]').first();
    await expect(negotiablePrice).toHaveText('VB');
    await expect(
      page.getByRole('region', { name: 'Aktionen' }).getByRole('button', { name: 'Angebot machen' }),
    ).toBeVisible();

    const fixed = await firstListingOf(request, 'fixed');
    await page.goto(`/listing/${fixed.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: fixed.title })).toBeVisible();
    await expect(page.getByText('Festpreis', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Aktionen' }).getByRole('button', { name: 'Angebot machen' }),
    ).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test('the "Nur zu verschenken" filter narrows a search to give-aways, also under a price limit', async ({
    page,
  }) => {
    await inGerman(page);
    await page.goto('/search?priceMax=50');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole('list', { name: 'Schnellfilter' })
      .getByRole('button', { name: 'Nur zu verschenken' })
      .click();
    await expect(page).toHaveURL(/priceKind=free/);
    await expect(page).toHaveURL(/priceMax=50/);
    const results = page.getByRole('article');
    await expect(results.first()).toContainText('Zu verschenken');
    const count = await results.count();
    for (let index = 0; index < count; index += 1) {
      await expect(results.nth(index)).toContainText('Zu verschenken');
    }
    await expect(
      page.getByRole('list', { name: 'Schnellfilter' }).getByRole('button', { name: 'Nur zu verschenken' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousAxeViolations(page);
  });
});
