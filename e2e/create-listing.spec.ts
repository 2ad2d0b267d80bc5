import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

const fixtures = path.resolve(import.meta.dirname, 'fixtures/media');

interface StoredAsset {
  id: string;
  name: string;
  source: string;
  mimeType: string;
  primary: boolean;
  altTextStatus: string;
  crop: { aspect: string } | null;
}

/** The page's own record of the listing in the making (what a reload restores and the draft uses). */
async function storedSession(page: Page) {
  const raw = await page.evaluate(() => localStorage.getItem('kleinkram.createSession'));
  return JSON.parse(raw ?? '{}') as { version?: number; assets?: StoredAsset[]; transcript?: string };
}

async function storedPhotoNames(page: Page) {
  return ((await storedSession(page)).assets ?? []).map((asset) => asset.name);
}

async function uploadPhoto(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('main').getByRole('button', { name: 'Upload photos' }).click();
  await (await chooser).setFiles(path.join(fixtures, file));
}

test('a seller adds photos by camera and upload, arranges them, speaks, and gets an AI draft', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInWithPassword(page, demoAccounts.seller);
  await page.goto('/listings/create');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Create a listing' })).toBeVisible();
  await expect(main.getByText('Drafts are made on this server by its own AI models')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Create draft' })).toBeDisabled();
  await expect(main.getByText('Add a photo or describe the item first.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // 1. A photo from Chromium's fake camera.
  await main.getByRole('button', { name: 'Take photo' }).click();
  // Capture turns on with the first decoded frame (the click waits for it).
  await main.getByRole('button', { name: 'Capture' }).click();
  const gallery = main.getByRole('list', { name: 'Photos' });
  await expect(gallery.getByRole('listitem', { name: 'Photo 1 of 1' })).toBeVisible({ timeout: 30_000 });
  await main.getByRole('button', { name: 'Close camera' }).click();

  // Two uploads, one of them HEIC, one after the other so their order is known.
  await uploadPhoto(page, 'care-label.jpg');
  await expect(gallery.getByRole('listitem', { name: 'Photo 2 of 2' })).toBeVisible({ timeout: 30_000 });
  await uploadPhoto(page, 'jacket.heic');
  await expect(gallery.getByRole('listitem', { name: 'Photo 3 of 3' })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => storedPhotoNames(page))
    .toEqual([expect.any(String), 'care-label.jpg', 'jacket.heic']);
  const [captured] = (await storedSession(page)).assets ?? [];
  expect(captured).toMatchObject({ source: 'camera', primary: true });
  expect((await storedSession(page)).assets?.[2]).toMatchObject({ mimeType: 'image/heic' });

  // Reorder by keyboard: the jacket moves from the last place to the first.
  // Each key waits for the sorter's announcement, so a busy machine cannot drop a key press.
  const moveHandle = gallery.getByRole('button', { name: 'Move photo 3 of 3' });
  await moveHandle.focus();
  await expect(moveHandle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up photo 3 of 3.')).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Photo moved to position 2 of 3.')).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Photo moved to position 1 of 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect
    .poll(() => storedPhotoNames(page))
    .toEqual(['jacket.heic', expect.any(String), 'care-label.jpg']);

  // Crop the care label square.
  const label = gallery.getByRole('listitem', { name: 'Photo 3 of 3' });
  await label.getByRole('button', { name: 'Crop' }).click();
  const cropDialog = page.getByRole('dialog', { name: 'Crop photo' });
  await expect(cropDialog.getByRole('group', { name: 'Crop area' })).toBeVisible({ timeout: 20_000 });
  await cropDialog.getByRole('button', { name: '1:1' }).click();
  await cropDialog.getByRole('button', { name: 'Save' }).click();
  await expect(cropDialog).toBeHidden({ timeout: 20_000 });
  await expect
    .poll(
      async () => (await storedSession(page)).assets?.find((asset) => asset.name === 'care-label.jpg')?.crop,
    )
    .toMatchObject({ aspect: '1:1' });

  // The jacket becomes the cover photo.
  const jacket = gallery.getByRole('listitem', { name: 'Photo 1 of 3' });
  await jacket.getByRole('button', { name: 'Make cover photo' }).click();
  await expect(jacket.getByText('Cover photo')).toBeVisible();
  await expect
    .poll(async () => (await storedSession(page)).assets?.find((asset) => asset.primary)?.name)
    .toBe('jacket.heic');

  // Accept the AI's alt text of the care label.
  await label.getByRole('button', { name: 'Accept alt text' }).click({ timeout: 90_000 });
  await expect(label.getByText('Accepted')).toBeVisible();

  // 2. Speak (the fake microphone beeps; the speech service double answers a German seller's sentence).
  await main.getByRole('combobox', { name: 'Language you speak' }).click();
  await page.getByRole('option', { name: 'German' }).click();
  await main.getByRole('button', { name: 'Start recording' }).click();
  const stop = main.getByRole('button', { name: 'Stop recording' });
  await expect(stop).toBeEnabled();
  await expect(main.getByText('Listening – describe the item')).toBeVisible();
  await page.waitForTimeout(2_500);
  await stop.click();
  const description = main.getByRole('textbox', { name: 'Your description' });
  await expect(description).toHaveValue(/schwarze Nike Jacke in Größe M/, { timeout: 30_000 });
  const check = main.getByRole('region', { name: 'Description check' });
  await expect(check.getByText(/^Quality \d+\/100$/)).toBeVisible();
  await expect(check.getByText('Transcribed by the speech service')).toBeVisible();
  await expect(check.getByRole('listitem').filter({ hasText: 'Brand' })).toContainText(/Brand\s*mentioned/);

  // 3. The draft from photos and speech, made by the local models, opens in the editor.
  await main.getByRole('button', { name: 'Create draft' }).click();
  const editor = main.getByRole('region', { name: 'Your listing' });
  await expect(editor).toBeVisible({ timeout: 120_000 });
  await expect(editor.getByRole('heading', { name: 'Your listing' })).toBeFocused();
  const title = editor.getByRole('textbox', { name: /^Title/ });
  await expect(title).toHaveValue(/Nike/);
  await expect(editor.getByRole('navigation', { name: 'Chosen category' })).toContainText(/Fashion/);
  await expect(editor.locator('#editor-field-priceValue')).toHaveValue(/\d/);
  await expect(editor.getByText(/from your description|from the photo text/).first()).toBeVisible();
  // Saved to the account shortly after; the URL names the draft so a reload or another tab opens it.
  await expect(editor.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });
  await expect(page).toHaveURL(/[?&]draft=[0-9a-f-]{36}/);
  await expectNoSeriousAxeViolations(page);

  // Every field is editable, and an edit can be undone and redone.
  const aiTitle = await title.inputValue();
  await title.fill('Schwarze Nike Jacke, Größe M');
  await expect(editor.getByText('Edited by you').first()).toBeVisible();
  await editor.getByRole('button', { name: 'Undo' }).click();
  await expect(title).toHaveValue(aiTitle);
  await editor.getByRole('button', { name: 'Redo' }).click();
  await expect(title).toHaveValue('Schwarze Nike Jacke, Größe M');
  await expect(editor.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });

  // A reload loses nothing: photos, text and the edited draft come back.
  await page.reload();
  await expect(main.getByRole('region', { name: 'Your listing' })).toBeVisible();
  await expect(title).toHaveValue('Schwarze Nike Jacke, Größe M');
  await expect(gallery.getByRole('listitem')).toHaveCount(3);
  await expect(description).toHaveValue(/Nike Jacke/);
  expect((await storedSession(page)).version).toBe(1);
});

