import { type Browser, expect, type Page, test } from '@playwright/test';
import { type DemoAccount, demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { trackedContexts } from './support/contexts';
import { publishSellerListing } from './support/publish-listing';

/**
 * Issue 17, the purchase journey: the buyer opens the seller's shipping listing, presses Buy, picks
 * shipping, gives an address (first without the street: a translated error, nothing lost), sees the
 * total, confirms and pays on the payment double's hosted page, comes back to the order (paid); the
 * seller ships it with a tracking number; the buyer confirms receipt and reviews the seller. Once in
 * English on a desktop, once in German on a 390 px phone; axe-clean on checkout and order pages.
 */
const labels = {
  en: {
    buy: 'Buy',
    checkout: 'Checkout',
    shipping: /^Shipping/,
    name: /^Full name/,
    street: /^Street and house number/,
    postalCode: /^Postal code/,
    city: /^Town or city/,
    streetError: 'Enter the street and house number.',
    noBuyerFee: 'No buyer fee',
    total: '€50.49',
    confirm: 'Place order and pay',
    paid: 'Paid',
    received: 'Payment received. The seller has been told to send your item.',
    order: /^Order /,
    shipForm: 'Ship the item',
    trackingNumber: /^Tracking number/,
    ship: 'Mark as shipped',
    shipped: 'Shipped',
    confirmReceipt: 'Confirm receipt',
    confirmDialog: 'Did the item arrive as described?',
    confirmYes: 'Yes, confirm receipt',
    completed: 'Completed',
    review: 'Write a review',
    reviewDialog: `Review ${demoAccounts.seller.name}`,
    fiveStars: '5 stars',
    publish: 'Publish review',
    published: 'Thank you! Your review is published.',
  },
  de: {
    buy: 'Kaufen',
    checkout: 'Kasse',
    shipping: /^Versand/,
    name: /^Vor- und Nachname/,
    street: /^Straße und Hausnummer/,
    postalCode: /^PLZ/,
    city: /^Ort/,
    streetError: 'Gib Straße und Hausnummer ein.',
    noBuyerFee: 'Keine Käufergebühr',
    total: /^50,49\s€$/,
    confirm: 'Bestellen und bezahlen',
    paid: 'Bezahlt',
    received: 'Zahlung eingegangen. Der Verkäufer wurde gebeten, deinen Artikel zu verschicken.',
    order: /^Bestellung /,
    shipForm: 'Artikel versenden',
    trackingNumber: /^Sendungsnummer/,
    ship: 'Als versendet markieren',
    shipped: 'Versendet',
    confirmReceipt: 'Erhalt bestätigen',
    confirmDialog: 'Ist der Artikel wie beschrieben angekommen?',
    confirmYes: 'Ja, Erhalt bestätigen',
    completed: 'Abgeschlossen',
    review: 'Bewertung schreiben',
    reviewDialog: `${demoAccounts.seller.name} bewerten`,
    fiveStars: '5 Sterne',
    publish: 'Bewertung veröffentlichen',
    published: 'Danke! Deine Bewertung ist veröffentlicht.',
  },
} as const;
type Language = keyof typeof labels;

const viewports = { en: { width: 1280, height: 900 }, de: { width: 390, height: 844 } } as const;

const contexts = trackedContexts();
test.afterEach(() => contexts.closeAll());

function uniqueWord(): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `messing${letters.join('')}`;
}

async function signedInPage(browser: Browser, account: DemoAccount, language: Language): Promise<Page> {
  // Signed in through the English form, then the interface language is chosen like a user would.
  const context = await contexts.newContext(browser, { viewport: viewports[language] });
  const page = await context.newPage();
  await signInWithPassword(page, account);
  await page.evaluate((chosen) => localStorage.setItem('kleinkram.language', chosen), language);
  return page;
}

/** The page never scrolls sideways (spec §2 phones). */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The payment double's hosted checkout page (e2e/support, the payments work): it shows the amount
 * and pays with one button, then sends the browser to the success URL the app gave it.
 */
async function payOnHostedPage(page: Page) {
  await page.getByRole('button', { name: /^Pay/ }).click();
}

