import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';

/**
 * Issue 20 (ADR 079): the header search box suggests popular queries (from the demo's consented
 * searches, only those many sessions made) and categories while typing, in the interface language.
 */
test.describe('search suggestions', () => {
  test('English at 1280 px: arrow keys and Enter submit a popular query; a category goes to its search', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/search?query=jacke');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search listings' });
    await field.fill('bi');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list.getByRole('option', { name: 'bike', exact: true })).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option', { name: /^Bicycles/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await field.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=bike(&|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “bike”');
    await expect(field).toHaveAttribute('aria-expanded', 'false');

    await field.fill('sofa f');
    await expect(list.getByRole('option', { name: 'sofa for jonas' })).toHaveCount(0);
    await field.fill('bicy');
    await list.getByRole('option', { name: /^Bicycles/ }).click();
    await expect(page).toHaveURL(/\/search\?category=sports-leisure-bicycles/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('German at 390 px: German queries and categories, Escape closes, a tap searches', async ({
      page,
    }) => {
      await page.goto('/');
      await page.evaluate(() => localStorage.setItem('kleinkram.language', 'de'));
      await page.reload();
      const field = page.getByRole('banner').getByRole('combobox', { name: 'Anzeigen durchsuchen' });
      await field.fill('Fahr');
      const list = page.getByRole('listbox', { name: 'Suchvorschläge' });
      await expect(list.getByRole('option', { name: 'fahrrad', exact: true })).toBeVisible();
      await expect(list.getByRole('option', { name: 'fahrradanhänger' })).toBeVisible();
      await expect(list.getByRole('option', { name: /^Fahrräder/ })).toBeVisible();
      // Rare searches (two sessions) are never suggested to anyone.
      await expect(list.getByRole('option', { name: /anna schmidt/ })).toHaveCount(0);
      const box = await list.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await expectNoSeriousAxeViolations(page);

      await field.press('Escape');
      await expect(list).toBeHidden();
      await expect(field).toHaveValue('Fahr');
      await field.press('ArrowDown');
      await expect(list).toBeVisible();
      await list.getByRole('option', { name: 'fahrradanhänger' }).click();
      await expect(page).toHaveURL(/\/search\?query=fahrradanh%C3%A4nger/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('fahrradanhänger');
    });
  });
});
