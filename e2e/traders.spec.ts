import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { type DemoAccount, demoAccounts } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { createVerifiedAccount } from './support/mailbox';
import { publishSellerListing } from './support/publish-listing';

/**
 * Commercial sellers (issue 18, ADR 066): a fresh seller switches to commercial in /settings, and
 * a guest sees "Commercial seller" and the legal information on the listing; a private seller's
 * listing shows the private note.
 */

/** A fresh seller with a name and onboarding done, so the journey starts at /settings. */
async function createSeller(request: APIRequestContext, baseURL: string, name: string): Promise<DemoAccount> {
  const { email, password } = await createVerifiedAccount(request, baseURL, 'trader');
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { Authorization: `Bearer ${token}` };
  const profile = await request.patch('/api/profile', { headers, data: { displayName: name } });
  expect(profile.ok(), await profile.text()).toBeTruthy();
  const onboarding = await request.patch('/api/onboarding', {
    headers,
    data: { completed: true, intents: ['sell'] },
  });
  expect(onboarding.ok(), await onboarding.text()).toBeTruthy();
  return { email, password, name } as unknown as DemoAccount;
}

/** Signs in through the /login form in either language; generous waits, the session restores after it. */
async function signIn(page: Page, account: DemoAccount, language: 'en' | 'de') {
  const text =
    language === 'en'
      ? { email: /^Email address/, submit: 'Sign in', menu: 'account menu' }
      : { email: /^E-Mail-Adresse/, submit: 'Anmelden', menu: 'Kontomenü' };
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel(text.email).fill(account.email);
  await main.locator('input[name="password"]').fill(account.password);
  await main.getByRole('button', { name: text.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: `${account.name}, ${text.menu}` })).toBeVisible({
    timeout: 30_000,
  });
}

/** The first look at a freshly loaded page: a busy machine (several suites at once) answers slowly. */
const pageLoad = { timeout: 30_000 };

async function guestPage(browser: Browser, baseURL: string | undefined, locale: string) {
  const context = await browser.newContext({ baseURL, locale, reducedMotion: 'reduce' });
  return context.newPage();
}

interface Labels {
  legalName: RegExp;
  street: RegExp;
  postalCode: RegExp;
  city: RegExp;
  phone: RegExp;
  email: RegExp;
  vatId: RegExp;
}

async function fillDetails(card: Locator, labels: Labels, postalCode: string) {
  await card.getByLabel(labels.legalName).fill('Kramladen Tara e.K.');
  await card.getByLabel(labels.street).fill('Hauptstraße 5');
  await card.getByLabel(labels.postalCode).fill(postalCode);
  await card.getByLabel(labels.city).fill('Berlin');
  await card.getByLabel(labels.phone).fill('+49 30 1234567');
  await card.getByLabel(labels.email).fill('info@kramladen-tara.example');
  await card.getByLabel(labels.vatId).fill('DE123456789');
}

