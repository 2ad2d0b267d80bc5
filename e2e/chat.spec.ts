import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type DemoAccount, demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { publishSellerListing } from './support/publish-listing';

/**
 * Issue 16 chat journey with two browser contexts (ADR 056): a buyer writes to a seller about a
 * listing; the seller sees it live, the buyer sees the seller typing and the read receipt; a message
 * written offline waits on the device (through a reload) and is delivered once back online.
 */

const labels = {
  en: {
    title: 'Messages',
    field: 'Your message',
    send: 'Send',
    pending: 'Not sent yet',
    read: 'Read',
    typing: /is typing…/,
    offline: /You’re offline/,
    consent: 'Agree and continue',
  },
  de: {
    title: 'Nachrichten',
    field: 'Deine Nachricht',
    send: 'Senden',
    pending: 'Noch nicht gesendet',
    read: 'Gelesen',
    typing: /schreibt…/,
    offline: /Du bist offline/,
    consent: 'Zustimmen und weiter',
  },
} as const;
type Language = keyof typeof labels;

function uniqueWord(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

async function tokenOf(request: APIRequestContext, account: DemoAccount): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return { Authorization: `Bearer ${token}` };
}

/**
 * The buyer consents and opens the thread through the API. The listing page's "Message seller"
 * (with its consent prompt) belongs to the offers part of the web and has its own journey.
 */
async function openThread(request: APIRequestContext, listingId: string): Promise<string> {
  const headers = await tokenOf(request, demoAccounts.buyer);
  const consent = await request.post('/api/chat/consent', { headers, data: { accepted: true } });
  expect(consent.ok(), await consent.text()).toBeTruthy();
  const opened = await request.post('/api/chat/threads', { headers, data: { listingId } });
  expect(opened.ok(), await opened.text()).toBeTruthy();
  return ((await opened.json()) as { data: { thread: { id: string } } }).data.thread.id;
}

async function signedInPage(browser: Browser, account: DemoAccount, language: Language) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithPassword(page, account);
  await page.evaluate((chosen) => localStorage.setItem('kleinkram.language', chosen), language);
  return { context, page };
}

async function openChat(page: Page, threadId: string, language: Language) {
  await page.goto(`/chat?thread=${threadId}`);
  await expect(page.getByRole('heading', { name: labels[language].title, level: 1 })).toBeAttached();
  await expect(page.getByTestId('chat-status-banner').locator('[data-status="connected"]')).toBeVisible();
}

for (const language of ['en', 'de'] as const) {
  test(`buyer and seller chat live, with an offline message delivered later (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const text = labels[language];
    const word = uniqueWord();
    const listing = await publishSellerListing(request, {
      title: `Brass table lamp ${word}`,
      priceValue: 35,
      clientSessionId: 'e2e-chat',
    });
    const threadId = await openThread(request, listing.id);

    const buyer = await signedInPage(browser, demoAccounts.buyer, language);
    const seller = await signedInPage(browser, demoAccounts.seller, language);
    await openChat(buyer.page, threadId, language);
    await openChat(seller.page, threadId, language);
    // A seller who has not agreed to communicate yet is asked once, in place of the field (the
    // demo seller is asked in the first run only).
    const consent = seller.page.getByRole('button', { name: text.consent });
    await expect(seller.page.getByLabel(text.field).or(consent)).toBeVisible();
    if (await consent.isVisible()) await consent.click();
    await expect(seller.page.getByLabel(text.field)).toBeVisible();
    const buyerThread = buyer.page.getByTestId('thread-messages');
    const sellerThread = seller.page.getByTestId('thread-messages');

    // The buyer writes; the seller, with the thread open, sees it arrive without reloading.
    const question = `Is the lamp still available? ${word}`;
    await buyer.page.getByLabel(text.field).fill(question);
    await buyer.page.getByRole('button', { name: text.send }).click();
    await expect(sellerThread.getByText(question)).toBeVisible();

    // The seller has read it: the buyer sees the receipt.
    await expect(buyerThread.getByText(text.read, { exact: true })).toBeVisible();

    // The seller types: the buyer sees the indicator, then the answer.
    const reply = `Yes, it is still here ${word}`;
    await seller.page.getByLabel(text.field).pressSequentially(reply, { delay: 20 });
    await expect(buyerThread.getByText(text.typing)).toBeVisible();
    await seller.page.getByLabel(text.field).press('Enter');
    await expect(buyerThread.getByText(reply)).toBeVisible();
    await expect(buyerThread.getByText(text.typing)).toHaveCount(0);

    await expectNoSeriousAxeViolations(buyer.page);

    // Offline: the message waits on the device, shown as not sent yet.
    const offlineMessage = `Could you hold it until Saturday? ${word}`;
    await buyer.context.setOffline(true);
    await expect(buyer.page.getByText(text.offline)).toBeVisible();
    await buyer.page.getByLabel(text.field).fill(offlineMessage);
    await buyer.page.getByLabel(text.field).press('Enter');
    const pending = buyer.page.getByTestId('pending-message').filter({ hasText: offlineMessage });
    await expect(pending.getByText(text.pending)).toBeVisible();

    // A reload keeps it: the connection is back for the page, but its sending still fails.
    await buyer.page.route('**/api/chat/threads/*/messages', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await buyer.context.setOffline(false);
    await buyer.page.reload();
    await expect(
      buyer.page.getByTestId('pending-message').filter({ hasText: offlineMessage }).getByText(text.pending),
    ).toBeVisible();
    await expect(sellerThread.getByText(offlineMessage)).toHaveCount(0);

    // Back online for real: it is delivered once, to the seller, live.
    await buyer.page.unroute('**/api/chat/threads/*/messages');
    await buyer.context.setOffline(true);
    await buyer.context.setOffline(false);
    await expect(sellerThread.getByText(offlineMessage)).toBeVisible();
    await expect(buyer.page.getByTestId('pending-message')).toHaveCount(0);
    await expect(buyerThread.getByText(offlineMessage)).toHaveCount(1);
    await seller.page.reload();
    await expect(seller.page.getByTestId('thread-messages').getByText(offlineMessage)).toHaveCount(1);

    await expectNoSeriousAxeViolations(seller.page);
    await buyer.context.close();
    await seller.context.close();
  });
}

test.describe('chat on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the list and the thread are two screens, with a way back', async ({ browser, request }) => {
    test.setTimeout(240_000);
    const word = uniqueWord();
    const listing = await publishSellerListing(request, {
      title: `Brass table lamp ${word}`,
      priceValue: 35,
      clientSessionId: 'e2e-chat',
    });
    await openThread(request, listing.id);
    const buyer = await signedInPage(browser, demoAccounts.buyer, 'de');
    await buyer.page.setViewportSize({ width: 390, height: 844 });
    await buyer.page.goto('/chat');
    const list = buyer.page.getByRole('navigation', { name: 'Deine Unterhaltungen' });
    await list.getByRole('link', { name: new RegExp(word) }).click();
    await expect(buyer.page).toHaveURL(/\/chat\?thread=/);
    await expect(list).toBeHidden();
    await expect(buyer.page.getByLabel('Deine Nachricht')).toBeVisible();
    const overflow = await buyer.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'the page is wider than the screen').toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(buyer.page);
    await buyer.page.getByRole('button', { name: 'Zurück zu den Unterhaltungen' }).click();
    await expect(list.getByRole('link', { name: new RegExp(word) })).toBeVisible();
    await buyer.context.close();
  });
});
