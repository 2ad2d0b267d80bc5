import { expect, type Page, test } from '@playwright/test';
import { demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { publishSellerListing } from './support/publish-listing';

/**
 * Issue 19, the seller's listings overview: the demo seller finds two fresh listings by a unique word,
 * archives both in bulk, filters for archived ones, restores them and reads one's status history.
 * English at 1280 px (the table), German at 390 px (the cards).
 */
const labels = {
  en: {
    heading: 'Your listings',
    search: 'Search your listings',
    select: (title: string) => `Select “${title}”`,
    archive: 'Archive',
    restore: 'Restore',
    archived: '2 archived',
    restored: '2 restored',
    archivedFilter: 'Archived',
    statusButton: (title: string) => `Status of “${title}”`,
    history: 'Status history',
    archivedEntry: 'Published → Archived',
    restoredEntry: 'Archived → Published',
  },
  de: {
    heading: 'Deine Anzeigen',
    search: 'Deine Anzeigen durchsuchen',
    select: (title: string) => `„${title}“ auswählen`,
    archive: 'Archivieren',
    restore: 'Wiederherstellen',
    archived: '2 archiviert',
    restored: '2 wiederhergestellt',
    archivedFilter: 'Archiviert',
    statusButton: (title: string) => `Status von „${title}“`,
    history: 'Statusverlauf',
    archivedEntry: 'Veröffentlicht → Archiviert',
    restoredEntry: 'Archiviert → Veröffentlicht',
  },
} as const;
type Language = keyof typeof labels;

function uniqueWord(): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `kiesel${letters.join('')}`;
}

/** The language choice is stored on the device (spec §1); the next page load uses it. */
async function useLanguage(page: Page, language: Language) {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate((chosen) => localStorage.setItem('kleinkram.language', chosen), language);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page is wider than the screen').toBeLessThanOrEqual(0);
}

for (const [language, width] of [
  ['en', 1280],
  ['de', 390],
] as const) {
  test.describe(`listings overview (${language}, ${width} px)`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('the seller archives and restores two listings in bulk and reads the status history', async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const text = labels[language];
      const word = uniqueWord();
      const titles = [`Brass lamp ${word} one`, `Brass lamp ${word} two`];
      for (const [index, title] of titles.entries()) {
        await publishSellerListing(request, {
          title,
          priceValue: 30 + index,
          clientSessionId: `e2e-listings-overview-${word}-${index}`,
        });
      }

      await signInWithPassword(page, demoAccounts.seller);
      await useLanguage(page, language);
      await page.goto('/listings');
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();

      await page.getByRole('searchbox', { name: text.search }).fill(word);
      await expect(page).toHaveURL(new RegExp(`q=${word}`));
      for (const title of titles) {
        await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
      }
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);

      // Archive both in one request; the outcome counts them.
      for (const title of titles) await page.getByRole('checkbox', { name: text.select(title) }).click();
      const bulkBar = page.getByRole('toolbar');
      await bulkBar.getByRole('button', { name: text.archive, exact: true }).click();
      await expect(page.getByText(text.archived, { exact: true })).toBeVisible();

      // Only archived ones: both are there; restore them.
      await page.getByRole('checkbox', { name: text.archivedFilter, exact: true }).click();
      await expect(page).toHaveURL(/status=ARCHIVED/);
      for (const title of titles) {
        await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
        await page.getByRole('checkbox', { name: text.select(title) }).click();
      }
      await expectNoSeriousAxeViolations(page);
      await bulkBar.getByRole('button', { name: text.restore, exact: true }).click();
      await expect(page.getByText(text.restored, { exact: true })).toBeVisible();

      // Back to all statuses: the status panel tells the story, and is addressable in the URL.
      await page.getByRole('checkbox', { name: text.archivedFilter, exact: true }).click();
      await page.getByRole('button', { name: text.statusButton(titles[0] ?? '') }).click();
      await expect(page).toHaveURL(/panel=[0-9a-f-]{36}/);
      const panel = page.getByRole('dialog');
      await expect(panel.getByRole('heading', { name: text.history })).toBeVisible();
      const history = panel.getByRole('list', { name: text.history });
      await expect(history.getByText(text.archivedEntry)).toBeVisible();
      await expect(history.getByText(text.restoredEntry)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  });
}
