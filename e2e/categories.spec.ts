import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';

test.describe('categories', () => {
  test('the index lists top-level categories with sub-categories and counts', async ({ page }) => {
    await page.goto('/categories');
    await expect(page).toHaveTitle('All categories | Kleinkram');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All categories');
    const fashion = page.getByRole('region', { name: 'Fashion & accessories' });
    await expect(fashion.getByRole('link', { name: 'Fashion & accessories' })).toHaveAttribute(
      'href',
      '/categories/fashion',
    );
    await expect(fashion.getByText(/\d+ listings?/).first()).toBeVisible();
    await expect(
      fashion
        .getByRole('list', { name: 'Sub-categories of Fashion & accessories' })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('a category page has a breadcrumb, promotions, sub-categories and results', async ({ page }) => {
    await page.goto('/categories/fashion-men');
    await expect(page).toHaveTitle('Men second-hand | Kleinkram');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');
    await expect(breadcrumb.getByRole('link', { name: 'Fashion & accessories' })).toHaveAttribute(
      'href',
      '/categories/fashion',
    );
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Men');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Men');
    await expect(page.getByText('Sell your winter jackets in 30 seconds')).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /results?/ }),
    ).toContainText(/\d+ results?/);
    const subcategories = page.getByRole('navigation', { name: 'Sub-categories' });
    await expect(subcategories.getByRole('link', { name: /Jackets & coats/ })).toHaveAttribute(
      'href',
      '/categories/fashion-men-jackets',
    );
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('article').first(),
    ).toBeVisible();
    // Filters stay on the category's own path.
    await page.getByRole('button', { name: 'Pickup only' }).click();
    await expect(page).toHaveURL(/\/categories\/fashion-men\?fulfillment=pickup$/);
    await expectNoSeriousAxeViolations(page);
  });

  test('an unknown category shows a way back to all categories', async ({ page }) => {
    await page.goto('/categories/no-such-category');
    await expect(
      page.getByRole('heading', { level: 1, name: 'We couldn’t find this category' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });
});
