import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { latestVerificationLink, uniqueEmail } from './support/mailbox';

test('register, confirm the address from the mail (which signs in), finish onboarding and sign out', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('register');
  const password = 'a sentence is a good password';

  await page.goto('/register');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Spec §5: the exact messages, linked to their fields.
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(main.getByText('Enter your email address.')).toBeVisible();
  await expect(main.getByText('Password must be at least 12 characters long.')).toBeVisible();
  await expect(main.getByText('Please accept the usage agreement to continue.')).toBeVisible();
  await expect(main.getByLabel(/^Email address/)).toBeFocused();
  await expect(main.getByLabel(/^Email address/)).toHaveAccessibleDescription('Enter your email address.');
  await expectNoSeriousAxeViolations(page);

  await main.getByLabel(/^Email address/).fill(`  ${email}  `);
  await main
    .getByLabel(/^Password/)
    .first()
    .fill(password);
  await main.getByLabel(/^Repeat password/).fill(`${password}!`);
  await main.getByRole('checkbox', { name: /I accept the terms of use/ }).click();
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(main.getByText('Passwords do not match.')).toBeVisible();
  await main.getByLabel(/^Repeat password/).fill(password);
  await main.getByRole('button', { name: 'Create account' }).click();

  await expect(main.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
  await expect(main.getByText(email)).toBeVisible();
  await main.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(main.getByText('We sent you a new verification email.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The newest mail carries a working link (the resend replaced the first one's token or added one).
  const link = await latestVerificationLink(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email address confirmed' }).first()).toBeVisible();
  await expect(main.getByText('Thank you! You are signed in.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Confirming signed the user in (ADR 048); onboarding comes first for a new account.
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 10_000 });
  await expect(main.getByRole('heading', { level: 1, name: 'Welcome to Kleinkram' })).toBeVisible();
  await expect(main.getByText('Step 1 of 3')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await main.getByLabel(/^Display name/).fill('E2E Tester');
  await main.getByRole('button', { name: 'Continue' }).click();

  await expect(main.getByRole('heading', { name: 'Where are you?' })).toBeFocused();
  await expect(main.getByText('Step 2 of 3')).toBeVisible();
  await main.getByRole('combobox', { name: 'City or postal code' }).fill('Hamburg');
  await page
    .getByRole('option', { name: /^Hamburg/ })
    .first()
    .click();
  await expect(main.getByText('Your place: Hamburg')).toBeVisible();
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByText('To store your place, please agree')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await main.getByRole('checkbox', { name: /may store my place/ }).click();
  await main.getByRole('button', { name: 'Continue' }).click();

  await expect(main.getByRole('heading', { name: 'What would you like to do?' })).toBeFocused();
  await main.getByRole('button', { name: 'Finish' }).click();
  await expect(main.getByText('Choose what you would like to do.')).toBeVisible();
  await main.getByRole('radio', { name: 'Both' }).click();
  await expectNoSeriousAxeViolations(page);
  await main.getByRole('button', { name: 'Finish' }).click();

  // Without an origin route, onboarding leads to the home page (ADR 048).
  await expect(page).toHaveURL(/\/$/);
  await expectNoSeriousAxeViolations(page);
  // Onboarding once completed sends onwards instead of asking again.
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'E2E Tester, account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Signed out means signed out: protected pages ask to sign in again.
  await page.goto('/settings');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('a broken verification link offers to send a new one', async ({ page }) => {
  await page.goto('/verify-email?token=this-token-does-not-exist-at-all');
  const main = page.getByRole('main');
  await expect(main.getByText('Email verification failed. Please request a new link.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await main.getByLabel(/^Email address/).fill(uniqueEmail('resend'));
  await main.getByRole('button', { name: 'Send new link' }).click();
  await expect(main.getByText('We sent you a new verification email.')).toBeVisible();
});
