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

/** The words a journey reads and types, in its language. */
interface JourneyText {
  signIn: { email: RegExp; submit: string; menu: string };
  card: string;
  sellsPrivately: string;
  difference: string;
  commercialSwitch: string;
  save: string;
  saved: string;
  aboutSeller: string;
  commercialSeller: string;
  legal: string;
  labels: Labels;
}

/** What one language's journey does beyond the common path: the refusal it provokes, what it checks after. */
interface Journey {
  title: string;
  locale: string;
  sellerName: string;
  text: JourneyText;
  listing: { title: string; priceValue: number };
  postalCode: string;
  /** Saves with a mistake and checks it is named with the input kept. */
  provokeRefusal: (card: Locator) => Promise<void>;
  /** Mends the mistake (without saving). */
  mendRefusal: (card: Locator) => Promise<void>;
  /** What the guest reads in the legal block of the commercial listing. */
  legalFacts: Array<string | RegExp>;
  /** The rest of the journey in this language, with the seller's card and a guest on the listing. */
  continueWith: (steps: {
    card: Locator;
    guest: Page;
    slug: string;
    request: APIRequestContext;
  }) => Promise<void>;
}

/** Signs in through the /login form; generous waits, the session restores after it. */
async function signIn(page: Page, account: DemoAccount, text: JourneyText['signIn']) {
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

const english: Journey = {
  title: 'a seller switches to commercial, and a guest sees the legal information on the listing',
  locale: 'en-GB',
  sellerName: 'Tara Trader',
  text: {
    signIn: { email: /^Email address/, submit: 'Sign in', menu: 'account menu' },
    card: 'Commercial seller',
    sellsPrivately: 'You sell privately.',
    difference: 'Private or commercial: what is the difference?',
    commercialSwitch: 'I sell commercially',
    save: 'Save and sell commercially',
    saved: 'Your trader information is saved.',
    aboutSeller: 'About the seller',
    commercialSeller: 'Commercial seller',
    legal: 'Legal information',
    labels: {
      legalName: /^Name or company name/,
      street: /^Street and number/,
      postalCode: /^Postal code/,
      city: /^City/,
      phone: /^Phone/,
      email: /^Email for customers/,
      vatId: /^VAT ID/,
    },
  },
  listing: { title: 'Brass lamp from a small shop', priceValue: 39 },
  // A four-digit postal code in Germany and no self-certification: both are named, the input stays.
  postalCode: '1011',
  async provokeRefusal(card) {
    await card.getByRole('button', { name: english.text.save }).click();
    await expect(
      card.getByText('Enter a valid postal code for the country (5 digits in Germany).'),
    ).toBeVisible();
    await expect(card.getByText('Please confirm this to sell commercially.')).toBeVisible();
    await expect(card.getByLabel(english.text.labels.legalName)).toHaveValue('Kramladen Tara e.K.');
  },
  async mendRefusal(card) {
    await card.getByLabel(english.text.labels.postalCode).fill('10115');
    await card.getByRole('checkbox', { name: /comply with EU law/ }).click();
  },
  legalFacts: [
    'Kramladen Tara e.K.',
    '10115 Berlin',
    'DE123456789',
    /EU consumer law applies: .* withdraw within 14 days/,
  ],
  async continueWith({ guest, request }) {
    const legal = guest.getByRole('region', { name: english.text.legal });
    await expect(legal.getByRole('link', { name: '+49 30 1234567' })).toBeVisible();
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
    await expect(guest.getByRole('region', { name: english.text.legal })).toHaveCount(0);
    await expect(guest.getByText(english.text.commercialSeller)).toHaveCount(0);
    await expectNoSeriousAxeViolations(guest);
  },
};

const german: Journey = {
  title: 'ein Verkäufer wird gewerblich, und Gäste sehen die rechtlichen Angaben',
  locale: 'de-DE',
  sellerName: 'Hanna Händlerin',
  text: {
    signIn: { email: /^E-Mail-Adresse/, submit: 'Anmelden', menu: 'Kontomenü' },
    card: 'Gewerblicher Verkäufer',
    sellsPrivately: 'Du verkaufst privat.',
    difference: 'Privat oder gewerblich: Was ist der Unterschied?',
    commercialSwitch: 'Ich verkaufe gewerblich',
    save: 'Speichern und gewerblich verkaufen',
    saved: 'Deine Händlerangaben sind gespeichert.',
    aboutSeller: 'Über den Verkäufer',
    commercialSeller: 'Gewerblicher Verkäufer',
    legal: 'Rechtliche Angaben',
    labels: {
      legalName: /^Name oder Firma/,
      street: /^Straße und Hausnummer/,
      postalCode: /^Postleitzahl/,
      city: /^Ort/,
      phone: /^Telefon/,
      email: /^E-Mail für Kunden/,
      vatId: /^USt-IdNr/,
    },
  },
  listing: { title: 'Messinglampe aus dem Laden', priceValue: 42 },
  postalCode: '10115',
  // A register court without its number: the form asks for the number and keeps the rest.
  async provokeRefusal(card) {
    await card.getByLabel(/^Registergericht/).fill('Amtsgericht Charlottenburg');
    await card.getByRole('checkbox', { name: /EU-Recht entsprechen/ }).click();
    await card.getByRole('button', { name: german.text.save }).click();
    await expect(card.getByText('Gib die Handelsregisternummer zu diesem Registergericht an.')).toBeVisible();
    await expect(card.getByLabel(german.text.labels.city)).toHaveValue('Berlin');
  },
  async mendRefusal(card) {
    await card.getByLabel(/^Handelsregisternummer/).fill('HRA 12345');
  },
  legalFacts: ['HRA 12345, Amtsgericht Charlottenburg', /Es gilt das EU-Verbraucherrecht/],
  async continueWith({ card, guest, slug }) {
    // The seller page shows the same.
    await guest
      .getByRole('region', { name: german.text.aboutSeller })
      .getByRole('link', { name: german.sellerName })
      .click();
    await expect(guest.getByRole('heading', { level: 1, name: german.sellerName })).toBeVisible(pageLoad);
    await expect(
      guest.getByRole('region', { name: german.text.legal }).getByText('Kramladen Tara e.K.'),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(guest);

    // Back to private: the listing shows the private note, and the details stay for next time.
    await card.getByRole('switch', { name: german.text.commercialSwitch }).click();
    await expect(card.getByText('Du verkaufst jetzt privat.', { exact: false })).toBeVisible(pageLoad);
    await guest.goto(`/listing/${slug}`);
    await expect(
      guest.getByRole('complementary', { name: 'Privater Verkäufer' }).getByText(/Verbraucherrechte/),
    ).toBeVisible(pageLoad);
    await card.getByRole('switch', { name: german.text.commercialSwitch }).click();
    await expect(card.getByLabel(german.text.labels.legalName)).toHaveValue('Kramladen Tara e.K.');
  },
};

for (const journey of [english, german]) {
  test.describe(journey.locale, () => {
    test.use({ locale: journey.locale });

    test(journey.title, async ({ page, browser, baseURL, request }) => {
      test.setTimeout(240_000);
      const { text } = journey;
      const trader = await createSeller(request, baseURL ?? '', journey.sellerName);
      await signIn(page, trader, text.signIn);
      await page.goto('/settings');
      const card = page.getByRole('region', { name: text.card });
      await expect(card.getByText(text.sellsPrivately)).toBeVisible(pageLoad);
      await expect(card.getByRole('heading', { name: text.difference })).toBeVisible();
      await card.getByRole('switch', { name: text.commercialSwitch }).click();
      await fillDetails(card, text.labels, journey.postalCode);
      await journey.provokeRefusal(card);
      await expectNoSeriousAxeViolations(page);
      await journey.mendRefusal(card);
      await card.getByRole('button', { name: text.save }).click();
      await expect(card.getByText(text.saved, { exact: false })).toBeVisible(pageLoad);
      await expect(card.getByRole('switch', { name: text.commercialSwitch })).toBeChecked();

      const { slug } = await publishSellerListing(request, {
        ...journey.listing,
        clientSessionId: crypto.randomUUID(),
        account: trader,
      });
      const guest = await guestPage(browser, baseURL, journey.locale);
      try {
        await guest.goto(`/listing/${slug}`);
        await expect(
          guest.getByRole('region', { name: text.aboutSeller }).getByText(text.commercialSeller),
        ).toBeVisible(pageLoad);
        const legal = guest.getByRole('region', { name: text.legal });
        for (const fact of journey.legalFacts) await expect(legal.getByText(fact)).toBeVisible();
        await expectNoSeriousAxeViolations(guest);
        await journey.continueWith({ card, guest, slug, request });
      } finally {
        await guest.context().close();
      }
    });
  });
}
