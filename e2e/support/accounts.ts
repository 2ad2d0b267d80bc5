import { expect, type Page } from '@playwright/test';

/** Demo accounts from the seed (src/server/db/seed/demo-users.data.ts); onboarding is done for all. */
export const demoAccounts = {
  admin: { email: 'admin@kleinkram.local', password: 'admin-demo-password', name: 'Alex Admin' },
  moderator: {
    email: 'moderator@kleinkram.local',
    password: 'moderator-demo-password',
    name: 'Mo Moderator',
  },
  seller: { email: 'seller@kleinkram.local', password: 'seller-demo-password', name: 'Sina Seller' },
  buyer: { email: 'buyer@kleinkram.local', password: 'buyer-demo-password', name: 'Ben Buyer' },
} as const;

export type DemoAccount = (typeof demoAccounts)[keyof typeof demoAccounts];

/**
 * Signs in through the /login form and waits until the app has left it. The session lives in this
 * tab (no "Stay signed in"), so later page.goto calls restore it.
 */
export async function signInWithPassword(page: Page, account: DemoAccount) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel(/^Email address/).fill(account.email);
  await main.getByLabel(/^Password/).fill(account.password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('button', { name: `${account.name}, account menu` })).toBeVisible();
}
