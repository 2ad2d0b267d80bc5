import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

/** A word no seeded listing contains, so the alert can only come from the listing published here. */
function uniqueWord(): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `zylinder${letters.join('')}`;
}

async function accessTokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

/** Publishes the way the web does (ADR 038): a photo, a server draft, then the draft's publish. */
async function publishListingAs(
  request: APIRequestContext,
  account: { email: string; password: string },
  word: string,
) {
  const headers = { Authorization: `Bearer ${await accessTokenOf(request, account)}` };
  const uploaded = await request.post('/api/media', {
    headers,
    multipart: {
      file: {
        name: 'lamp.jpg',
        mimeType: 'image/jpeg',
        buffer: readFileSync(path.resolve(import.meta.dirname, 'fixtures/media/jacket-front.jpg')),
      },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBeTruthy();
  const { asset } = ((await uploaded.json()) as { data: { asset: { id: string } } }).data;
  const created = await request.post('/api/listing-drafts', {
    headers,
    data: {
      clientSessionId: 'e2e-saved-searches',
      snapshot: {
        formatVersion: 1,
        fields: {
          language: 'de',
          title: `Messing ${word} Tischlampe`,
          description: `Schöne alte Tischlampe aus Messing, ${word}, voll funktionsfähig und gut erhalten.`,
          categoryId: 'home-lighting',
          priceValue: 35,
          condition: 'good',
          locationSlug: 'berlin',
          offersPickup: true,
          tags: [word],
          mediaIds: [asset.id],
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { draft } = ((await created.json()) as { data: { draft: { id: string; version: number } } }).data;
  const published = await request.post(`/api/listing-drafts/${draft.id}/publish`, {
    headers,
    data: { baseVersion: draft.version },
  });
  expect(published.ok(), await published.text()).toBeTruthy();
}

test.describe('saved searches', () => {
  test('a guest saves a search locally, finds it in the header and opens it again', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/search?query=jacke&loc=berlin&radius=25');
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('jacke · Berlin · 25 km');
    // Alerts need an account: the switch is off and explains it, with a way to sign in.
    await expect(dialog.getByRole('switch', { name: 'Email me new matches' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Sign in to get alerts' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Search saved')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Saved searches: 1' });
    await trigger.click();
    const popover = page.getByRole('dialog', { name: 'Saved searches' });
    const item = popover.getByRole('link', { name: /jacke · Berlin · 25 km/ });
    await expect(item).toBeVisible();
    await expect(popover).toContainText('Last opened');
    await expectNoSeriousAxeViolations(page);

    // Saving the same params again updates instead of adding a second one.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save search' }).click();
    await page
      .getByRole('dialog', { name: 'Save this search' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    await expect(page.getByText('Search updated')).toBeVisible();
    await expect(trigger).toHaveAccessibleName('Saved searches: 1');

    await page.goto('/');
    await trigger.click();
    await popover.getByRole('link', { name: /jacke · Berlin · 25 km/ }).click();
    await expect(page).toHaveURL(/\/search\?query=jacke&radius=25&loc=berlin&saved=local-[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “jacke”');
  });

  test('renaming keeps the old name when blank, and deleting can be undone', async ({ page }) => {
    await page.goto('/search?query=sessel&category=home');
    await page.getByRole('button', { name: 'Save search' }).click();
    await page
      .getByRole('dialog', { name: 'Save this search' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    await expect(page.getByText('Search saved')).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Saved searches/ })
      .click();
    const popover = page.getByRole('dialog', { name: 'Saved searches' });

    await popover.getByRole('button', { name: 'Rename “sessel”' }).click();
    const field = popover.getByRole('textbox', { name: 'New name for “sessel”' });
    await field.fill('   ');
    await field.press('Enter');
    await expect(popover.getByRole('link', { name: /^sessel/ })).toBeVisible();
    await popover.getByRole('button', { name: 'Rename “sessel”' }).click();
    await field.fill('Armchairs');
    await field.press('Enter');
    await expect(popover.getByRole('link', { name: /^Armchairs/ })).toBeVisible();

    await popover.getByRole('button', { name: 'Delete “Armchairs”' }).click();
    await expect(popover.getByRole('link', { name: /^Armchairs/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Saved searches/ })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'Saved searches' }).getByRole('link', { name: /^Armchairs/ }),
    ).toBeVisible();
  });

  test('a signed-in user’s saved search raises a notification when a matching listing is published', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const word = uniqueWord();
    await signInWithPassword(page, demoAccounts.buyer);
    // The place is in the URL: the demo buyer's profile has its own location, which the search
    // would otherwise adopt, and the listing below is published in Berlin.
    await page.goto(`/search?query=${word}&loc=berlin&radius=25`);
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(word);
    const alerts = dialog.getByRole('switch', { name: 'Email me new matches' });
    await expect(alerts).toBeEnabled();
    await expect(alerts).toBeChecked();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Search saved')).toBeVisible();

    const savedTrigger = page.getByRole('banner').getByRole('button', { name: /^Saved searches: \d+$/ });
    await savedTrigger.click();
    const savedPopover = page.getByRole('dialog', { name: 'Saved searches' });
    await expect(savedPopover.getByRole('switch', { name: `Email alerts for “${word}”` })).toBeChecked();
    await expect(savedPopover.getByText('Alerts on').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');

    await publishListingAs(request, demoAccounts.seller, word);

    const title = `New match for “${word}”`;
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+\+? unread$/ });
    // The bell polls every 30 s; a reload shows the new match sooner once the alert job has run.
    await expect(async () => {
      await page.reload();
      await expect(
        page.getByRole('button', { name: `${demoAccounts.buyer.name}, account menu` }),
      ).toBeVisible({
        timeout: 20_000,
      });
      await expect(bell).toBeVisible({ timeout: 20_000 });
    }).toPass({ timeout: 100_000, intervals: [2_000, 5_000] });
    await bell.click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText(title)).toBeVisible();

    const notifications = page.getByRole('dialog', { name: 'Notifications' });
    await expect(notifications.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    await notifications.getByRole('button', { name: new RegExp(title) }).click();
    await expect(notifications).toBeHidden();
    await expect(page).toHaveURL(/\/listing\//);
    const anyBell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await anyBell.click();
    const markAll = page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: 'Mark all as read' });
    if (await markAll.isEnabled()) await markAll.click();
    await expect(markAll).toBeDisabled();
    await expect(anyBell).toHaveAccessibleName('Notifications');
  });
});
