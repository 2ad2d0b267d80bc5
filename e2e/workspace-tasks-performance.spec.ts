import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type DemoAccount, demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { publishSellerListing } from './support/publish-listing';

type Language = 'en' | 'de';

const labels = {
  en: {
    nav: 'Workspace and account',
    tasks: 'Tasks',
    open: (count: number) => `Tasks, ${count} open`,
    tasksHeading: /tasks? waits? for you/,
    performance: 'Performance',
    range7: '7 days',
    trend: 'Daily trend',
    funnel: 'Publish funnel',
    showTable: 'Show as table',
    views: 'Views',
    conversion: 'Product conversion',
  },
  de: {
    nav: 'Arbeitsbereich und Konto',
    tasks: 'Aufgaben',
    open: (count: number) => `Aufgaben, ${count} offen`,
    tasksHeading: /Aufgaben? warte[nt] auf dich/,
    performance: 'Leistung',
    range7: '7 Tage',
    trend: 'Tagesverlauf',
    funnel: 'Veröffentlichungs-Trichter',
    showTable: 'Als Tabelle zeigen',
    views: 'Aufrufe',
    conversion: 'Produkt-Conversion',
  },
} as const;

async function apiHeaders(request: APIRequestContext, account: DemoAccount) {
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  return { Authorization: `Bearer ${accessToken}` };
}

async function userIdOf(request: APIRequestContext, headers: Record<string, string>) {
  const me = await request.get('/api/auth/me', { headers });
  return ((await me.json()) as { data: { user: { id: string } } }).data.user.id;
}

/** The demo buyer writes to the demo seller about a listing of its own, so the seller has a task. */
async function buyerMessage(request: APIRequestContext, title: string) {
  const listing = await publishSellerListing(request, {
    title,
    priceValue: 35,
    clientSessionId: randomUUID(),
  });
  const headers = await apiHeaders(request, demoAccounts.buyer);
  expect((await request.post('/api/chat/consent', { headers, data: { accepted: true } })).ok()).toBeTruthy();
  const opened = await request.post('/api/chat/threads', { headers, data: { listingId: listing.id } });
  expect(opened.ok(), await opened.text()).toBeTruthy();
  const { thread } = ((await opened.json()) as { data: { thread: { id: string } } }).data;
  const sent = await request.post(`/api/chat/threads/${thread.id}/messages`, {
    headers,
    data: { clientId: randomUUID(), body: 'Hello, is the lamp still available this week?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

/**
 * An admin puts the seller into a cohort of this journey's own and turns sellerWorkspacePro on for
 * it; the returned function puts back the cohort the seller had and removes the assignment, so the
 * shared e2e database is as before for every other journey.
 */
async function joinPerformanceCohort(request: APIRequestContext, sellerId: string) {
  const admin = await apiHeaders(request, demoAccounts.admin);
  const found = await request.get(
    `/api/authorization/users?q=${encodeURIComponent(demoAccounts.seller.email)}`,
    {
      headers: admin,
    },
  );
  const { users } = (
    (await found.json()) as { data: { users: { id: string; rolloutCohort: string | null }[] } }
  ).data;
  const previousCohort = users.find((user) => user.id === sellerId)?.rolloutCohort ?? null;
  const cohort = `e2e-workspace-performance-${randomUUID().slice(0, 8)}`;
  const joined = await request.put(`/api/authorization/users/${sellerId}/cohort`, {
    headers: admin,
    data: { cohort },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const assigned = await request.put('/api/feature-flags/assignments', {
    headers: admin,
    data: { key: 'sellerWorkspacePro', enabled: true, stage: 'pilot', cohort },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const { assignment } = ((await assigned.json()) as { data: { assignment: { id: string } } }).data;
  return async () => {
    await request.delete(`/api/feature-flags/assignments/${assignment.id}`, { headers: admin });
    await request.put(`/api/authorization/users/${sellerId}/cohort`, {
      headers: admin,
      data: { cohort: previousCohort },
    });
  };
}

async function signInIn(page: Page, language: Language) {
  await signInWithPassword(page, demoAccounts.seller);
  await page.evaluate((chosen) => localStorage.setItem('kleinkram.language', chosen), language);
}

for (const language of ['en', 'de'] as const) {
  test(`the seller sees a buyer's message as a task, then the performance charts after joining a cohort (${language})`, async ({
    page,
    request,
  }) => {
    // Publishing, signing in, two sections and axe on a machine shared with other runs: minutes, not seconds.
    test.setTimeout(240_000);
    const text = labels[language];
    const title = `Brass lamp for tasks ${randomUUID().slice(0, 8)}`;
    await buyerMessage(request, title);
    const sellerHeaders = await apiHeaders(request, demoAccounts.seller);
    const sellerId = await userIdOf(request, sellerHeaders);
    const locked = await request.get('/api/workspace/performance?days=7', { headers: sellerHeaders });

    await signInIn(page, language);
    await page.goto('/seller/workspace?section=tasks');
    const nav = page.getByRole('navigation', { name: text.nav });
    await expect(page.getByRole('heading', { level: 3, name: text.tasksHeading })).toBeVisible();
    const task = page.getByTestId('workspace-tasks').getByRole('link', { name: new RegExp(title) });
    await expect(task).toBeVisible();
    await expect(task).toHaveAttribute('href', /\/chat\?thread=/);
    // The side navigation says how many tasks are open, in words for screen readers.
    const openCount = Number(await nav.getByTestId('nav-open-count').first().textContent());
    expect(openCount).toBeGreaterThan(0);
    await expect(nav.getByRole('link', { name: text.open(openCount) })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Locked before the cohort: the server refuses the figures as the page does.
    if (locked.status() === 403) {
      await nav.getByRole('link', { name: text.performance }).click();
      await expect(page.getByTestId('performance-locked')).toBeVisible();
    }

    const leaveCohort = await joinPerformanceCohort(request, sellerId);
    try {
      await page.goto('/seller/workspace?section=performance');
      await expect(page.getByRole('heading', { level: 2, name: text.performance })).toBeVisible();
      await page.getByRole('button', { name: text.range7 }).click();
      await expect(page.getByRole('button', { name: text.range7 })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(text.conversion)).toBeVisible();
      const trend = page.getByRole('figure', { name: text.trend });
      await expect(trend).toBeVisible();
      await expect(trend.locator('svg.recharts-surface').first()).toBeVisible();
      await expect(page.getByRole('figure', { name: text.funnel })).toBeVisible();
      // The table alternative is there for screen readers, and for everyone after "Show as table".
      await expect(trend.getByRole('table')).toBeAttached();
      await trend.getByRole('button', { name: text.showTable }).click();
      await expect(trend.getByRole('columnheader', { name: text.views })).toBeVisible();
      await expect(trend.getByRole('row')).toHaveCount(8);
      await expectNoSeriousAxeViolations(page);
    } finally {
      await leaveCohort();
    }
  });
}