/**
 * Waits until the editor has caught up with the last edit: saved, checked, and the price insight
 * that each save brings is in. Both change the height of what is above the fields that follow, and
 * an open menu (the condition's) would move out of view with its field.
 */
async function waitForSettledEditor(editor: Locator) {
  await expect(editor.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });
  await expect(editor.getByTestId('form-status-validation')).not.toHaveAttribute('data-stage', 'syncing', {
    timeout: 20_000,
  });
  await expect(editor.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/** Opens the create page and starts a listing without the AI. */
async function startOwnListing(page: Page) {
  await page.goto('/sell');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Fill in myself' }).click();
  const editor = main.getByRole('region', { name: 'Your listing' });
  await expect(editor).toBeVisible();
  return editor;
}

test('a seller fills in a listing, sees what is missing, and publishes it', async ({ page }) => {
  test.setTimeout(300_000);
  await signInWithPassword(page, demoAccounts.seller);
  await page.goto('/sell');
  const main = page.getByRole('main');
  await uploadPhoto(page, 'care-label.jpg');
  await expect(main.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(1, {
    timeout: 30_000,
  });
  // The draft's first save is held until the seller has pressed Publish, as on a busy server.
  let releaseFirstSave = () => {};
  const firstSave = new Promise<void>((resolve) => (releaseFirstSave = resolve));
  await page.route('**/api/listing-drafts', async (route) => {
    if (route.request().method() === 'POST') await firstSave;
    await route.fallback();
  });
  await main.getByRole('button', { name: 'Fill in myself' }).click();
  const editor = main.getByRole('region', { name: 'Your listing' });
  await expect(editor.getByRole('heading', { name: 'Your listing' })).toBeFocused();

  // Publishing first says what is missing, and takes the focus there.
  await editor.getByRole('button', { name: 'Publish listing' }).click();
  const missing = editor.getByTestId('publish-missing');
  await expect(missing).toBeVisible();
  const missingHeading = editor.getByRole('heading', { name: /things? to fix before publishing/ });
  await expect(missingHeading).toBeFocused();
  await expect(editor.getByTestId('form-status-preview')).toHaveAttribute('data-stage', 'invalid');

  // The save that lands now names the draft in the URL; the focus and the page stay where they are.
  const scrollY = await page.evaluate(() => window.scrollY);
  releaseFirstSave();
  await expect(page).toHaveURL(/[?&]draft=/, { timeout: 20_000 });
  await expect(editor.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });
  // Whatever that save's render scheduled (a timeout, a frame) runs before this timeout.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await expect(missingHeading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  await page.unroute('**/api/listing-drafts');

  await editor.getByRole('textbox', { name: /^Title/ }).fill('Eichentisch, ausziehbar, 160 cm');
  await editor
    .getByRole('textbox', { name: /^Description/ })
    .fill('Massiver Eichentisch, ausziehbar von 160 auf 220 cm, kleine Gebrauchsspuren, sonst sehr gut.');
  await editor.getByRole('searchbox', { name: /^Category/ }).fill('Tables');
  await editor
    .getByRole('list', { name: 'Matching categories' })
    .getByRole('button', { name: /^Tables/ })
    .first()
    .click();
  await expect(editor.getByRole('navigation', { name: 'Chosen category' })).toContainText('Tables');
  await editor.locator('#editor-field-priceValue').fill('120');
  await waitForSettledEditor(editor);
  await editor.getByRole('combobox', { name: /^Condition/ }).click();
  await page.getByRole('option', { name: 'Good' }).click();
  await editor.getByRole('combobox', { name: 'City or postal code' }).fill('Berlin');
  await editor
    .getByRole('option', { name: /^Berlin/ })
    .first()
    .click();
  await expect(editor.getByTestId('editor-place')).toContainText('Berlin');
  await expect(editor.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });
  await expectNoSeriousAxeViolations(page);

  await editor.getByRole('button', { name: 'Publish listing' }).click();
  await expect(page).toHaveURL(/\/listing\/eichentisch-ausziehbar-160-cm-[0-9a-f]{8}$/, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Eichentisch, ausziehbar, 160 cm' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kleinkram.createSession'))).toBeNull();
});