for (const language of ['en', 'de'] as const) {
  test(`a buyer checks out with shipping, pays, the seller ships, the buyer confirms and reviews (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const text = labels[language];
    const title = `Brass desk lamp ${uniqueWord()}`;
    // €45 plus €5.49 DHL shipping: the total the buyer must see before confirming.
    const listing = await publishSellerListing(request, {
      title,
      priceValue: 45,
      clientSessionId: `e2e-checkout-${language}`,
      fields: {
        priceKind: 'fixed',
        offersShipping: true,
        shippingOptions: [{ carrier: 'dhl', price: 5.49, estimatedDays: '1-2' }],
      },
    });

    // The buyer: Buy on the listing page opens the product's own checkout.
    const buyer = await signedInPage(browser, demoAccounts.buyer, language);
    await buyer.goto(`/listing/${listing.slug}`);
    await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await buyer.getByRole('button', { name: text.buy, exact: true }).first().click();
    await expect(buyer).toHaveURL(new RegExp(`/checkout\\?listings=${listing.id}$`));
    await expect(buyer.getByRole('heading', { level: 1, name: text.checkout })).toBeVisible();
    await buyer.getByRole('radio', { name: text.shipping }).first().click();

    // An address without the street: the field says what is missing, the rest stays typed.
    await buyer.getByLabel(text.name).fill(demoAccounts.buyer.name);
    await buyer.getByLabel(text.postalCode).fill('10115');
    await buyer.getByLabel(text.city).fill('Berlin');
    await buyer.getByRole('button', { name: text.confirm }).click();
    await expect(buyer.getByText(text.streetError)).toBeVisible();
    await expect(buyer.getByLabel(text.street)).toHaveAttribute('aria-invalid', 'true');
    await expect(buyer.getByLabel(text.city)).toHaveValue('Berlin');
    await expectNoSeriousAxeViolations(buyer);
    if (language === 'de') await expectNoHorizontalScroll(buyer);

    await buyer.getByLabel(text.street).fill('Lindenstraße 12');
    const summary = buyer.getByTestId('checkout-summary');
    await expect(summary.getByText(text.noBuyerFee)).toBeVisible();
    await expect(buyer.getByTestId('checkout-total')).toHaveText(text.total);
    await buyer.getByRole('button', { name: text.confirm }).click();

    // The payment double's hosted page, then back on the order: paid once the webhook has landed.
    await expect(buyer).not.toHaveURL(/\/checkout/, { timeout: 20_000 });
    await payOnHostedPage(buyer);
    await expect(buyer).toHaveURL(/\/orders\/[0-9a-f-]{36}\?payment=success$/, { timeout: 20_000 });
    const orderPath = new URL(buyer.url()).pathname;
    await expect(buyer.getByText(text.received)).toBeVisible({ timeout: 30_000 });
    await expect(buyer.getByRole('heading', { level: 1, name: text.order })).toBeVisible();
    await expect(buyer.getByText(text.paid, { exact: true }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(buyer);
    if (language === 'de') await expectNoHorizontalScroll(buyer);

    // The seller ships it with a tracking number.
    const seller = await signedInPage(browser, demoAccounts.seller, language);
    await seller.goto('/seller/workspace?section=orders');
    await seller
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await expect(seller).toHaveURL(new RegExp(`${orderPath}$`));
    const shipForm = seller.getByRole('form', { name: text.shipForm });
    await shipForm.getByLabel(text.trackingNumber).fill('00340434161094042557');
    await expectNoSeriousAxeViolations(seller);
    await shipForm.getByRole('button', { name: text.ship }).click();
    await expect(seller.getByTestId('order-tracking')).toHaveText('DHL · 00340434161094042557', {
      timeout: 20_000,
    });
    await expect(seller.getByText(text.shipped, { exact: true }).first()).toBeVisible();

    // The buyer confirms receipt, then reviews the seller.
    await buyer.goto(orderPath);
    await expect(buyer.getByTestId('order-tracking')).toHaveText('DHL · 00340434161094042557');
    await buyer.getByRole('button', { name: text.confirmReceipt }).click();
    const confirm = buyer.getByRole('dialog', { name: text.confirmDialog });
    await confirm.getByRole('button', { name: text.confirmYes }).click();
    await expect(buyer.getByText(text.completed, { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await buyer.getByRole('button', { name: text.review }).click();
    const reviewForm = buyer.getByRole('dialog', { name: text.reviewDialog });
    await reviewForm.getByRole('radio', { name: text.fiveStars }).click();
    await expectNoSeriousAxeViolations(buyer);
    await reviewForm.getByRole('button', { name: text.publish }).click();
    await expect(buyer.getByText(text.published)).toBeVisible({ timeout: 20_000 });
    await expect(reviewForm).toBeHidden();
    await expect(buyer.getByRole('button', { name: text.review })).toBeHidden({ timeout: 20_000 });
  });
}
