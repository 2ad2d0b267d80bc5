import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';

test('an unknown path shows the not-found page with go home and go back', async ({ page }) => {
  await page.goto('/');
  await page.goto('/this/path/does-not-exist');
  await expect(page.getByRole('heading', { name: 'We couldn’t find this page' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/another/missing');
  await page.getByRole('link', { name: 'Go to home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Second-hand, first choice');
});

test('unknown API paths answer JSON 404, not the web app', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect((await response.json()).error.code).toBe('NOT_FOUND');
});

test('the styleguide shows the design system in both themes', async ({ page }) => {
  await page.goto('/styleguide');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('styleguide-light')).toBeVisible();
  await expect(page.getByTestId('styleguide-dark')).toBeVisible();
  await expect(page.getByTestId('styleguide-light').getByRole('button').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

for (const [path, heading] of [
  ['/legal/privacy', /Privacy/],
  ['/legal/imprint', /Imprint/],
  ['/docs/terms', /Terms/],
  ['/support', /Help|Support/],
] as const) {
  test(`${path} has real content and is accessible`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(((await page.locator('main').textContent()) ?? '').length).toBeGreaterThan(400);
    await expectNoSeriousAxeViolations(page);
  });
}

test('footer links reach privacy, imprint and support', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/legal\/privacy$/);
  await footer.getByRole('link', { name: 'Imprint' }).click();
  await expect(page).toHaveURL(/\/legal\/imprint$/);
  await footer.getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
});

test('legacy /dashboard paths redirect per the spec', async ({ page }) => {
  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/settings$/);
  await page.goto('/dashboard/cart');
  await expect(page).toHaveURL(/\/seller\/workspace\?section=listings&panel=cart$/);
  await page.goto('/dashboard/messages');
  await expect(page).toHaveURL(/\/seller\/workspace\?section=tasks$/);
});

test('the service worker controls the page and serves the shell offline', async ({ page, context }) => {
  await page.goto('/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});
