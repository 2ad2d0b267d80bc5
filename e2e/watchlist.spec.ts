import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

/**
 * Issue 17, watchlist and cart: a guest watches a listing from a card and another from its page,
 * signs in as the demo buyer and finds both on /watchlist from the account menu; the buyer puts a
 * listing in the cart (twice: nothing changes), sees it in the header popover and the workspace
 * cart panel. Both languages, axe-clean.
 */
const labels = {
  en: {
    locale: 'en-GB',
    watchCard: (title: string) => `Watch “${title}”`,
    watch: 'Watch',
    watching: 'Watching',
    watchlistHeading: 'Watchlist',
    guestTitle: 'Kept on this device',
    email: /^Email address/,
    password: /^Password/,
    signIn: 'Sign in',
    accountMenu: `${demoAccounts.buyer.name}, account menu`,
    watchlistItem: 'Watchlist',
    addToCart: 'Add to cart',
    inCart: 'In cart',
    alreadyInCart: 'Already in your cart.',
    cart: /^Cart/,
    cartHeading: 'Cart',
    checkout: /^Check out with /,
    viewCart: 'View cart',
  },
  de: {
    locale: 'de-DE',
    watchCard: (title: string) => `„${title}“ merken`,
    watch: 'Merken',
    watching: 'Gemerkt',
    watchlistHeading: 'Merkliste',
    guestTitle: 'Auf diesem Gerät gespeichert',
    email: /^E-Mail-Adresse/,
    password: /^Passwort\*?$/,
    signIn: 'Anmelden',
    accountMenu: `${demoAccounts.buyer.name}, Kontomenü`,
    watchlistItem: 'Merkliste',
    addToCart: 'In den Warenkorb',
    inCart: 'Im Warenkorb',
    alreadyInCart: 'Schon in deinem Warenkorb.',
    cart: /^Warenkorb/,
    cartHeading: 'Warenkorb',
    checkout: /^Zur Kasse bei /,
    viewCart: 'Warenkorb ansehen',
  },
} as const;

interface FeedListing {
  id: string;
  slug: string;
  title: string;
  isReserved: boolean;
}

async function availableListings(request: APIRequestContext): Promise<FeedListing[]> {
  const response = await request.get('/api/feeds/recent?limit=12');
  expect(response.ok(), await response.text()).toBeTruthy();
  const { listings } = ((await response.json()) as { data: { listings: FeedListing[] } }).data;
  return listings.filter((listing) => !listing.isReserved);
}

/** The demo buyer's cart emptied through the API, so each run starts from "Add to cart". */
async function emptyBuyerCart(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: demoAccounts.buyer.email, password: demoAccounts.buyer.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const headers = { Authorization: `Bearer ${accessToken}` };
  const cart = await request.get('/api/cart', { headers });
  const { groups } = ((await cart.json()) as { data: { groups: { items: { listing: { id: string } }[] }[] } })
    .data;
  for (const item of groups.flatMap((group) => group.items)) {
    await request.delete(`/api/cart/${item.listing.id}`, { headers });
  }
}

async function signIn(page: Page, text: (typeof labels)['en' | 'de']) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel(text.email).fill(demoAccounts.buyer.email);
  await main.getByLabel(text.password).fill(demoAccounts.buyer.password);
  await main.getByRole('button', { name: text.signIn, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('button', { name: text.accountMenu })).toBeVisible();
}