test('two tabs on one draft: the second save meets a conflict and merges field by field', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await signInWithPassword(page, demoAccounts.seller);
  const first = await startOwnListing(page);
  await first.getByRole('textbox', { name: /^Title/ }).fill('Stehlampe aus Messing');
  await expect(first.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });
  await expect(page).toHaveURL(/[?&]draft=/);
  const draftUrl = page.url();

  const other = await context.newPage();
  await signInWithPassword(other, demoAccounts.seller);
  await other.goto(draftUrl);
  const second = other.getByRole('main').getByRole('region', { name: 'Your listing' });
  await expect(second.getByRole('textbox', { name: /^Title/ })).toHaveValue('Stehlampe aus Messing');
  await second.getByRole('textbox', { name: /^Title/ }).fill('Stehlampe aus Messing, 1970er');
  await expect(second.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });

  await page.bringToFront();
  await first
    .getByRole('textbox', { name: /^Description/ })
    .fill('Funktioniert, neues Kabel, Schirm aus Leinen, Höhe 160 cm.');
  const dialog = page.getByRole('dialog', { name: 'Save conflict' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('Stehlampe aus Messing, 1970er');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Merge field by field' }).click();
  await dialog.getByRole('radio', { name: 'Use the other Title' }).check();
  await dialog.getByRole('radio', { name: "Use this tab's Description" }).check();
  await dialog.getByRole('button', { name: 'Save merged version' }).click();
  await expect(dialog).toBeHidden();
  await expect(first.getByRole('textbox', { name: /^Title/ })).toHaveValue('Stehlampe aus Messing, 1970er');
  await expect(first.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });

  // The draft manager lists it; deleting asks first and closes the editor.
  const manager = page.getByTestId('draft-manager');
  await expect(
    manager.getByRole('listitem').filter({ hasText: 'Stehlampe aus Messing, 1970er' }),
  ).toBeVisible();
  await manager.getByRole('button', { name: 'Delete Stehlampe aus Messing, 1970er' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this draft?' })
    .getByRole('button', { name: 'Delete draft' })
    .click();
  await expect(
    manager.getByRole('listitem').filter({ hasText: 'Stehlampe aus Messing, 1970er' }),
  ).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('region', { name: 'Your listing' })).toHaveCount(0);
});

test('a guest opening /listings/create is asked to sign in', async ({ page }) => {
  await page.goto('/listings/create');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('This page needs an account. Sign in to continue.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a listing' })).toHaveCount(0);
});
