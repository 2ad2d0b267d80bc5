import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type DemoAccount, demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

async function apiToken(request: APIRequestContext, account: DemoAccount) {
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  return { Authorization: `Bearer ${accessToken}` };
}

/** A live listing of the demo seller (whose password the journey knows), from the recent feed. */
async function demoSellerListing(request: APIRequestContext) {
  const feed = await request.get('/api/feeds/recent?limit=48');
  const { listings } = (await feed.json()).data as { listings: { slug: string }[] };
  for (const { slug } of listings) {
    const detail = await request.get(`/api/listings/${slug}`);
    const { listing } = (await detail.json()).data as { listing: { id: string; seller: { name: string } } };
    if (listing.seller.name === demoAccounts.seller.name) return listing.id;
  }
  throw new Error(`no listing of ${demoAccounts.seller.name} in the recent feed`);
}

/**
 * The real path: the demo buyer consents, opens a thread on one of the demo seller's listings and
 * writes a phone number and a messenger; the filter holds it and the chat core flags it.
 */
async function sendHeldMessage(request: APIRequestContext, body: string) {
  const headers = await apiToken(request, demoAccounts.buyer);
  const consent = await request.post('/api/chat/consent', { headers, data: { accepted: true } });
  expect(consent.status(), await consent.text()).toBe(200);
  const listingId = await demoSellerListing(request);
  const opened = await request.post('/api/chat/threads', { headers, data: { listingId } });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { thread } = (await opened.json()).data as { thread: { id: string } };
  const sent = await request.post(`/api/chat/threads/${thread.id}/messages`, {
    headers,
    data: { clientId: randomUUID(), body },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { message } = (await sent.json()).data as { message: { id: string; status: string } };
  expect(message.status).toBe('held');
  return { threadId: thread.id, messageId: message.id };
}

/** The flag's card; the queue is oldest first, so a flag of this run may be on a later page. */
async function findFlagCard(page: Page, text: string, nextPage: string) {
  const card = page.getByRole('listitem').filter({ hasText: text });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await expect(page.getByRole('status').filter({ hasText: /\d/ })).toBeVisible();
    if ((await card.count()) > 0) return card;
    const next = page.getByRole('button', { name: nextPage });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
  }
  await expect(card).toBeVisible();
  return card;
}

test('a moderator approves a held message, which then reaches the seller', async ({ page, request }) => {
  const tag = randomUUID().slice(0, 8);
  const body = `Schreib mir auf WhatsApp unter 0176 1234 5678 (Anfrage ${tag})`;
  const { threadId, messageId } = await sendHeldMessage(request, body);

  await signInWithPassword(page, demoAccounts.moderator);
  await page.getByRole('button', { name: `${demoAccounts.moderator.name}, account menu` }).click();
  await page.getByRole('menuitem', { name: 'Moderation: chats' }).click();
  await expect(page).toHaveURL(/\/admin\/chat-moderation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat moderation' })).toBeVisible();

  const card = await findFlagCard(page, tag, 'Next page');
  await expect(card.getByText('Flagged message')).toBeVisible();
  await expect(card.getByText(/Severity: (High|Critical)/)).toBeVisible();
  await expect(card.getByText('Phone number')).toBeVisible();
  await expect(card.getByText(demoAccounts.buyer.name).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await card.getByLabel('Moderator notes').fill(`Checked in the journey ${tag}`);
  await card.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes saved.')).toBeVisible();

  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Approved. The message was delivered.')).toBeVisible();
  await expect(card.getByText('Decided: approved')).toBeVisible();
  await expect(card.getByText(`Approved by ${demoAccounts.moderator.name}`)).toBeVisible();

  // The seller now has it, delivered.
  const sellerHeaders = await apiToken(request, demoAccounts.seller);
  const messages = await request.get(`/api/chat/threads/${threadId}/messages`, { headers: sellerHeaders });
  expect(messages.status()).toBe(200);
  const seen = ((await messages.json()).data as { messages: { id: string; status: string; body: string }[] })
    .messages;
  expect(seen.find((message) => message.id === messageId)).toMatchObject({ status: 'delivered', body });
});

test('the queue reads in German, fits a phone and is axe-clean; a block asks first', async ({
  page,
  request,
}) => {
  const tag = randomUUID().slice(0, 8);
  await sendHeldMessage(request, `Schreib mir auf WhatsApp unter 0176 1234 5678 – ${tag}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithPassword(page, demoAccounts.moderator);
  await page.getByRole('button', { name: `${demoAccounts.moderator.name}, account menu` }).click();
  await page.getByRole('menuitem', { name: 'Sprache auf Deutsch umstellen' }).click();
  await page.goto('/admin/chat-moderation?status=open');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat-Moderation' })).toBeVisible();
  const card = await findFlagCard(page, tag, 'Nächste Seite');
  await expect(card.getByText('Gemeldete Nachricht')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);

  await card.getByRole('button', { name: 'Ablehnen und Absender sperren' }).click();
  const dialog = page.getByRole('dialog', { name: `${demoAccounts.buyer.name} für den Chat sperren?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Cancelled: the demo buyer must stay able to chat for the other journeys.
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: 'Ablehnen', exact: true }).click();
  await expect(page.getByText('Abgelehnt. Der Absender wurde informiert.')).toBeVisible();
});

test('people without moderation:review get the 403 page', async ({ page }) => {
  await signInWithPassword(page, demoAccounts.seller);
  await page.goto('/admin/chat-moderation');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are not allowed to see this' }),
  ).toBeVisible();
  await expect(page.getByText(/for moderators and administrators only/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