for (const language of ['en', 'de'] as const) {
  test.describe(`watchlist and cart (${language})`, () => {
    test.use({ locale: labels[language].locale, viewport: { width: 1280, height: 900 } });

    test('a guest watches from a card and a listing page, signs in and finds both on the watchlist', async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const text = labels[language];
      const offset = language === 'en' ? 0 : 2;
      const [fromCard, fromPage] = (await availableListings(request)).slice(offset, offset + 2) as [
        FeedListing,
        FeedListing,
      ];

      await page.goto('/');
      const heart = page.getByRole('button', { name: text.watchCard(fromCard.title) }).first();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');

      await page.goto(`/listing/${fromPage.slug}`);
      const actions = page.getByRole('region', { name: language === 'en' ? 'Actions' : 'Aktionen' });
      await actions.getByRole('button', { name: text.watch, exact: true }).click();
      await expect(actions.getByRole('button', { name: text.watching, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await page.goto('/watchlist');
      await expect(page.getByRole('heading', { level: 1, name: text.watchlistHeading })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.guestTitle })).toBeVisible();
      const list = page.getByRole('list', { name: text.watchlistHeading });
      await expect(list.getByRole('link', { name: fromCard.title })).toBeVisible();
      await expect(list.getByRole('link', { name: fromPage.title })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await signIn(page, text);
      await page.getByRole('button', { name: text.accountMenu }).click();
      await page.getByRole('menuitem', { name: text.watchlistItem }).click();
      await expect(page).toHaveURL(/\/watchlist$/);
      await expect(page.getByRole('heading', { name: text.guestTitle })).toHaveCount(0);
      await expect(list.getByRole('link', { name: fromCard.title })).toBeVisible();
      await expect(list.getByRole('link', { name: fromPage.title })).toBeVisible();
      // Handed over: the device keeps nothing once the account has it.
      expect(await page.evaluate(() => localStorage.getItem('kleinkram.engagement'))).toBeNull();
      await expectNoSeriousAxeViolations(page);
    });

    test('a buyer adds to the cart once, sees it in the header popover and the workspace panel', async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const text = labels[language];
      await emptyBuyerCart(request);
      const listing = (await availableListings(request))[language === 'en' ? 4 : 5] as FeedListing;
      await signIn(page, text);

      await page.goto(`/listing/${listing.slug}`);
      const add = page.getByRole('button', { name: text.addToCart });
      await add.click();
      const inCart = page.getByRole('button', { name: text.inCart });
      await expect(inCart).toHaveAttribute('aria-pressed', 'true');
      const cartTrigger = page.getByRole('button', { name: text.cart });
      await expect(cartTrigger.getByTestId('cart-count')).toHaveText('1');
      await inCart.click();
      await expect(page.getByText(text.alreadyInCart)).toBeVisible();
      await expect(cartTrigger.getByTestId('cart-count')).toHaveText('1');

      await cartTrigger.click();
      const popover = page.getByRole('dialog', { name: text.cartHeading });
      await expect(popover.getByRole('link', { name: listing.title })).toBeVisible();
      await expect(popover.getByRole('button', { name: text.checkout })).toBeEnabled();
      await expectNoSeriousAxeViolations(page);
      await popover.getByRole('link', { name: text.viewCart }).click();

      await expect(page).toHaveURL(/section=listings&panel=cart/);
      const panel = page.getByRole('region', { name: text.cartHeading });
      await expect(panel.getByRole('link', { name: listing.title })).toHaveCount(1);
      await expect(panel.getByRole('link', { name: listing.title })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  });
}

test.describe('watchlist and cart on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a guest watches from a card, reaches the watchlist and the cart without sideways scrolling', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const text = labels.en;
    const [listing] = (await availableListings(request)).slice(6, 7) as [FeedListing];
    await page.goto('/');
    const heart = page.getByRole('button', { name: text.watchCard(listing.title) }).first();
    await heart.scrollIntoViewIfNeeded();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('banner').getByRole('link', { name: text.watchlistHeading }).click();
    await expect(
      page.getByRole('list', { name: text.watchlistHeading }).getByRole('link', { name: listing.title }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: text.cart }).click();
    await expect(page.getByRole('dialog', { name: text.cartHeading })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page);

    // Signed in, the header has more icons: the heart moves into the account menu, nothing overflows.
    await signIn(page, text);
    await page.goto('/');
    await expect(page.getByRole('button', { name: text.cart })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
