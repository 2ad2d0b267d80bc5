import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type DemoAccount, demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { publishSellerListing } from './support/publish-listing';

/**
 * Issue 19, publishing to eBay (ADR 073) against the eBay double (e2e/support/ebay-double.server.ts):
 * an admin opens eBay to the demo seller with a user assignment of `ebayMarketplaceLaunch`; the
 * seller connects eBay from the workspace's integrations checklist through the double's consent
 * page, publishes a fresh listing there and sees it go live; a listing eBay refuses ("[ebay-reject]"
 * in its title) fails, the seller fixes the title and retries, and it goes live. The seller
 * disconnects and the assignment is removed, so the shared e2e database is as before.
 * English at 1280 px, German at 390 px.
 */
const labels = {
  en: {
    connect: 'Connect eBay',
    disconnect: 'Disconnect',
    connectedAs: /^Connected as kk_testuser_[0-9a-f]+\.$/,
    connectedToast: 'eBay is connected.',
    notConnected: 'Connect your eBay account to publish your listings there too.',
    live: 'eBay: live',
    failed: 'eBay: failed',
    statusButton: (title: string) => `Status of “${title}”`,
    jobDone: 'Done',
    jobFailed: 'Failed',
    retrySuggestion: 'Publishing to eBay failed. Try it again.',
    viewOnEbay: 'View on eBay',
    alsoOnEbay: 'Also on eBay (opens eBay in a new tab)',
  },
  de: {
    connect: 'eBay verbinden',
    disconnect: 'Trennen',
    connectedAs: /^Verbunden als kk_testuser_[0-9a-f]+\.$/,
    connectedToast: 'eBay ist verbunden.',
    notConnected: 'Verbinde dein eBay-Konto, um deine Anzeigen auch dort zu veröffentlichen.',
    live: 'eBay: live',
    failed: 'eBay: fehlgeschlagen',
    statusButton: (title: string) => `Status von „${title}“`,
    jobDone: 'Erledigt',
    jobFailed: 'Fehlgeschlagen',
    retrySuggestion: 'Die Veröffentlichung auf eBay ist fehlgeschlagen. Versuche es erneut.',
    viewOnEbay: 'Auf eBay ansehen',
    alsoOnEbay: 'Auch auf eBay (öffnet eBay in einem neuen Tab)',
  },
} as const;
type Language = keyof typeof labels;

type Headers = Record<string, string>;

async function apiHeaders(request: APIRequestContext, account: DemoAccount): Promise<Headers> {
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  return { Authorization: `Bearer ${accessToken}` };
}

async function userIdOf(request: APIRequestContext, headers: Headers): Promise<string> {
  const me = await request.get('/api/auth/me', { headers });
  expect(me.ok(), await me.text()).toBeTruthy();
  return ((await me.json()) as { data: { user: { id: string } } }).data.user.id;
}

/**
 * The admin assigns `ebayMarketplaceLaunch` to the demo seller alone (a user target, so no other
 * journey sees eBay); the returned function removes that assignment again.
 */
async function openEbayTo(request: APIRequestContext, sellerId: string) {
  const admin = await apiHeaders(request, demoAccounts.admin);
  const assigned = await request.put('/api/feature-flags/assignments', {
    headers: admin,
    data: { key: 'ebayMarketplaceLaunch', enabled: true, stage: 'pilot', userId: sellerId },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const { assignment } = ((await assigned.json()) as { data: { assignment: { id: string } } }).data;
  return async () => {
    const removed = await request.delete(`/api/feature-flags/assignments/${assignment.id}`, {
      headers: admin,
    });
    expect([204, 404], await removed.text()).toContain(removed.status());
  };
}

async function connection(request: APIRequestContext, seller: Headers) {
  const answer = await request.get('/api/marketplaces/ebay/connection', { headers: seller });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { configured: boolean; available: boolean; status: string } })
    .data;
}

