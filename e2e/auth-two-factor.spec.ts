import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoSeriousAxeViolations } from './support/axe';
import { createVerifiedAccount } from './support/mailbox';

/** Turns two-factor on through the API: sign in, set up, verify with a computed code. */
async function enableTwoFactor(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: account });
  expect(login.ok()).toBe(true);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const headers = { Authorization: `Bearer ${accessToken}` };
  const setup = await request.post('/api/auth/2fa/setup', { headers, data: {} });
  expect(setup.ok()).toBe(true);
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  const verify = await request.post('/api/auth/2fa/verify', {
    headers,
    data: { otp: await generate({ secret }) },
  });
  expect(verify.ok()).toBe(true);
  const { recoveryCodes } = ((await verify.json()) as { data: { recoveryCodes: string[] } }).data;
  return { secret, recoveryCodes };
}

/**
 * A code the server has not seen yet: the one of the next 30-second step (the server accepts one
 * step either side, and each step only once).
 */
async function nextCode(secret: string, stepsAhead: number) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });
}

async function enterCredentials(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel(/^Email address/).fill(account.email);
  await main.getByLabel(/^Password/).fill(account.password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(main.getByRole('group', { name: 'Two-step verification' })).toBeVisible();
}

test('sign in with two-factor: an authenticator code, then a recovery code', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const account = await createVerifiedAccount(request, baseURL ?? '', 'two-factor');
  const { secret, recoveryCodes } = await enableTwoFactor(request, account);
  expect(recoveryCodes).toHaveLength(10);

  await enterCredentials(page, account);
  const main = page.getByRole('main');
  const codeField = main.getByLabel(/^Authenticator code/);
  await expect(codeField).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  await main.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(main.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();

  // A wrong code keeps the second step and says so at the field.
  const wrongCode = (await nextCode(secret, 1)) === '000000' ? '111111' : '000000';
  await codeField.fill(wrongCode);
  await main.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(codeField).toHaveAccessibleDescription('Invalid one-time password.');
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);

  await codeField.fill(await nextCode(secret, 1));
  await main.getByRole('button', { name: 'Verify and sign in' }).click();
  // A new account has not finished onboarding, so that is where a successful sign-in leads.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Kleinkram' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A second browser, no authenticator at hand: a recovery code, typed in lower case.
  const context = await browser.newContext();
  const secondPage = await context.newPage();
  await enterCredentials(secondPage, account);
  const secondMain = secondPage.getByRole('main');
  await secondMain.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const recoveryField = secondMain.getByLabel(/^Recovery code/);
  await expect(recoveryField).toBeFocused();
  await recoveryField.fill('nope');
  await secondMain.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(secondMain.getByText('Enter a valid recovery code.')).toBeVisible();

  await recoveryField.fill('');
  await recoveryField.pressSequentially((recoveryCodes[0] ?? '').toLowerCase());
  await expect(recoveryField).toHaveValue(recoveryCodes[0] ?? '');
  await expectNoSeriousAxeViolations(secondPage);
  await secondMain.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(secondPage).toHaveURL(/\/onboarding$/);

  // Single use: the same recovery code is refused next time, in recovery mode.
  const thirdContext = await browser.newContext();
  const thirdPage = await thirdContext.newPage();
  await enterCredentials(thirdPage, account);
  const thirdMain = thirdPage.getByRole('main');
  await thirdMain.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await thirdMain.getByLabel(/^Recovery code/).fill(recoveryCodes[0] ?? '');
  await thirdMain.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(thirdMain.getByLabel(/^Recovery code/)).toHaveAccessibleDescription('Invalid recovery code.');

  // Changing the email goes back to the first step.
  await thirdMain.getByRole('button', { name: 'Back' }).click();
  await expect(thirdMain.getByLabel(/^Email address/)).toBeFocused();
  await expect(thirdMain.getByRole('group', { name: 'Two-step verification' })).toHaveCount(0);
  await context.close();
  await thirdContext.close();
});
