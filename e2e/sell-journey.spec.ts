import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

/**
 * Issue 6's promise: from opening /sell to the live listing in under 30 seconds, with three photos
 * and one spoken sentence (Chromium's fake microphone; the speech double answers in the language
 * chosen), the local AI's draft, a look at the price, and publishing. Run once in English and once
 * with the whole interface in German. `npm run bench:sell` repeats it and prints the figures, which
 * this file appends to SELL_TIMINGS_FILE.
 */
const sellPromiseMs = 30_000;
const fixtures = path.resolve(import.meta.dirname, 'fixtures/media');
const photos = ['jacket-front.jpg', 'jacket-back.jpg', 'care-label.jpg'].map((name) =>
  path.join(fixtures, name),
);

const labels = {
  en: {
    createHeading: 'Create a listing',
    upload: 'Upload photos',
    gallery: 'Photos',
    photo: (position: number, count: number) => `Photo ${position} of ${count}`,
    speechLanguage: 'Language you speak',
    speechOption: 'English',
    record: 'Start recording',
    stop: 'Stop recording',
    transcript: 'Your description',
    spoken: /black Nike jacket in size M/,
    createDraft: 'Create draft',
    editor: 'Your listing',
    title: /^Title/,
    place: 'City or postal code',
    publish: 'Publish listing',
  },
  de: {
    createHeading: 'Anzeige erstellen',
    upload: 'Fotos hochladen',
    gallery: 'Fotos',
    photo: (position: number, count: number) => `Foto ${position} von ${count}`,
    speechLanguage: 'Sprache, in der du sprichst',
    speechOption: 'Deutsch',
    record: 'Aufnahme starten',
    stop: 'Aufnahme beenden',
    transcript: 'Deine Beschreibung',
    spoken: /schwarze Nike Jacke in Größe M/,
    createDraft: 'Entwurf erstellen',
    editor: 'Deine Anzeige',
    title: /^Titel/,
    place: 'Stadt oder Postleitzahl',
    publish: 'Anzeige veröffentlichen',
  },
} as const;

type Language = keyof typeof labels;

function recordTiming(language: Language, totalMs: number, steps: Record<string, number>) {
  const figure = { language, totalMs, steps };
  console.info(`sell journey (${language}): ${(totalMs / 1000).toFixed(1)} s ${JSON.stringify(steps)}`);
  if (process.env.SELL_TIMINGS_FILE)
    appendFileSync(process.env.SELL_TIMINGS_FILE, `${JSON.stringify(figure)}\n`);
}

async function sell(page: Page, language: Language) {
  const text = labels[language];
  const marks: Record<string, number> = {};
  const started = Date.now();
  const mark = (name: string) => {
    marks[name] = Date.now() - started;
  };

  await page.goto('/sell');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: text.createHeading })).toBeVisible();
  mark('page');

  // Three photos at once from the file picker.
  const chooser = page.waitForEvent('filechooser');
  await main.getByRole('button', { name: text.upload }).click();
  await (await chooser).setFiles(photos);
  const gallery = main.getByRole('list', { name: text.gallery });
  await expect(gallery.getByRole('listitem', { name: text.photo(3, 3) })).toBeVisible({ timeout: 20_000 });
  mark('photos');

  // One spoken sentence.
  await main.getByRole('combobox', { name: text.speechLanguage }).click();
  await page.getByRole('option', { name: text.speechOption }).click();
  await main.getByRole('button', { name: text.record }).click();
  const stop = main.getByRole('button', { name: text.stop });
  await expect(stop).toBeEnabled();
  await page.waitForTimeout(1_500);
  await stop.click();
  await expect(main.getByRole('textbox', { name: text.transcript })).toHaveValue(text.spoken, {
    timeout: 15_000,
  });
  mark('speech');

  // The AI's draft opens in the editor.
  await main.getByRole('button', { name: text.createDraft }).click();
  const editor = main.getByRole('region', { name: text.editor });
  await expect(editor.getByRole('textbox', { name: text.title })).toHaveValue(/Nike/, { timeout: 20_000 });
  // Keyboard and screen-reader users land on the draft; the seller goes on from there.
  await expect(editor.getByRole('heading', { name: text.editor })).toBeFocused();
  mark('draft');

  // The seller checks what the AI could not know: the place (the pickup in Berlin).
  const place = editor.getByTestId('editor-place');
  if (!(await place.isVisible()) || !/Berlin/.test((await place.textContent()) ?? '')) {
    await editor.getByRole('combobox', { name: text.place }).fill('Berlin');
    await editor
      .getByRole('option', { name: /^Berlin/ })
      .first()
      .click();
    await expect(place).toContainText('Berlin');
  }
  await expect(editor.locator('#editor-field-priceValue')).toHaveValue(/40/);
  mark('checked');

  await editor.getByRole('button', { name: text.publish }).click();
  await expect(page).toHaveURL(/\/listing\/[a-z0-9-]+-[0-9a-f]{8}$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: /Nike/ })).toBeVisible();
  mark('listing');

  const totalMs = Date.now() - started;
  recordTiming(language, totalMs, marks);
  expect(totalMs, `the sell journey took ${totalMs} ms`).toBeLessThan(sellPromiseMs);
}

test.describe('selling in under 30 seconds', () => {
  test('in English: three photos and a sentence become a live listing', async ({ page }) => {
    test.setTimeout(240_000);
    await signInWithPassword(page, demoAccounts.seller);
    await sell(page, 'en');
    await expectNoSeriousAxeViolations(page);
  });

  test('in German: the whole way in the German interface', async ({ page }) => {
    test.setTimeout(240_000);
    await signInWithPassword(page, demoAccounts.seller);
    // The language choice is stored on the device (spec §1); the next page load is German.
    await page.evaluate(() => localStorage.setItem('kleinkram.language', 'de'));
    await sell(page, 'de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectNoSeriousAxeViolations(page);
  });
});
