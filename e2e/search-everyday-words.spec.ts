import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';

/**
 * Issue 15: everyday German (and English) words find what they name on the search page (ADR 045):
 * "Handy" the phones, "Kinderwagen" and "stroller" the prams, and a typo is corrected with a way
 * back to the words as typed. Both languages, axe-clean.
 */
const resultTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading');

async function firstTitles(page: Page, count: number): Promise<string[]> {
  await expect(resultTitles(page).first()).toBeVisible();
  return (await resultTitles(page).allTextContents()).slice(0, count);
}

test.describe('everyday words, English UI', () => {
  test('"Handy" finds the phones and "stroller" the German Kinderwagen', async ({ page }) => {
    await page.goto('/search?query=Handy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “Handy”');
    const phones = await firstTitles(page, 3);
    for (const title of phones) expect(title).toMatch(/Fairphone|Galaxy|Pixel/);
    await expect(page.getByTestId('corrected-query')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    await page.goto('/search?query=stroller');
    const prams = await firstTitles(page, 5);
    expect(prams.some((title) => title.includes('Kinderwagen'))).toBe(true);
    for (const title of prams) expect(title).toMatch(/Kinderwagen|Buggy|buggy|pram/);
  });

  test('a typo is corrected, and "search instead" runs the words as typed', async ({ page }) => {
    await page.goto('/search?query=Kinderwagn');
    const note = page.getByTestId('corrected-query');
    await expect(note).toContainText('Showing results for kinderwagen');
    expect((await firstTitles(page, 1))[0]).toContain('Kinderwagen');
    await expectNoSeriousAxeViolations(page);
    await note.getByRole('link', { name: 'search instead for Kinderwagn' }).click();
    await expect(page).toHaveURL(/verbatim=true/);
    await expect(page.getByTestId('corrected-query')).toHaveCount(0);
  });
});

test.describe('everyday words, German UI', () => {
  test.use({ locale: 'de-DE' });

  test('„Kinderwagen“ und „Handy“ finden Kinderwagen und Handys', async ({ page }) => {
    await page.goto('/search?query=Kinderwagen');
    await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
    const prams = await firstTitles(page, 5);
    for (const title of prams) expect(title).toMatch(/Kinderwagen|Buggy|buggy|pram/);
    await expectNoSeriousAxeViolations(page);

    await page.goto('/search?query=Handy');
    const phones = await firstTitles(page, 3);
    for (const title of phones) expect(title).toMatch(/Fairphone|Galaxy|Pixel/);

    await page.goto('/search?query=Kinderwagn');
    await expect(page.getByTestId('corrected-query')).toContainText('Ergebnisse für kinderwagen');
    await expect(
      page.getByTestId('corrected-query').getByRole('link', { name: 'stattdessen nach Kinderwagn suchen' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
