import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type DemoAccount, demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

/**
 * Issue 16, offers: a buyer makes an offer on the seller's VB listing (agreeing to communicate
 * first), the seller counters from the thread the workspace links to, the buyer accepts; the thread
 * shows the agreed price and the listing shows "Reserved". Two browser contexts, both languages.
 */
const labels = {
  en: {
    makeOffer: 'Make an offer',
    message: 'Message seller',
    consentDialog: 'Talk to other users',
    agree: 'Agree and continue',
    offerDialog: 'Make an offer',
    amount: /^Your offer/,
    note: /^Message to the seller/,
    send: 'Send offer',
    yourOffer: 'Offer: Your offer',
    offerFrom: `Offer: Offer from ${demoAccounts.buyer.name}`,
    counterFrom: `Offer: Counter-offer from ${demoAccounts.seller.name}`,
    counter: 'Counter',
    counterAmount: /^Amount/,
    sendCounter: 'Send counter-offer',
    accept: 'Accept',
    accepted: 'Accepted',
    countered: 'Countered',
    agreedBuyer: 'Agreed price: €35. The listing is reserved for you.',
    agreedSeller: `Agreed price: €35. The listing is reserved for ${demoAccounts.buyer.name}.`,
    reserved: 'Reserved',
    tasks: /tasks? waits? for you/,
    amountText: { offer: '30', counter: '35' },
    offerShown: '€30',
  },
  de: {
    makeOffer: 'Angebot machen',
    message: 'Verkäufer schreiben',
    consentDialog: 'Mit anderen Nutzern schreiben',
    agree: 'Zustimmen und weiter',
    offerDialog: 'Angebot machen',
    amount: /^Dein Angebot/,
    note: /^Nachricht an den Verkäufer/,
    send: 'Angebot senden',
    yourOffer: 'Angebot: Dein Angebot',
    offerFrom: `Angebot: Angebot von ${demoAccounts.buyer.name}`,
    counterFrom: `Angebot: Gegenangebot von ${demoAccounts.seller.name}`,
    counter: 'Gegenangebot',
    counterAmount: /^Betrag/,
    sendCounter: 'Gegenangebot senden',
    accept: 'Annehmen',
    accepted: 'Angenommen',
    countered: 'Gegenangebot',
    agreedBuyer: /^Vereinbarter Preis: 35\s€\. Die Anzeige ist für dich reserviert\.$/,
    agreedSeller: new RegExp(
      `^Vereinbarter Preis: 35\\s€\\. Die Anzeige ist für ${demoAccounts.buyer.name} reserviert\\.$`,
    ),
    reserved: 'Reserviert',
    tasks: /Aufgaben? warte[nt] auf dich/,
    amountText: { offer: '30', counter: '35' },
    offerShown: /^30\s€$/,
  },
} as const;
type Language = keyof typeof labels;

function uniqueWord(): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `kupfer${letters.join('')}`;
}

