import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { createVerifiedAccount, latestVerificationLink } from './support/mailbox';
import { publishSellerListing } from './support/publish-listing';

/** A fresh, verified account that has finished onboarding, and its access token. */
async function freshAccount(request: APIRequestContext, baseURL: string, label: string) {
  const account = await createVerifiedAccount(request, baseURL, label);
  const login = await request.post('/api/auth/login', { data: account });
  expect(login.ok(), await login.text()).toBe(true);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { Authorization: `Bearer ${token}` };
  const onboarded = await request.patch('/api/onboarding', { headers, data: { completed: true } });
  expect(onboarded.ok(), await onboarded.text()).toBe(true);
  return { ...account, headers };
}

async function signIn(page: Page, account: { email: string; password: string }, german = false) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel(german ? /^E-Mail-Adresse/ : /^Email address/).fill(account.email);
  await main.locator('input[name="password"]').fill(account.password);
  await main.getByRole('button', { name: german ? 'Anmelden' : 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

test('a user deletes their account with the password: signed out, sign-in fails, the address registers again', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const account = await freshAccount(request, baseURL as string, 'delete-me');
  await signIn(page, account);
  await page.goto('/settings');

  const card = page.getByRole('region', { name: 'Delete account' });
  await expect(card.getByText('What the law makes us keep')).toBeVisible();
  await expect(card.getByText(/8 years after the end of the year/)).toBeVisible();
  await card.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A wrong password is refused and nothing happens; the dialog stays open.
  await dialog.getByLabel(/^Your password/).fill('not my password');
  await dialog.getByRole('button', { name: 'Delete account for good' }).click();
  await expect(dialog.getByText('Email or password is not correct', { exact: false })).toBeVisible();

  await dialog.getByLabel(/^Your password/).fill(account.password);
  await dialog.getByRole('button', { name: 'Delete account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account was deleted')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Sign in', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The old password no longer signs in.
  const oldLogin = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(oldLogin.status()).toBe(401);

  // The same address registers again at once: a new verification mail arrives and confirms.
  const firstLink = await latestVerificationLink(account.email);
  const again = await request.post('/api/auth/register', {
    data: {
      email: account.email,
      password: 'a brand new password 2026',
      redirectUri: `${baseURL}/verify-email`,
      language: 'en',
    },
  });
  expect(again.status()).toBe(202);
  let newLink = firstLink;
  await expect
    .poll(async () => {
      newLink = await latestVerificationLink(account.email);
      return newLink;
    })
    .not.toBe(firstLink);
  const token = new URL(newLink).searchParams.get('token');
  const confirmed = await request.post('/api/auth/verification/confirm', { data: { token } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
});

test('in German, a user with an open order sees what must finish first, and can withdraw the communication consent', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const buyer = await freshAccount(request, baseURL as string, 'delete-blocked');
  const listing = await publishSellerListing(request, {
    title: 'Brass lamp that blocks a deletion',
    priceValue: 30,
    clientSessionId: crypto.randomUUID(),
  });
  const ordered = await request.post('/api/orders', {
    headers: buyer.headers,
    data: {
      listingIds: [listing.id],
      fulfilment: 'pickup',
      paymentMethod: 'cash_on_pickup',
      clientRequestId: crypto.randomUUID(),
    },
  });
  expect(ordered.ok(), await ordered.text()).toBe(true);
  const consent = await request.post('/api/consents/communication', {
    headers: buyer.headers,
    data: { decision: 'granted' },
  });
  expect(consent.ok(), await consent.text()).toBe(true);

  const context = await browser.newContext({ baseURL, locale: 'de-DE', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page, buyer, true);
  await page.goto('/settings');

  const card = page.getByRole('region', { name: 'Konto löschen' });
  await expect(card.getByText('Schließe diese zuerst ab oder storniere sie')).toBeVisible();
  const blocker = card.getByRole('link', { name: /^Dein Kauf KK-/ });
  await expect(blocker).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mein Konto löschen' })).toHaveCount(0);

  const consentCard = page.getByRole('region', { name: 'Einwilligung zur Kommunikation' });
  await expect(consentCard.getByText(/^Erteilt am .* \(Textversion \d{4}-\d{2}-\d{2}\)\.$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await consentCard.getByRole('button', { name: 'Einwilligung widerrufen' }).click();
  await expect(consentCard.getByText(/^Nicht erteilt\./)).toBeVisible();
  await expect(consentCard.getByText(/^Kommunikation mit anderen Nutzern: widerrufen am/)).toBeVisible();
  await consentCard.getByRole('button', { name: 'Einwilligung erteilen' }).click();
  await expect(consentCard.getByText(/^Erteilt am/)).toBeVisible();

  await blocker.click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+$/);
  await context.close();
});
