import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type DemoAccount, demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { publishSellerListing } from './support/publish-listing';

/** A live listing of the demo seller, from the recent feed. */
async function demoSellerListingSlug(request: APIRequestContext) {
  const feed = await request.get('/api/feeds/recent?limit=48');
  const { listings } = (await feed.json()).data as { listings: { slug: string }[] };
  for (const { slug } of listings) {
    const detail = await request.get(`/api/listings/${slug}`);
    const { listing } = (await detail.json()).data as { listing: { seller: { name: string } } };
    if (listing.seller.name === demoAccounts.seller.name) return slug;
  }
  throw new Error(`no listing of ${demoAccounts.seller.name} in the recent feed`);
}

/** The same sign-in as signInWithPassword, with the German form's labels. */
async function signInGerman(page: Page, account: DemoAccount) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel(/^E-Mail-Adresse/).fill(account.email);
  await main.locator('input[name="password"]').fill(account.password);
  await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('button', { name: `${account.name}, Kontomenü` })).toBeVisible();
}

async function newPage(browser: Browser, baseURL: string | undefined, locale: string) {
  const context = await browser.newContext({ baseURL, locale, reducedMotion: 'reduce' });
  return context.newPage();
}

/** The moderator opens the queue from the account menu and decides the person's pending check. */
async function openQueueCard(page: Page, personName: string) {
  await signInWithPassword(page, demoAccounts.moderator);
  await page.getByRole('button', { name: `${demoAccounts.moderator.name}, account menu` }).click();
  await page.getByRole('menuitem', { name: 'Moderation: identity checks' }).click();
  await expect(page).toHaveURL(/\/admin\/identity-checks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Identity checks' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: personName }) });
  await expect(card).toBeVisible();
  return card;
}

/**
 * The demo seller is verified in the demo data already (the badge shows on its listings), so the
 * journey is the admin's, on a listing of its own.
 */
test('a seller verifies in settings, a moderator approves, and the listing shows the badge', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const verifying = demoAccounts.admin;
  const { slug } = await publishSellerListing(request, {
    title: 'Brass desk lamp for the identity journey',
    priceValue: 45,
    clientSessionId: crypto.randomUUID(),
    account: verifying,
  });
  await signInWithPassword(page, verifying);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Identity verification' });
  await expect(card.getByText('You have not verified your identity yet.')).toBeVisible();

  await card.getByRole('radio', { name: 'ID card' }).click();
  await card.getByLabel(/^First name/).fill('Alex');
  await card.getByLabel(/^Last name/).fill('Admin');
  await card.getByLabel(/^Document number/).fill('L01X00T47');
  await card.getByLabel(/^Date of birth/).fill('1990-04-17');
  // The country is missing: the form says so and keeps what was typed.
  await card.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(card.getByText('This field is required.')).toHaveCount(1);
  await expect(card.getByLabel(/^First name/)).toHaveValue('Alex');
  await expectNoSeriousAxeViolations(page);

  await card.getByRole('combobox', { name: /^Issuing country/ }).click();
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await card.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(
    card.getByText("Your verification is being reviewed. We'll let you know the result."),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Submit for verification' })).toHaveCount(0);

  const moderatorPage = await newPage(browser, baseURL, 'en-GB');
  const queueCard = await openQueueCard(moderatorPage, verifying.name);
  await expect(queueCard.getByText('L01X00T47')).toBeVisible();
  await expect(queueCard.getByText('Germany')).toBeVisible();
  await expectNoSeriousAxeViolations(moderatorPage);
  await queueCard.getByRole('button', { name: 'Approve' }).click();
  await expect(queueCard).toHaveCount(0);
  await moderatorPage.context().close();

  await page.goto('/settings');
  await expect(card.getByText('Your identity is verified.')).toBeVisible();

  await page.goto(`/listing/${slug}`);
  await expect(
    page.getByRole('region', { name: 'Trust and safety' }).getByText('Identity verified'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Seller' }).getByText('Identity verified')).toBeVisible();
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('a buyer verifies from the listing page, sees pending, and after a rejection the reason and cooldown', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    const slug = await demoSellerListingSlug(request);
    await signInGerman(page, demoAccounts.buyer);
    await page.goto(`/listing/${slug}`);
    const prompt = page.getByRole('region', { name: 'Sicher kaufen und verkaufen' });
    await prompt.getByRole('button', { name: 'Identität bestätigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Identität bestätigen' });
    await dialog.getByRole('radio', { name: 'Reisepass' }).click();
    await dialog.getByRole('combobox', { name: /^Ausstellender Staat/ }).click();
    await page.getByRole('option', { name: 'Österreich', exact: true }).click();
    await dialog.getByLabel(/^Vorname/).fill('Ben');
    await dialog.getByLabel(/^Dokumentnummer/).fill('P1234567');
    await dialog.getByLabel(/^Geburtsdatum/).fill('1985-02-03');
    // The last name is missing.
    await dialog.getByRole('button', { name: 'Zur Prüfung einreichen' }).click();
    await expect(dialog.getByText('Dieses Feld ist erforderlich.')).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByLabel(/^Nachname/).fill('Buyer');
    await dialog.getByRole('button', { name: 'Zur Prüfung einreichen' }).click();
    await expect(dialog.getByText('Deine Verifizierung wird geprüft.', { exact: false })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(prompt.getByText('Deine Identitätsprüfung wird bearbeitet.')).toBeVisible();

    const moderatorPage = await newPage(browser, baseURL, 'en-GB');
    const queueCard = await openQueueCard(moderatorPage, demoAccounts.buyer.name);
    await queueCard.getByRole('button', { name: 'Reject' }).click();
    await queueCard.getByRole('button', { name: 'Reject with this reason' }).click();
    await expect(queueCard.getByText('Enter a reason for the rejection.')).toBeVisible();
    await queueCard.getByLabel(/^Reason for the rejection/).fill('Die Dokumentnummer ist nicht lesbar.');
    await queueCard.getByRole('button', { name: 'Reject with this reason' }).click();
    await expect(queueCard).toHaveCount(0);
    await moderatorPage.context().close();

    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Identitätsprüfung' });
    await expect(card.getByText('Wir konnten deine Identität nicht bestätigen.')).toBeVisible();
    await expect(card.getByText('Grund: Die Dokumentnummer ist nicht lesbar.')).toBeVisible();
    await expect(card.getByText(/Du kannst ab dem \d{1,2}\. \S+ \d{4} erneut einreichen\./)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Zur Prüfung einreichen' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
});
