import { expect, type Page, test } from '@playwright/test';
import { demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

const locationButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Location:/ });
const placeInput = (page: Page) => page.getByRole('combobox', { name: 'City or postal code' });

async function openPicker(page: Page) {
  await locationButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your location' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a guest picks München with the keyboard and 50 km; the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(locationButton(page)).toHaveAccessibleName('Location: Anywhere in Germany');

  const dialog = await openPicker(page);
  await placeInput(page).fill('muen');
  const firstOption = dialog.getByRole('option').first();
  await expect(firstOption).toContainText('München');
  await expect(placeInput(page)).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousAxeViolations(page);

  await placeInput(page).press('ArrowDown');
  await expect(firstOption).toHaveAttribute('aria-selected', 'true');
  await expect(placeInput(page)).toHaveAttribute(
    'aria-activedescendant',
    (await firstOption.getAttribute('id')) ?? '',
  );
  await placeInput(page).press('Enter');
  await expect(placeInput(page)).toHaveValue('München');
  await expect(placeInput(page)).toHaveAttribute('aria-expanded', 'false');

  // Default radius 25 km, then 50 km.
  await expect(dialog.getByRole('radio', { name: '25 km' })).toBeChecked();
  await dialog.getByRole('radio', { name: '50 km' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(locationButton(page)).toHaveAccessibleName('Location: München · 50 km');

  await page.reload();
  await expect(locationButton(page)).toHaveAccessibleName('Location: München · 50 km');

  // Escape closes the suggestions first, then the dialog.
  await openPicker(page);
  await placeInput(page).fill('Berl');
  await expect(page.getByRole('option').first()).toContainText('Berlin');
  await placeInput(page).press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toBeVisible();
  await placeInput(page).press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(locationButton(page)).toHaveAccessibleName('Location: München · 50 km');
});

test('a postal code suggests its place, and applying on /search updates the URL', async ({ page }) => {
  await page.goto('/search?query=jacke');
  const dialog = await openPicker(page);
  await placeInput(page).fill('10115');
  const option = dialog.getByRole('option').first();
  await expect(option).toContainText('Berlin');
  await expect(option).toContainText('10115');
  await option.click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]query=jacke(&|$)/);
  await expect(page).toHaveURL(/[?&]loc=berlin(&|$)/);
  await expect(page).toHaveURL(/[?&]radius=25(&|$)/);
  await expect(page).toHaveURL(/[?&]lat=52\.52\d*&lng=13\.40\d*/);

  await openPicker(page);
  await page.getByRole('button', { name: 'Clear location' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(locationButton(page)).toHaveAccessibleName('Location: Anywhere in Germany');
  await expect(page).not.toHaveURL(/loc=/);
});

test('"Use my location" names the nearest place', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 51.3397, longitude: 12.3731 });
  await page.goto('/');
  const dialog = await openPicker(page);
  await dialog.getByRole('button', { name: 'Use my location' }).click();
  await expect(placeInput(page)).toHaveValue('Leipzig');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(locationButton(page)).toHaveAccessibleName('Location: Leipzig · 25 km');
});

test('a signed-in user sees a failed profile save in the dialog, which stays open', async ({ page }) => {
  await signInWithPassword(page, demoAccounts.buyer);
  await page.route('**/api/profile', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Failed' } }),
        })
      : route.continue(),
  );
  const dialog = await openPicker(page);
  await placeInput(page).fill('Bremen');
  await expect(dialog.getByRole('option').first()).toContainText('Bremen');
  await placeInput(page).press('Enter');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('alert')).toContainText('could not be saved to your profile');
  await expect(dialog).toBeVisible();

  // Still stored on this device (the header is hidden from assistive technology while the dialog is open).
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(locationButton(page)).toHaveAccessibleName('Location: Bremen · 25 km');

  await page.unroute('**/api/profile');
  const again = await openPicker(page);
  await expect(placeInput(page)).toHaveValue('Bremen');
  await again.getByRole('button', { name: 'Apply' }).click();
  await expect(again).toBeHidden();
});

test('a shared search link names its own place in the header, not the visitor’s choice', async ({ page }) => {
  await page.goto('/');
  const dialog = await openPicker(page);
  await placeInput(page).fill('muen');
  await expect(dialog.getByRole('option').first()).toContainText('München');
  await placeInput(page).press('Enter');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(locationButton(page)).toHaveAccessibleName('Location: München · 25 km');

  await page.goto('/search?query=kinderwagen&region=Hamburg&loc=hamburg&radius=5&lat=53.5503&lng=10.0007');
  await expect(locationButton(page)).toHaveAccessibleName('Location: Hamburg · 5 km');

  // Away from the search, the header shows the visitor's own choice again.
  await page.goto('/');
  await expect(locationButton(page)).toHaveAccessibleName('Location: München · 25 km');
});
