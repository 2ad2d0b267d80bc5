import { type Browser, expect, type Page, test } from '@playwright/test';
import { type DemoAccount, demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

/**
 * Issue 17, ADR 058 and 063: the seller's payout account through the Stripe double's onboarding,
 * and the DAC7 tax details form, refused first (an invalid German tax ID) and then saved.
 */
const labels = {
  en: {
    payouts: 'Payouts',
    taxDetails: 'Tax details (DAC7)',
    connect: /^(Connect payout account|Finish setting up)$/,
    enabled: /Payouts are enabled since/,
    thresholds: /30 or more sales or €2,000 or more/,
    yearCounts: /so far: \d+ completed sales/,
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Street and number',
    postalCode: 'Postal code',
    city: 'City',
    birthDate: 'Date of birth',
    taxId: 'Tax identification number',
    save: 'Save tax details',
    invalidTaxId: /This is not a valid German tax ID/,
    saved: 'Tax details saved.',
    onFile: 'Your tax details are on file (tax ID ending in 719).',
  },
  de: {
    payouts: 'Auszahlungen',
    taxDetails: 'Steuerdaten (DAC7)',
    connect: /^(Auszahlungskonto verbinden|Einrichtung abschließen)$/,
    enabled: /Auszahlungen sind seit .+ aktiviert/,
    thresholds: /30 oder mehr Verkäufen oder 2\.000\s€ oder mehr/,
    yearCounts: /bisher: \d+ abgeschlossene Verkäufe/,
    firstName: 'Vorname',
    lastName: 'Nachname',
    street: 'Straße und Hausnummer',
    postalCode: 'Postleitzahl',
    city: 'Ort',
    birthDate: 'Geburtsdatum',
    taxId: 'Steuerliche Identifikationsnummer',
    save: 'Steuerdaten speichern',
    invalidTaxId: /Das ist keine gültige deutsche Steuer-ID/,
    saved: 'Steuerdaten gespeichert.',
    onFile: 'Deine Steuerdaten liegen vor (Steuer-ID endet auf 719).',
  },
} as const;
type Language = keyof typeof labels;

async function signedInPage(browser: Browser, account: DemoAccount, language: Language): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInWithPassword(page, account);
  await page.evaluate((chosen) => localStorage.setItem('kleinkram.language', chosen), language);
  return page;
}

for (const language of ['en', 'de'] as const) {
  test(`a seller connects payouts and saves DAC7 tax details after a validation error (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const text = labels[language];
    const page = await signedInPage(browser, demoAccounts.seller, language);
    await page.goto('/settings');

    const payouts = page.getByRole('region', { name: text.payouts });
    await expect(payouts).toBeVisible();
    // The payout account: the first run connects it through the double's onboarding page.
    const connect = payouts.getByRole('button', { name: text.connect });
    await expect(connect.or(payouts.getByText(text.enabled))).toBeVisible();
    if (await connect.isVisible()) {
      await connect.click();
      await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
      await page.getByRole('button', { name: 'Submit details' }).click();
      await expect(page).toHaveURL(/\/settings\?payouts=returned$/);
    }
    // Enabled by the signed account.updated webhook the double sent to the app.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('region', { name: text.payouts }).getByText(text.enabled)).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });

    const taxDetails = page.getByRole('region', { name: text.taxDetails });
    await expect(taxDetails.getByText(text.thresholds)).toBeVisible();
    await expect(taxDetails.getByText(text.yearCounts)).toBeVisible();
    await taxDetails.getByLabel(text.firstName).fill('Sina');
    await taxDetails.getByLabel(text.lastName).fill('Seller');
    await taxDetails.getByLabel(text.street).fill('Heidestraße 17');
    await taxDetails.getByLabel(text.postalCode).fill('51147');
    await taxDetails.getByLabel(text.city).fill('Köln');
    await taxDetails.getByLabel(text.birthDate).fill('1984-08-12');
    // A mistyped Steuer-ID (wrong check digit) is refused at its field; nothing typed is lost.
    const taxId = taxDetails.getByLabel(text.taxId);
    await taxId.fill('86095742710');
    await taxDetails.getByRole('button', { name: text.save }).click();
    await expect(taxDetails.getByText(text.invalidTaxId)).toBeVisible();
    await expect(taxId).toHaveAttribute('aria-invalid', 'true');
    await expect(taxDetails.getByLabel(text.city)).toHaveValue('Köln');
    await expectNoSeriousAxeViolations(page);

    await taxId.fill('86 095 742 719');
    await taxDetails.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(taxDetails.getByText(text.onFile)).toBeVisible();
    // The number itself is never shown again.
    await expect(taxId).toHaveValue('');
    await expect(page.getByText('86095742719')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });
}