test('a seller switches to commercial, and a guest sees the legal information on the listing', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const trader = await createSeller(request, baseURL ?? '', 'Tara Trader');
  await signIn(page, trader, 'en');
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Commercial seller' });
  await expect(card.getByText('You sell privately.')).toBeVisible(pageLoad);
  await expect(
    card.getByRole('heading', { name: 'Private or commercial: what is the difference?' }),
  ).toBeVisible();

  await card.getByRole('switch', { name: 'I sell commercially' }).click();
  const labels = {
    legalName: /^Name or company name/,
    street: /^Street and number/,
    postalCode: /^Postal code/,
    city: /^City/,
    phone: /^Phone/,
    email: /^Email for customers/,
    vatId: /^VAT ID/,
  };
  await fillDetails(card, labels, '1011');
  // A four-digit postal code in Germany and no self-certification: both are named, the input stays.
  await card.getByRole('button', { name: 'Save and sell commercially' }).click();
  await expect(
    card.getByText('Enter a valid postal code for the country (5 digits in Germany).'),
  ).toBeVisible();
  await expect(card.getByText('Please confirm this to sell commercially.')).toBeVisible();
  await expect(card.getByLabel(labels.legalName)).toHaveValue('Kramladen Tara e.K.');
  await expectNoSeriousAxeViolations(page);

  await card.getByLabel(labels.postalCode).fill('10115');
  await card.getByRole('checkbox', { name: /comply with EU law/ }).click();
  await card.getByRole('button', { name: 'Save and sell commercially' }).click();
  await expect(card.getByText('Your trader information is saved.', { exact: false })).toBeVisible(pageLoad);
  await expect(card.getByRole('switch', { name: 'I sell commercially' })).toBeChecked();

  const { slug } = await publishSellerListing(request, {
    title: 'Brass lamp from a small shop',
    priceValue: 39,
    clientSessionId: crypto.randomUUID(),
    account: trader,
  });

  const guest = await guestPage(browser, baseURL, 'en-GB');
  await guest.goto(`/listing/${slug}`);
  await expect(
    guest.getByRole('region', { name: 'About the seller' }).getByText('Commercial seller'),
  ).toBeVisible(pageLoad);
  const legal = guest.getByRole('region', { name: 'Legal information' });
  await expect(legal.getByText('Kramladen Tara e.K.')).toBeVisible();
  await expect(legal.getByText('10115 Berlin')).toBeVisible();
  await expect(legal.getByRole('link', { name: '+49 30 1234567' })).toBeVisible();
  await expect(legal.getByText('DE123456789')).toBeVisible();
  await expect(legal.getByText(/EU consumer law applies: .* withdraw within 14 days/)).toBeVisible();
  await expectNoSeriousAxeViolations(guest);

  // A private seller's listing: the note, no badge, no legal block.
  const privateListing = await publishSellerListing(request, {
    title: 'Brass lamp from the attic',
    priceValue: 25,
    clientSessionId: crypto.randomUUID(),
    account: demoAccounts.seller,
  });
  await guest.goto(`/listing/${privateListing.slug}`);
  const note = guest.getByRole('complementary', { name: 'Private seller' });
  await expect(note.getByText(/consumer rights of buying from a business/)).toBeVisible(pageLoad);
  await expect(guest.getByRole('region', { name: 'Legal information' })).toHaveCount(0);
  await expect(guest.getByText('Commercial seller')).toHaveCount(0);
  await expectNoSeriousAxeViolations(guest);
  await guest.context().close();
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('ein Verkäufer wird gewerblich, und Gäste sehen die rechtlichen Angaben', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    const trader = await createSeller(request, baseURL ?? '', 'Hanna Händlerin');
    await signIn(page, trader, 'de');
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Gewerblicher Verkäufer' });
    await expect(card.getByText('Du verkaufst privat.')).toBeVisible(pageLoad);
    await card.getByRole('switch', { name: 'Ich verkaufe gewerblich' }).click();
    const labels = {
      legalName: /^Name oder Firma/,
      street: /^Straße und Hausnummer/,
      postalCode: /^Postleitzahl/,
      city: /^Ort/,
      phone: /^Telefon/,
      email: /^E-Mail für Kunden/,
      vatId: /^USt-IdNr/,
    };
    await fillDetails(card, labels, '10115');
    // A register court without its number: the form asks for the number and keeps the rest.
    await card.getByLabel(/^Registergericht/).fill('Amtsgericht Charlottenburg');
    await card.getByRole('checkbox', { name: /EU-Recht entsprechen/ }).click();
    await card.getByRole('button', { name: 'Speichern und gewerblich verkaufen' }).click();
    await expect(card.getByText('Gib die Handelsregisternummer zu diesem Registergericht an.')).toBeVisible();
    await expect(card.getByLabel(labels.city)).toHaveValue('Berlin');
    await expectNoSeriousAxeViolations(page);
    await card.getByLabel(/^Handelsregisternummer/).fill('HRA 12345');
    await card.getByRole('button', { name: 'Speichern und gewerblich verkaufen' }).click();
    await expect(card.getByText('Deine Händlerangaben sind gespeichert.', { exact: false })).toBeVisible(
      pageLoad,
    );

    const { slug } = await publishSellerListing(request, {
      title: 'Messinglampe aus dem Laden',
      priceValue: 42,
      clientSessionId: crypto.randomUUID(),
      account: trader,
    });
    const guest = await guestPage(browser, baseURL, 'de-DE');
    await guest.goto(`/listing/${slug}`);
    await expect(
      guest.getByRole('region', { name: 'Über den Verkäufer' }).getByText('Gewerblicher Verkäufer'),
    ).toBeVisible(pageLoad);
    const legal = guest.getByRole('region', { name: 'Rechtliche Angaben' });
    await expect(legal.getByText('HRA 12345, Amtsgericht Charlottenburg')).toBeVisible();
    await expect(legal.getByText(/Es gilt das EU-Verbraucherrecht/)).toBeVisible();
    await expectNoSeriousAxeViolations(guest);

    // The seller page shows the same.
    await guest
      .getByRole('region', { name: 'Über den Verkäufer' })
      .getByRole('link', { name: 'Hanna Händlerin' })
      .click();
    await expect(guest.getByRole('heading', { level: 1, name: 'Hanna Händlerin' })).toBeVisible(pageLoad);
    await expect(
      guest.getByRole('region', { name: 'Rechtliche Angaben' }).getByText('Kramladen Tara e.K.'),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(guest);

    // Back to private: the listing shows the private note, and the details stay for next time.
    await card.getByRole('switch', { name: 'Ich verkaufe gewerblich' }).click();
    await expect(card.getByText('Du verkaufst jetzt privat.', { exact: false })).toBeVisible(pageLoad);
    await guest.goto(`/listing/${slug}`);
    await expect(
      guest.getByRole('complementary', { name: 'Privater Verkäufer' }).getByText(/Verbraucherrechte/),
    ).toBeVisible(pageLoad);
    await guest.context().close();
    await card.getByRole('switch', { name: 'Ich verkaufe gewerblich' }).click();
    await expect(card.getByLabel(labels.legalName)).toHaveValue('Kramladen Tara e.K.');
  });
});
