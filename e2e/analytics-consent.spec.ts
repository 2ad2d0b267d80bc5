import { expect, type Page, test } from '@playwright/test';
import { demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

const texts = {
  en: { title: 'Help us improve Kleinkram', accept: 'Accept', decline: 'Decline' },
  de: { title: 'Hilf uns, Kleinkram zu verbessern', accept: 'Zustimmen', decline: 'Ablehnen' },
} as const;

// A fresh device: the config answers the banner for every other journey.
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page, title: string) => page.getByRole('region', { name: title });

for (const language of ['en', 'de'] as const) {
  test(`a first-time visitor declines analytics and nothing is sent (${language})`, async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/analytics/events')) sent.push(request.url());
    });
    await page.goto('/');
    if (language === 'de') {
      await page.evaluate(() => localStorage.setItem('kleinkram.language', 'de'));
      await page.reload();
    }
    const text = texts[language];
    await expect(banner(page, text.title)).toBeVisible();
    await expect(banner(page, text.title).getByRole('link')).toHaveAttribute('href', '/legal/privacy');
    await expectNoSeriousAxeViolations(page);
    await banner(page, text.title).getByRole('button', { name: text.decline }).click();
    await expect(banner(page, text.title)).toBeHidden();
    await page.goto('/search?q=Fahrrad');
    await page.reload();
    await expect(banner(page, text.title)).toBeHidden();
    await page.waitForTimeout(1500);
    expect(sent).toEqual([]);
  });
}

test('a visitor accepts, events are sent, the admin funnel shows them, and settings reset brings the banner back', async ({
  page,
  request,
}) => {
  // Earlier journeys may have signed the admin in with the banner answered, and the e2e database is
  // shared: make the account undecided again, so the guest's choice is the one it takes over.
  const login = await request.post('/api/auth/login', {
    data: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const reset = await request.put('/api/analytics/consent', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { state: 'pending' },
  });
  expect(reset.status(), await reset.text()).toBe(200);

  await page.goto('/');
  const text = texts.en;
  const events = page.waitForResponse(
    (response) => response.url().includes('/api/analytics/events') && response.status() === 202,
  );
  await banner(page, text.title).getByRole('button', { name: text.accept }).click();
  await expect(banner(page, text.title)).toBeHidden();
  await events;

  // Signed in as the admin (the guest's choice is handed to an undecided account).
  await signInWithPassword(page, demoAccounts.admin);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Buyer journey funnel' })).toBeVisible();
  const table = page.getByRole('table', { name: /Sessions per stage/ });
  await expect(table.getByRole('rowheader', { name: /Discover/ })).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).not.toHaveText('0');
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('table', { name: 'Sessions per stage in the last 7 days' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/settings#analytics-consent');
  const card = page.getByRole('region', { name: 'Usage analytics' });
  await expect(card.getByText('Allowed')).toBeVisible();
  await card.getByRole('button', { name: 'Ask me again' }).click();
  await expect(card.getByText('Not decided yet')).toBeVisible();
  await expect(banner(page, text.title)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await banner(page, text.title).getByRole('button', { name: text.decline }).click();
  await expect(card.getByText('Declined')).toBeVisible();
});

test('the banner is in the first paint, and a choice made before the app has started is kept (ADR 091)', async ({
  page,
}) => {
  const text = texts.en;
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/analytics/events')) sent.push(request.url());
  });
  // Hold the app back: what shows is the server's first screen alone.
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route('**/start-app-after-paint.js', async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const serverBanner = page.locator('#first-screen-consent');
  await expect(banner(page, text.title)).toBeVisible();
  await expect(serverBanner).toBeVisible();
  await banner(page, text.title).getByRole('button', { name: text.decline }).click();
  await expect(banner(page, text.title)).toBeHidden();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('kleinkram.analyticsConsent') ?? 'null')),
  ).toMatchObject({
    version: 1,
    state: 'denied',
  });

  // The app starts, reads the device's choice and asks no more; nothing is sent.
  releaseApp();
  await expect(page.getByRole('region', { name: 'Freshly listed' })).toBeVisible();
  await expect(serverBanner).toHaveCount(0);
  await expect(banner(page, text.title)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Freshly listed' })).toBeVisible();
  await expect(banner(page, text.title)).toBeHidden();
  expect(sent).toEqual([]);
});