/** Queues the eBay publish job of one listing (the overview's "publish"/"retry publish" request). */
async function publishOnEbay(request: APIRequestContext, seller: Headers, listingId: string) {
  const answer = await request.post('/api/marketplaces/ebay/publish', {
    headers: seller,
    data: { listingIds: [listingId] },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { results } = (
    (await answer.json()) as {
      data: { results: { outcome: string; jobId: string | null; error: { code: string } | null }[] };
    }
  ).data;
  expect(results[0]?.outcome, JSON.stringify(results)).toBe('queued');
  return results[0]?.jobId ?? '';
}

/** The job runs in the background (pg-boss): its state as the status panel's API reports it. */
async function jobStatus(request: APIRequestContext, seller: Headers, listingId: string, jobId: string) {
  const answer = await request.get(`/api/seller/listings/${listingId}/panel`, { headers: seller });
  expect(answer.status(), await answer.text()).toBe(200);
  const { publishJobs } = (
    (await answer.json()) as { data: { publishJobs: { id: string; status: string }[] } }
  ).data;
  return publishJobs.find((job) => job.id === jobId)?.status ?? 'missing';
}

async function waitForJob(
  request: APIRequestContext,
  seller: Headers,
  listingId: string,
  jobId: string,
  status: 'SUCCESS' | 'FAILURE',
) {
  await expect
    .poll(() => jobStatus(request, seller, listingId, jobId), {
      timeout: 60_000,
      intervals: [500, 1_000, 2_000],
    })
    .toBe(status);
}

/** The seller's own edit of a live listing: open its edit draft, change the title, publish it. */
async function retitle(request: APIRequestContext, seller: Headers, listingId: string, title: string) {
  const clientSessionId = `e2e-ebay-${randomUUID()}`;
  const opened = await request.post(`/api/listings/${listingId}/draft`, {
    headers: seller,
    data: { clientSessionId },
  });
  expect([200, 201], await opened.text()).toContain(opened.status());
  type Draft = { id: string; version: number; snapshot: { fields: Record<string, unknown> } };
  const { draft } = ((await opened.json()) as { data: { draft: Draft } }).data;
  const saved = await request.put(`/api/listing-drafts/${draft.id}`, {
    headers: seller,
    data: {
      baseVersion: draft.version,
      snapshot: { ...draft.snapshot, fields: { ...draft.snapshot.fields, title } },
      clientSessionId,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const next = ((await saved.json()) as { data: { draft: Draft } }).data.draft;
  const published = await request.post(`/api/listing-drafts/${next.id}/publish`, {
    headers: seller,
    data: { baseVersion: next.version },
  });
  expect(published.status(), await published.text()).toBe(200);
}

function uniqueWord(): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `ebaykiesel${letters.join('')}`;
}

/** The listing's row (table at 1280 px) or card (390 px): whichever the screen shows. */
function listingEntry(page: Page, title: string) {
  return page
    .locator('tr, li')
    .filter({ visible: true })
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

async function openStatusPanel(page: Page, language: Language, word: string, title: string) {
  await page.goto(`/listings?q=${word}`);
  await page.getByRole('button', { name: labels[language].statusButton(title) }).click();
  const panel = page.getByRole('dialog', { name: labels[language].statusButton(title) });
  await expect(panel).toBeVisible();
  return panel;
}

for (const [language, width] of [
  ['en', 1280],
  ['de', 390],
] as const) {
  test.describe(`publishing to eBay (${language}, ${width} px)`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('the seller connects eBay, publishes a listing live there, and retries one eBay refused', async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      // Two listings, two background jobs and a retry, signing in and axe on a shared machine.
      test.setTimeout(300_000);
      const text = labels[language];
      const seller = await apiHeaders(request, demoAccounts.seller);
      const sellerId = await userIdOf(request, seller);
      // A run that stopped half-way may have left the seller connected: start from "not connected".
      const reset = await request.delete('/api/marketplaces/ebay/connection', { headers: seller });
      expect(reset.status(), await reset.text()).toBe(204);
      const closeEbay = await openEbayTo(request, sellerId);
      try {
        expect(await connection(request, seller)).toMatchObject({
          configured: true,
          available: true,
          status: 'not_connected',
        });

        await signInWithPassword(page, demoAccounts.seller);
        await page.evaluate((chosen) => localStorage.setItem('kleinkram.language', chosen), language);

        // Connect: our button, the double's consent page, back on the checklist with "connected".
        await page.goto('/seller/workspace?section=integrations');
        const state = page.getByTestId('ebay-connection-state');
        await expect(state).toHaveText(text.notConnected);
        await expectNoSeriousAxeViolations(page);
        const consent = page.waitForRequest((sent) => sent.url().includes('/oauth2/authorize?'));
        const callback = page.waitForResponse((answer) =>
          answer.url().includes('/api/marketplaces/ebay/callback?'),
        );
        await page.getByRole('button', { name: text.connect, exact: true }).click();
        const consentUrl = new URL((await consent).url());
        expect(consentUrl.searchParams.get('scope')).toContain('sell.inventory');
        expect((await callback).headers().location).toBe(
          '/seller/workspace?section=integrations&ebay=connected',
        );
        await expect(page.getByText(text.connectedToast).first()).toBeVisible();
        await expect(state).toHaveText(text.connectedAs);
        await expect(page).toHaveURL(/section=integrations$/);
        await expectNoSeriousAxeViolations(page);

        // A fresh listing goes to eBay and is live there.
        const word = uniqueWord();
        const liveTitle = `Brass lamp ${word} for eBay`;
        const live = await publishSellerListing(request, {
          title: liveTitle,
          priceValue: 42,
          clientSessionId: `e2e-ebay-${word}-live`,
        });
        const liveJob = await publishOnEbay(request, seller, live.id);
        await waitForJob(request, seller, live.id, liveJob, 'SUCCESS');
        await page.goto(`/listings?q=${word}`);
        await expect(listingEntry(page, liveTitle).getByText(text.live, { exact: true })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        let panel = await openStatusPanel(page, language, word, liveTitle);
        await expect(panel.getByRole('cell', { name: text.jobDone, exact: true })).toBeVisible();
        await expect(panel.getByRole('link', { name: text.viewOnEbay })).toHaveAttribute(
          'href',
          /^https:\/\/www\.sandbox\.ebay\.de\//,
        );
        await expectNoSeriousAxeViolations(page);

        // A guest on the listing page (ADR 077): our Buy stays the main action, and a link opens
        // the item on eBay in a new tab.
        const guest = await browser.newContext({
          baseURL,
          locale: language === 'de' ? 'de-DE' : 'en-GB',
          viewport: { width, height: width === 390 ? 844 : 800 },
          reducedMotion: 'reduce',
        });
        try {
          const buyerPage = await guest.newPage();
          await buyerPage.goto(`/listing/${live.slug}`);
          const onEbay = buyerPage.getByRole('link', { name: text.alsoOnEbay });
          await expect(onEbay).toBeVisible();
          await expect(onEbay).toHaveAttribute('href', /^https:\/\/www\.sandbox\.ebay\.de\/itm\//);
          await expect(onEbay).toHaveAttribute('target', '_blank');
          await expectNoSeriousAxeViolations(buyerPage);
        } finally {
          await guest.close();
        }

        // eBay refuses the next one: the job fails at once and the panel suggests a retry.
        const refusedTitle = `Brass lamp ${word} [ebay-reject]`;
        const refused = await publishSellerListing(request, {
          title: refusedTitle,
          priceValue: 43,
          clientSessionId: `e2e-ebay-${word}-refused`,
        });
        const refusedJob = await publishOnEbay(request, seller, refused.id);
        await waitForJob(request, seller, refused.id, refusedJob, 'FAILURE');
        await page.goto(`/listings?q=${word}`);
        await expect(listingEntry(page, refusedTitle).getByText(text.failed, { exact: true })).toBeVisible();
        panel = await openStatusPanel(page, language, word, refusedTitle);
        await expect(panel.getByRole('cell', { name: text.jobFailed, exact: true })).toBeVisible();
        await expect(panel.getByText(/not allowed on eBay/).first()).toBeVisible();
        await expect(panel.getByText(text.retrySuggestion)).toBeVisible();
        await expectNoSeriousAxeViolations(page);

        // The seller fixes the title and retries: the same offer is published and goes live.
        const fixedTitle = `Brass lamp ${word} fixed title`;
        await retitle(request, seller, refused.id, fixedTitle);
        const retryJob = await publishOnEbay(request, seller, refused.id);
        await waitForJob(request, seller, refused.id, retryJob, 'SUCCESS');
        await page.goto(`/listings?q=${word}`);
        await expect(listingEntry(page, fixedTitle).getByText(text.live, { exact: true })).toBeVisible();
        panel = await openStatusPanel(page, language, word, fixedTitle);
        await expect(panel.getByRole('cell', { name: text.jobDone, exact: true })).toBeVisible();
        await expect(panel.getByRole('cell', { name: text.jobFailed, exact: true })).toBeVisible();
        await expect(panel.getByText(text.retrySuggestion)).toHaveCount(0);

        // Disconnect from the checklist, so the next journey starts from "not connected".
        await page.goto('/seller/workspace?section=integrations');
        await expect(state).toHaveText(text.connectedAs);
        await page.getByRole('button', { name: text.disconnect, exact: true }).click();
        await expect(page.getByRole('button', { name: text.connect, exact: true })).toBeVisible();
        await expect(state).toHaveText(text.notConnected);
        expect((await connection(request, seller)).status).toBe('not_connected');
      } finally {
        await request.delete('/api/marketplaces/ebay/connection', { headers: seller });
        await closeEbay();
      }
    });
  });
}
