import { expect, type Page, test } from '@playwright/test';
import { demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

const buyer = demoAccounts.buyer;

/** The result row of one user: a list item named by the user's heading. */
const userRow = (page: Page, name: string) => page.getByRole('listitem', { name });

/** Search is debounced and ranks by relevance: wait until the wanted user leads the results. */
async function searchUser(page: Page, query: string, name: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(query);
  const results = page.getByRole('list', { name: 'Users' });
  await expect(results.locator(':scope > li').first()).toHaveAccessibleName(new RegExp(`^${name}`));
  await expect(page.getByRole('status').filter({ hasText: /users? found/ })).toBeVisible();
}

/**
 * The buyer leaves this file as it came: a run that stops between assigning and removing (a
 * timeout on a busy machine) must not hand its retry, or later journeys, a buyer who is a seller.
 */
test.afterEach(async ({ request }) => {
  const login = await request.post('/api/auth/login', {
    data: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
  });
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const headers = { Authorization: `Bearer ${accessToken}` };
  const found = await request.get(`/api/authorization/users?q=${encodeURIComponent(buyer.email)}`, {
    headers,
  });
  const { users } = (
    (await found.json()) as { data: { users: { id: string; email: string; roles: string[] }[] } }
  ).data;
  const user = users.find((candidate) => candidate.email === buyer.email);
  if (user?.roles.includes('seller')) {
    const removed = await request.delete(`/api/authorization/users/${user.id}/roles/seller`, { headers });
    expect(removed.status(), await removed.text()).toBe(200);
  }
});

test('an admin finds a user, assigns the seller role and removes it again', async ({ page }) => {
  await signInWithPassword(page, demoAccounts.admin);

  // The account menu carries the admin shortcut.
  await page.getByRole('button', { name: `${demoAccounts.admin.name}, account menu` }).click();
  await page.getByRole('menuitem', { name: 'Admin: roles' }).click();
  await expect(page).toHaveURL(/\/admin\/roles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Roles and permissions' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Available roles' }).getByRole('listitem')).toHaveCount(4);
  await expectNoSeriousAxeViolations(page);

  await searchUser(page, buyer.email, buyer.name);
  const row = userRow(page, buyer.name);
  const removeSeller = row.getByRole('button', { name: `Remove role Seller from ${buyer.name}` });
  await expect(removeSeller).toHaveCount(0);

  await row.getByRole('combobox', { name: `Role to assign to ${buyer.name}` }).click();
  await page.getByRole('option', { name: 'Seller' }).click();
  await row.getByRole('button', { name: `Assign role to ${buyer.name}` }).click();
  await expect(removeSeller).toBeVisible();
  await expect(page.getByText(`${buyer.name} is now Seller.`)).toBeVisible();

  // It is stored, not just shown: a fresh page finds it again.
  await page.reload();
  await searchUser(page, buyer.email, buyer.name);
  await expect(removeSeller).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await removeSeller.click();
  const dialog = page.getByRole('dialog', { name: 'Remove this role?' });
  await expect(dialog).toContainText(`${buyer.name} loses the role Seller`);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Remove role' }).click();
  await expect(dialog).toBeHidden();
  await expect(removeSeller).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Remove role Buyer from ${buyer.name}` })).toBeVisible();

  await page.reload();
  await searchUser(page, buyer.email, buyer.name);
  await expect(removeSeller).toHaveCount(0);
});

test('an admin cannot remove their own admin role and is told why', async ({ page }) => {
  const admin = demoAccounts.admin;
  await signInWithPassword(page, admin);
  await page.goto('/admin/roles');
  await searchUser(page, admin.email, admin.name);
  const row = userRow(page, admin.name);
  await row.getByRole('button', { name: `Remove role Administrator from ${admin.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove role' }).click();
  await expect(row.getByRole('alert')).toContainText('You can’t remove your own administrator role.');
  await expect(
    row.getByRole('button', { name: `Remove role Administrator from ${admin.name}` }),
  ).toBeVisible();
});

test('people without the admin role get a 403 page on /admin/roles', async ({ page }) => {
  await signInWithPassword(page, buyer);
  await page.goto('/admin/roles');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are not allowed to see this' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to home page' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Workspace and account' }).getByRole('link', { name: 'Roles' }),
  ).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
