import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

interface FeedListing {
  slug: string;
  title: string;
}

/** A live listing whose seller has more than one page of reviews and other live listings. */
async function findListingOfReviewedSeller(request: APIRequestContext) {
  const feed = await request.get('/api/feeds/recent?limit=24');
  const { listings } = (await feed.json()).data as { listings: FeedListing[] };
  for (const listing of listings) {
    const detail = (await (await request.get(`/api/listings/${listing.slug}`)).json()).data;
    const seller = detail.listing.seller as { id: string; name: string; reviewCount: number };
    if (
      seller.reviewCount > 5 &&
      seller.name !== demoAccounts.buyer.name &&
      detail.moreFromSeller.length > 0
    ) {
      return { ...listing, seller };
    }
  }
  throw new Error('no listing of the feed has a seller with more than five reviews');
}

const reviewsSection = (page: Page, name: RegExp) => page.getByRole('region', { name });

test.describe('reviews', () => {
  test('the listing page pages and sorts the seller’s reviews; a guest is asked to sign in to vote', async ({
    page,
    request,
  }) => {
    const listing = await findListingOfReviewedSeller(request);
    const pages = Math.ceil(listing.seller.reviewCount / 5);
    await page.goto(`/listing/${listing.slug}`);
    const reviews = reviewsSection(page, /^Reviews/);
    await expect(reviews.getByRole('listitem')).toHaveCount(5);
    await expect(reviews.getByText(`Page 1 of ${pages}`)).toBeVisible();
    const firstPage = await reviews.getByRole('listitem').first().textContent();

    await reviews
      .getByRole('navigation', { name: 'Review pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect(reviews.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(reviews.getByRole('listitem').first()).not.toHaveText(firstPage ?? '');

    await reviews.getByRole('combobox', { name: 'Sort reviews' }).click();
    await page.getByRole('option', { name: 'Most helpful first' }).click();
    await expect(reviews.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(reviews.getByRole('combobox', { name: 'Sort reviews' })).toHaveText(/Most helpful first/);
    await expectNoSeriousAxeViolations(page);

    await reviews
      .getByRole('button', { name: /^Helpful \(\d+\)$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel(/^Email address/)).toBeVisible();
  });

  test('a signed-in buyer votes a review helpful once, and can move the vote', async ({ page, request }) => {
    const listing = await findListingOfReviewedSeller(request);
    await signInWithPassword(page, demoAccounts.buyer);
    await page.goto(`/listing/${listing.slug}`);
    const reviews = reviewsSection(page, /^Reviews/);
    await expect(reviews.getByRole('listitem')).toHaveCount(5);
    // A review this buyer has not voted on yet (the data folder may hold an earlier run's votes).
    const item = reviews
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Helpful \(\d+\)$/, pressed: false }) })
      .filter({ has: page.getByRole('button', { name: /^Not helpful \(\d+\)$/, pressed: false }) })
      .first();
    const helpful = item.getByRole('button', { name: /^Helpful \(\d+\)$/ });
    const before = Number(/\((\d+)\)/.exec((await helpful.textContent()) ?? '')?.[1]);
    const title = await item.locator('time').getAttribute('datetime');
    const sameItem = reviews.getByRole('listitem').filter({ has: page.locator(`time[datetime="${title}"]`) });

    await helpful.click();
    await expect(
      sameItem.getByRole('button', { name: `Helpful (${before + 1})`, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    // Voting the same again counts nothing more.
    await sameItem.getByRole('button', { name: `Helpful (${before + 1})`, exact: true }).click();
    await expect(
      sameItem.getByRole('button', { name: `Helpful (${before + 1})`, exact: true }),
    ).toBeVisible();

    await page.reload();
    await expect(
      sameItem.getByRole('button', { name: `Helpful (${before + 1})`, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    // Changing the vote moves it.
    await sameItem.getByRole('button', { name: /^Not helpful/ }).click();
    await expect(sameItem.getByRole('button', { name: `Helpful (${before})`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(sameItem.getByRole('button', { name: /^Not helpful/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test.describe('in German', () => {
    test.use({ locale: 'de-DE' });

    test('the seller page shows the rating, its reviews and the other listings', async ({
      page,
      request,
    }) => {
      const listing = await findListingOfReviewedSeller(request);
      await page.goto(`/listing/${listing.slug}`);
      await page.getByRole('link', { name: 'Verkäuferprofil ansehen' }).click();
      await expect(page).toHaveURL(new RegExp(`/sellers/${listing.seller.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: listing.seller.name })).toBeVisible();
      await expect(page.getByText(/^Mitglied seit/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Bewertungen nach Sternen' })).toBeVisible();
      await expect(page.getByText('Abgeschlossene Verkäufe')).toBeVisible();

      const reviews = reviewsSection(page, /^Bewertungen/);
      await expect(reviews.getByRole('listitem')).toHaveCount(5);
      await expect(reviews.getByText(/^Seite 1 von \d+$/)).toBeVisible();
      await expect(reviews.getByRole('button', { name: /^Hilfreich \(\d+\)$/ }).first()).toBeVisible();

      const listings = page.getByRole('region', { name: `Anzeigen von ${listing.seller.name}` });
      await expect(listings.getByRole('listitem').first()).toBeVisible();
      await expect(listings.getByRole('link', { name: listing.title })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  });
});