/** The seller publishes a VB listing the way the web does (ADR 038): own photo, a draft, its publish. */
async function publishNegotiableListing(
  request: APIRequestContext,
  title: string,
): Promise<{ slug: string }> {
  const login = await request.post('/api/auth/login', {
    data: { email: demoAccounts.seller.email, password: demoAccounts.seller.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { Authorization: `Bearer ${token}` };
  const uploaded = await request.post('/api/media', {
    headers,
    multipart: {
      file: {
        name: 'lamp.jpg',
        mimeType: 'image/jpeg',
        buffer: readFileSync(path.resolve(import.meta.dirname, 'fixtures/media/jacket-front.jpg')),
      },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBeTruthy();
  const { asset } = ((await uploaded.json()) as { data: { asset: { id: string } } }).data;
  const created = await request.post('/api/listing-drafts', {
    headers,
    data: {
      clientSessionId: 'e2e-chat-offers',
      snapshot: {
        formatVersion: 1,
        fields: {
          language: 'en',
          title,
          description: 'Old copper table lamp, fully working and in good shape, new cable, linen shade.',
          categoryId: 'home-lighting',
          priceValue: 40,
          priceKind: 'negotiable',
          condition: 'good',
          locationSlug: 'berlin',
          offersPickup: true,
          mediaIds: [asset.id],
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { draft } = ((await created.json()) as { data: { draft: { id: string; version: number } } }).data;
  const published = await request.post(`/api/listing-drafts/${draft.id}/publish`, {
    headers,
    data: { baseVersion: draft.version },
  });
  expect(published.ok(), await published.text()).toBeTruthy();
  return ((await published.json()) as { data: { listing: { slug: string } } }).data.listing;
}

async function signedInPage(browser: Browser, account: DemoAccount, language: Language): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInWithPassword(page, account);
  await page.evaluate((chosen) => localStorage.setItem('kleinkram.language', chosen), language);
  return page;
}

for (const language of ['en', 'de'] as const) {
  test(`an offer countered and accepted reserves the listing at the agreed price (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const text = labels[language];
    const title = `Copper table lamp ${uniqueWord()}`;
    const listing = await publishNegotiableListing(request, title);

    // The buyer: consent (asked once per account), then the offer form.
    const buyer = await signedInPage(browser, demoAccounts.buyer, language);
    await buyer.goto(`/listing/${listing.slug}`);
    await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await buyer.getByRole('button', { name: text.makeOffer }).click();
    const consent = buyer.getByRole('dialog', { name: text.consentDialog });
    const offerForm = buyer.getByRole('dialog', { name: text.offerDialog });
    await expect(consent.or(offerForm)).toBeVisible();
    if (await consent.isVisible()) {
      await expectNoSeriousAxeViolations(buyer);
      await consent.getByRole('button', { name: text.agree }).click();
    }
    await expect(offerForm).toBeVisible();
    await offerForm.getByLabel(text.amount).fill(text.amountText.offer);
    await offerForm.getByLabel(text.note).fill('Pickup on Saturday?');
    await expectNoSeriousAxeViolations(buyer);
    await offerForm.getByRole('button', { name: text.send }).click();
    await expect(buyer).toHaveURL(/\/chat\?thread=[0-9a-f-]{36}$/, { timeout: 20_000 });
    const threadId = new URL(buyer.url()).searchParams.get('thread');
    const buyerOffer = buyer.getByRole('article', { name: text.yourOffer });
    await expect(buyerOffer).toBeVisible({ timeout: 20_000 });
    await expect(buyerOffer.getByText(text.offerShown, { exact: true })).toBeVisible();

    // The seller: the workspace links to the thread; the seller counters there.
    const seller = await signedInPage(browser, demoAccounts.seller, language);
    await seller.goto('/seller/workspace?section=tasks');
    await expect(seller.getByRole('heading', { name: text.tasks })).toBeVisible({ timeout: 20_000 });
    await seller
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await expect(seller).toHaveURL(new RegExp(`/chat\\?thread=${threadId}$`));
    const offerFromBuyer = seller.getByRole('article', { name: text.offerFrom });
    await expect(offerFromBuyer).toBeVisible({ timeout: 20_000 });
    await offerFromBuyer.getByRole('button', { name: text.counter, exact: true }).click();
    await offerFromBuyer.getByLabel(text.counterAmount).fill(text.amountText.counter);
    await expectNoSeriousAxeViolations(seller);
    await offerFromBuyer.getByRole('button', { name: text.sendCounter }).click();
    // Answering is writing: a seller who never agreed to talk to other users is asked once, here.
    const sellerConsent = seller.getByRole('dialog', { name: text.consentDialog });
    const countered = offerFromBuyer.getByText(text.countered, { exact: true });
    await expect(sellerConsent.or(countered)).toBeVisible({ timeout: 20_000 });
    if (await sellerConsent.isVisible()) {
      await expectNoSeriousAxeViolations(seller);
      await sellerConsent.getByRole('button', { name: text.agree }).click();
    }
    await expect(countered).toBeVisible({ timeout: 20_000 });

    // The buyer accepts the counter-offer.
    await buyer.reload();
    const counter = buyer.getByRole('article', { name: text.counterFrom });
    await expect(counter).toBeVisible({ timeout: 20_000 });
    await counter.getByRole('button', { name: text.accept, exact: true }).click();
    await expect(counter.getByText(text.accepted, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(counter.getByText(text.agreedBuyer)).toBeVisible();
    await expectNoSeriousAxeViolations(buyer);

    // Both see the agreed price; the listing is reserved.
    await seller.reload();
    await expect(seller.getByText(text.agreedSeller)).toBeVisible({ timeout: 20_000 });
    await buyer.goto(`/listing/${listing.slug}`);
    await expect(buyer.getByRole('main').getByText(text.reserved, { exact: true }).first()).toBeVisible();
    await expect(buyer.getByRole('button', { name: text.makeOffer })).toHaveCount(0);
    await expectNoSeriousAxeViolations(buyer);

    // On a 390 px phone the sticky bar's main action of a reserved listing is the message: it
    // leads back to the same thread.
    await buyer.setViewportSize({ width: 390, height: 844 });
    await buyer.reload();
    const stickyBar = buyer.getByTestId('listing-main-action');
    await stickyBar.getByRole('button', { name: text.message }).click();
    await expect(buyer).toHaveURL(new RegExp(`/chat\\?thread=${threadId}$`), { timeout: 20_000 });

    await buyer.context().close();
    await seller.context().close();
  });
}
