import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { publishSellerListing } from './support/publish-listing';
import { copiedLink, stubSharing } from './support/sharing';

/**
 * A listing of its own with two photos, so the gallery can be stepped through. Seeded listings would do, but
 * the journeys before this one publish one-photo listings that push them out of the home feed's first page.
 */
async function publishListingWithPhotos(request: APIRequestContext, title: string) {
  const listing = await publishSellerListing(request, {
    title,
    priceValue: 35,
    clientSessionId: crypto.randomUUID(),
    photos: ['jacket-front.jpg', 'jacket-back.jpg'],
  });
  return { ...listing, title, photoCount: 2 };
}

test.describe('listing detail', () => {
  test('opens from the home feed with gallery, zoom, share, head data and guest prompts', async ({
    page,
    request,
  }) => {
    const listing = await publishListingWithPhotos(request, 'Brass desk lamp with two photos');
    await stubSharing(page, 'absent');
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Freshly listed' })
      .getByRole('link', { name: listing.title, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/listing/${listing.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page).toHaveTitle(`${listing.title} – Kleinkram`);
    await expect(page.getByRole('navigation', { name: 'Category path' }).getByRole('link')).not.toHaveCount(
      0,
    );
    await expect(page.getByRole('heading', { name: 'About the seller' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Similar offers' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Head after an in-app navigation: the page's own canonical, exactly one (ADR 080).
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/listing/${listing.slug}$`),
    );
    // The schema.org Product JSON-LD is in the server's HTML, where crawlers read it (ADR 080).
    const shell = await (
      await request.get(`/listing/${listing.slug}`, { headers: { accept: 'text/html' } })
    ).text();
    const jsonLdText = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(shell)?.[1];
    const jsonLd = JSON.parse(jsonLdText ?? '');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: listing.title,
      offers: { '@type': 'Offer', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });

    // Gallery by keyboard: the arrow keys step through the photos.
    const total = listing.photoCount;
    const gallery = page.getByRole('region', { name: 'Photos' });
    await gallery.getByRole('button', { name: `Enlarge photo 1 of ${total}` }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText(`2 / ${total}`)).toBeVisible();
    await expect(gallery.getByRole('button', { name: `Show photo 2 of ${total}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText(`1 / ${total}`)).toBeVisible();

    // Zoom opens the large photo; Escape closes it.
    await gallery.getByRole('button', { name: `Enlarge photo 1 of ${total}` }).press('Enter');
    const zoom = page.getByRole('dialog', { name: new RegExp(`^Photo 1 of ${total}`) });
    await expect(zoom.getByRole('img')).toHaveAttribute('src', /\/zoom\.webp$/);
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: new RegExp(`^Photo 2 of ${total}`) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Without a share sheet the link goes to the clipboard.
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await copiedLink(page)).toMatch(new RegExp(`/listing/${listing.slug}$`));

    // A guest who wants to message the seller is asked to sign in.
    await page.getByRole('button', { name: 'Message seller' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });

  test('a failing share sheet shows "Share failed"', async ({ page, request }) => {
    const listing = await publishListingWithPhotos(request, 'Brass lamp for the share test');
    await stubSharing(page, 'failing');
    await page.goto(`/listing/${listing.slug}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Share failed')).toBeVisible();
  });

  test('an unknown listing says it is no longer available, with ways onward', async ({ page }) => {
    await page.goto('/listing/no-such-listing-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Listing no longer available' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Search listings' })).toHaveAttribute('href', '/search');
    await expectNoSeriousAxeViolations(page);
  });
});
