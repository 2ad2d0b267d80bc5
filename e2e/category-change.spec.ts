import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

/**
 * Issue 15, "Selling from a phone" 3 (ADR 048): a draft in the wrong category is held up by a field
 * the seller cannot fill (a jacket has no storage size); one pick in the category field brings the
 * right form at once, keeping what both forms ask for, dropping the rest, and publishing works.
 */
const fixtures = path.resolve(import.meta.dirname, 'fixtures/media');
const photos = ['jacket-front.jpg', 'jacket-back.jpg', 'care-label.jpg'].map((name) =>
  path.join(fixtures, name),
);

const labels = {
  en: {
    upload: 'Upload photos',
    gallery: 'Photos',
    lastPhoto: 'Photo 3 of 3',
    speechLanguage: 'Language you speak',
    speechOption: 'English',
    record: 'Start recording',
    stop: 'Stop recording',
    transcript: 'Your description',
    createDraft: 'Create draft',
    editor: 'Your listing',
    title: /^Title/,
    category: /^Category/,
    results: 'Matching categories',
    chosen: 'Chosen category',
    smartphones: /^Smartphones/,
    jackets: /^Jackets & coats.*Men/,
    jacketsName: 'Jackets & coats',
    storage: 'Storage',
    place: 'City or postal code',
    publish: 'Publish listing',
    missing: /thing(s)? to fix before publishing/,
  },
  de: {
    upload: 'Fotos hochladen',
    gallery: 'Fotos',
    lastPhoto: 'Foto 3 von 3',
    speechLanguage: 'Sprache, in der du sprichst',
    speechOption: 'Deutsch',
    record: 'Aufnahme starten',
    stop: 'Aufnahme beenden',
    transcript: 'Deine Beschreibung',
    createDraft: 'Entwurf erstellen',
    editor: 'Deine Anzeige',
    title: /^Titel/,
    category: /^Kategorie/,
    results: 'Passende Kategorien',
    chosen: 'Gewählte Kategorie',
    smartphones: /^Smartphones/,
    jackets: /^Jacken & Mäntel.*Herren/,
    jacketsName: 'Jacken & Mäntel',
    storage: 'Speicher',
    place: 'Stadt oder Postleitzahl',
    publish: 'Anzeige veröffentlichen',
    missing: /Punkte? vor dem Veröffentlichen klären/,
  },
} as const;
type Language = keyof typeof labels;

async function draftTheJacket(page: Page, language: Language) {
  const text = labels[language];
  await page.goto('/sell');
  const main = page.getByRole('main');
  const chooser = page.waitForEvent('filechooser');
  await main.getByRole('button', { name: text.upload }).click();
  await (await chooser).setFiles(photos);
  await expect(
    main.getByRole('list', { name: text.gallery }).getByRole('listitem', { name: text.lastPhoto }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await main.getByRole('combobox', { name: text.speechLanguage }).click();
  await page.getByRole('option', { name: text.speechOption }).click();
  await main.getByRole('button', { name: text.record }).click();
  const stop = main.getByRole('button', { name: text.stop });
  await expect(stop).toBeEnabled();
  await page.waitForTimeout(1_500);
  await stop.click();
  await expect(main.getByRole('textbox', { name: text.transcript })).toHaveValue(/Nike/, { timeout: 15_000 });
  await main.getByRole('button', { name: text.createDraft }).click();
  const editor = main.getByRole('region', { name: text.editor });
  await expect(editor.getByRole('textbox', { name: text.title })).toHaveValue(/Nike/, { timeout: 30_000 });
  return editor;
}

async function chooseCategory(page: Page, language: Language, search: string, result: RegExp) {
  const text = labels[language];
  const editor = page.getByRole('main').getByRole('region', { name: text.editor });
  await editor.getByRole('searchbox', { name: text.category }).fill(search);
  await editor.getByRole('list', { name: text.results }).getByRole('button', { name: result }).click();
}

for (const language of ['en', 'de'] as const) {
  test(`${language}: changing the category in one step unblocks publishing`, async ({ page }) => {
    test.setTimeout(300_000);
    const text = labels[language];
    await signInWithPassword(page, demoAccounts.seller);
    if (language === 'de') await page.evaluate(() => localStorage.setItem('kleinkram.language', 'de'));
    const editor = await draftTheJacket(page, language);

    // The wrong category, as an AI might guess it: the brand stays (both forms ask for it), the
    // size goes, and a storage size the seller cannot know is now required.
    await editor.locator('#attribute-brand').fill('Nike');
    await chooseCategory(page, language, 'Smartphone', text.smartphones);
    await expect(editor.getByRole('navigation', { name: text.chosen })).toContainText('Smartphones');
    await expect(editor.locator('#attribute-brand')).toHaveValue('Nike');
    await expect(editor.locator('#attribute-size')).toHaveCount(0);
    await expect(editor.locator('#attribute-storageGb')).toBeVisible();

    await editor.getByRole('button', { name: text.publish }).click();
    const missing = page.getByTestId('publish-missing');
    await expect(missing).toContainText(text.storage);
    await expectNoSeriousAxeViolations(page);

    // One pick puts it right: the jacket's form, its errors recomputed, storage gone.
    await chooseCategory(page, language, language === 'de' ? 'Jacke' : 'jacket', text.jackets);
    await expect(editor.getByRole('navigation', { name: text.chosen })).toContainText(text.jacketsName);
    await expect(editor.locator('#attribute-storageGb')).toHaveCount(0);
    await expect(editor.locator('#attribute-brand')).toHaveValue('Nike');
    await expect(missing).not.toContainText(text.storage);
    // The size is on the label: the seller can always give it.
    await editor.locator('#attribute-size').click();
    await page.getByRole('option', { name: 'M', exact: true }).click();
    // The place the sentence named (the demo seller's profile has none to fall back on).
    await editor.getByRole('combobox', { name: text.place }).fill('Berlin');
    await editor
      .getByRole('option', { name: /^Berlin/ })
      .first()
      .click();
    await expect(editor.getByTestId('editor-place')).toContainText('Berlin');

    await editor.getByRole('button', { name: text.publish }).click();
    await expect(page).toHaveURL(/\/listing\/[a-z0-9-]+-[0-9a-f]{8}$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: /Nike/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
