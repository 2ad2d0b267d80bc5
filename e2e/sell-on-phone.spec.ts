import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { latestVerificationLink, uniqueEmail } from './support/mailbox';

/**
 * Issue 15, "Selling from a phone" and "Drafts that keep what the seller said": a new seller on a
 * 390-pixel phone, in German, adds three photos and says one sentence that names the place, the
 * hand-over and a price with a thousands separator; the published listing shows all three.
 * The speech double (another process) answers the sentence set through its control route.
 */
const fixtures = path.resolve(import.meta.dirname, 'fixtures/media');
const photos = ['jacket-front.jpg', 'jacket-back.jpg', 'care-label.jpg'].map((name) =>
  path.join(fixtures, name),
);
const sentence =
  'Verkaufe mein Yamaha Motorrad MT-07, Baujahr 2019, 18.000 km, 5.200 Euro VB, Abholung in Köln oder Versand.';
const doubleUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;
const password = 'a sentence is a good password';

test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'de-DE',
});

async function setSpokenSentence(page: Page, text: string | null) {
  const response = await page.request.put(`${doubleUrl}/__double/transcript`, {
    data: text
      ? {
          text,
          language: 'german',
          duration: 7.5,
          segments: [{ text, start: 0, end: 7.5, avg_logprob: -0.2 }],
        }
      : {},
  });
  expect(response.ok()).toBe(true);
}

/** A brand-new account: registered, confirmed from the mail (which signs in), onboarded in German. */
async function becomeNewSeller(page: Page) {
  const email = uniqueEmail('phone-seller');
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password, redirectUri: new URL('/verify-email', page.url()).toString(), language: 'de' },
  });
  expect(registered.status()).toBe(202);
  await page.goto(await latestVerificationLink(email));
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 });
  const main = page.getByRole('main');
  await main.getByLabel(/^Anzeigename/).fill('Paul Phone');
  await main.getByRole('button', { name: 'Weiter' }).click();
  // The profile's place is Hamburg, so Köln in the listing can only come from what was said.
  await main.getByRole('combobox', { name: 'Stadt oder Postleitzahl' }).fill('20095');
  await page
    .getByRole('option', { name: /^Hamburg/ })
    .first()
    .click();
  await main.getByRole('checkbox', { name: /darf meinen Ort speichern/ }).click();
  await main.getByRole('button', { name: 'Weiter' }).click();
  await main.getByRole('radio', { name: 'Verkaufen' }).click();
  await main.getByRole('button', { name: 'Fertig' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.afterEach(async ({ page }) => {
  await setSpokenSentence(page, null);
});

test('a new seller on a phone: three photos and one German sentence become a listing with place, shipping and price', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('kleinkram.language', 'de'));
  await becomeNewSeller(page);
  await setSpokenSentence(page, sentence);

  await page.goto('/sell');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Anzeige erstellen' })).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await main.getByRole('button', { name: 'Fotos hochladen' }).click();
  await (await chooser).setFiles(photos);
  const gallery = main.getByRole('list', { name: 'Fotos' });
  await expect(gallery.getByRole('listitem', { name: 'Foto 3 von 3' })).toBeVisible({ timeout: 30_000 });

  await main.getByRole('combobox', { name: 'Sprache, in der du sprichst' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await main.getByRole('button', { name: 'Aufnahme starten' }).click();
  const stop = main.getByRole('button', { name: 'Aufnahme beenden' });
  await expect(stop).toBeEnabled();
  await page.waitForTimeout(1_500);
  await stop.click();
  const transcript = main.getByRole('textbox', { name: 'Deine Beschreibung' });
  await expect(transcript).toHaveValue(/Yamaha Motorrad MT-07/, { timeout: 15_000 });

  await main.getByRole('button', { name: 'Entwurf erstellen' }).click();
  const editor = main.getByRole('region', { name: 'Deine Anzeige' });
  await expect(editor.getByRole('textbox', { name: /^Titel/ })).toHaveValue(/Yamaha/, { timeout: 30_000 });
  await expectNoSeriousAxeViolations(page);

  // A motorbike is a motorbike: one pick in the category field makes sure of it (and the
  // attribute form follows at once).
  await editor.getByRole('searchbox', { name: /^Kategorie/ }).fill('Motorrad');
  await editor
    .getByRole('list', { name: 'Passende Kategorien' })
    .getByRole('button', { name: /^Motorräder/ })
    .click();
  await expect(editor.getByRole('navigation', { name: 'Gewählte Kategorie' })).toContainText('Motorräder');

  // What the seller said is in the draft (issue 15 "What the seller says wins").
  await expect.soft(editor.getByTestId('editor-place')).toContainText('Köln');
  await expect.soft(editor.getByRole('checkbox', { name: 'Versand' })).toBeChecked();
  await expect.soft(editor.locator('#editor-field-priceValue')).toHaveValue(/^5\.?200([.,]00?)?$/);

  // The sentence says nothing about the condition: the seller gives it.
  await editor.getByRole('combobox', { name: 'Zustand' }).click();
  await page.getByRole('option', { name: 'Gut', exact: true }).click();

  await editor.getByRole('button', { name: 'Anzeige veröffentlichen' }).click();
  await expect(page).toHaveURL(/\/listing\/[a-z0-9-]+-[0-9a-f]{8}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: /Yamaha/ })).toBeVisible();

  // The listing's own fields, not only its description, hold what was said.
  const slug = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const detail = await page.request.get(`/api/listings/${slug}`);
  expect(detail.ok()).toBe(true);
  const { listing: published } = (
    (await detail.json()) as {
      data: { listing: { price: number; location: { label: string }; shippingOptions: unknown[] } };
    }
  ).data;
  expect.soft(published.location.label, 'the place said (Köln), not the profile city').toContain('Köln');
  expect.soft(published.shippingOptions.length, 'shipping offered as said').toBeGreaterThan(0);
  expect(published.price, 'the price with its thousands separator').toBe(5200);

  const listing = page.getByRole('main');
  await expect(listing.getByText(/5\.200\s?€/).first()).toBeVisible();
  await expect(listing.getByText(/Köln/).first()).toBeVisible();
  await expect(listing.getByText(/Versand/).first()).toBeVisible();
  // Fits the phone: nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, 'horizontal overflow on the listing page (the mobile helper fixes layouts)').toBe(0);
  await expectNoSeriousAxeViolations(page);
});
