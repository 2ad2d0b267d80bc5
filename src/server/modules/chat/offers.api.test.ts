import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import { agreedPriceSchema, type Offer, offerResponseSchema } from '@shared/chat/offer.schema';
import { listingDraftResponseSchema } from '@shared/listings/listing-editor.schema';
import { notificationListResponseSchema } from '@shared/notifications/notification.schema';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatMessages, chatOffers, chatThreads, userBlocks } from '../../db/schema/chat.schema';
import { listings } from '../../db/schema/listings.schema';
import { users } from '../../db/schema/users.schema';
import { publishTestListing } from '../../test/published-listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { expireDueOffers } from './offer-expiry.service';
import type { ChatDelivery } from './realtime/chat-bus';

/** Issue 16, ADR 053: offers as part of a thread, on both engines. */
describe('offers API', () => {
  let context: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  let otherBuyer: TestUser;
  let outsider: TestUser;
  const deliveries: ChatDelivery[] = [];
  let unsubscribe: () => void;

  const withConsent = async (user: TestUser) => {
    await context.database.db
      .update(users)
      .set({ communicationConsentAt: new Date() })
      .where(eq(users.id, user.id));
    return user;
  };

  beforeAll(async () => {
    context = await createTestApp();
    seller = await withConsent(
      await createTestUser(context, { label: 'offer-seller', roles: ['seller'], displayName: 'Sam Seller' }),
    );
    buyer = await withConsent(
      await createTestUser(context, { label: 'offer-buyer', displayName: 'Bea Buyer' }),
    );
    otherBuyer = await withConsent(await createTestUser(context, { label: 'offer-other-buyer' }));
    outsider = await withConsent(await createTestUser(context, { label: 'offer-outsider' }));
    unsubscribe = context.app.deps.chat.bus.subscribe((delivery) => deliveries.push(delivery));
  });
  afterAll(async () => {
    unsubscribe();
    await context.database.db.delete(listings).where(eq(listings.sellerId, seller.id));
    await context.close();
  });

  const negotiable = (overrides: Parameters<typeof publishTestListing>[2] = {}) =>
    publishTestListing(context, seller, { priceKind: 'negotiable', priceValue: 200, ...overrides });
  const post = (user: TestUser, url: string, payload: Record<string, unknown> = {}) =>
    context.app.inject({ method: 'POST', url: `/api${url}`, headers: user.headers, payload });
  const makeOffer = (
    user: TestUser,
    listingId: string,
    amount: number,
    extra: Record<string, unknown> = {},
  ) => post(user, '/chat/offers', { listingId, amount, clientId: randomUUID(), ...extra });
  const respond = (user: TestUser, offerId: string, payload: Record<string, unknown>) =>
    post(user, `/chat/offers/${offerId}/respond`, payload);
  const dataOf = (response: { json(): unknown }) => offerResponseSchema.parse(response.json()).data;
  const codeOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error.code;
  const expectCode = (
    response: { statusCode: number; body: string; json(): unknown },
    status: number,
    code: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(codeOf(response)).toBe(code);
  };
  const offered = async (user: TestUser, listingId: string, amount: number): Promise<Offer> => {
    const response = await makeOffer(user, listingId, amount);
    expect(response.statusCode, response.body).toBe(201);
    return dataOf(response).offer;
  };
  const messagesOf = (threadId: string) =>
    context.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.threadId, threadId))
      .orderBy(asc(chatMessages.createdAt));
  const offerRow = async (id: string) =>
    (await context.database.db.select().from(chatOffers).where(eq(chatOffers.id, id)))[0];
  const agreedPrice = async (user: TestUser, listingId: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/listings/${listingId}/agreed-price`,
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { agreedPrice: unknown } }).data.agreedPrice;
  };
  const notificationsOf = async (user: TestUser, language = 'en') => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { ...user.headers, 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return notificationListResponseSchema.parse(response.json()).data.notifications;
  };

  it('refuses wrong amounts with VALIDATION_FAILED', async () => {
    const listing = await negotiable();
    for (const amount of [0, -5, 10.123, 100_000, '12']) {
      expectCode(await makeOffer(buyer, listing.id, amount as number), 400, 'VALIDATION_FAILED');
    }
    const valid = await offered(buyer, listing.id, 99.99);
    for (const amount of [0, -1, 1.005, 100_000]) {
      expectCode(
        await respond(seller, valid.id, { action: 'counter', amount, clientId: randomUUID() }),
        400,
        'VALIDATION_FAILED',
      );
    }
  });

  it('makes an offer that opens the thread, tells the seller, and is idempotent by client id', async () => {
    const listing = await negotiable();
    const clientId = randomUUID();
    deliveries.length = 0;
    const first = await makeOffer(buyer, listing.id, 150, { clientId, message: 'Pickup tomorrow?' });
    expect(first.statusCode, first.body).toBe(201);
    const { offer, threadId } = dataOf(first);
    expect(offer).toMatchObject({
      amount: 150,
      status: 'open',
      madeBy: 'buyer',
      message: 'Pickup tomorrow?',
    });
    expect(new Date(offer.expiresAt).getTime() - new Date(offer.createdAt).getTime()).toBe(48 * 3_600_000);

    const [thread] = await context.database.db.select().from(chatThreads).where(eq(chatThreads.id, threadId));
    expect(thread).toMatchObject({
      listingId: listing.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      status: 'active',
    });
    const [message] = await messagesOf(threadId);
    expect(message).toMatchObject({
      kind: 'offer',
      offerId: offer.id,
      status: 'delivered',
      body: 'Offer: €150.00',
    });
    // Both sides get the offer frame and the message frame with the offer card. On a PostgreSQL
    // server they come back through LISTEN/NOTIFY a moment after the answer.
    await vi.waitFor(() =>
      expect(deliveries.filter((delivery) => delivery.userId === seller.id).length).toBeGreaterThanOrEqual(3),
    );
    await vi.waitFor(() =>
      expect(deliveries.some((d) => d.userId === buyer.id && d.frame.type === 'offer')).toBe(true),
    );
    const sellerFrames = deliveries.filter((delivery) => delivery.userId === seller.id).map((d) => d.frame);
    // A new thread also tells both sides to refetch their lists.
    expect(sellerFrames.map((frame) => frame.type).sort()).toEqual(['message', 'offer', 'thread']);
    const messageFrame = sellerFrames.find((frame) => frame.type === 'message');
    expect(messageFrame?.type === 'message' && messageFrame.message.offer?.id).toBe(offer.id);
    expect(
      deliveries.some((delivery) => delivery.userId === buyer.id && delivery.frame.type === 'offer'),
    ).toBe(true);

    const retry = await makeOffer(buyer, listing.id, 150, { clientId });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(dataOf(retry).offer.id).toBe(offer.id);
    expect(await messagesOf(threadId)).toHaveLength(1);

    expectCode(await makeOffer(buyer, listing.id, 140), 409, 'OFFER_ALREADY_OPEN');

    const [notice] = (await notificationsOf(seller, 'de')).filter(
      (n) => n.actionTo === `/chat?thread=${threadId}`,
    );
    expect(notice?.category).toBe('order');
    expect(notice?.title.replace(/\u00a0/g, ' ')).toBe('Neuer Preisvorschlag: 150,00 €');
  });

  it('writes the offer text in the listing’s language', async () => {
    const listing = await negotiable({
      language: 'de',
      title: 'Bücherregal aus Walnuss, fünf Böden',
      description: 'Bücherregal aus Walnuss mit fünf Böden, leichte Spuren an der Seite, leicht zu zerlegen.',
    });
    const offer = await offered(buyer, listing.id, 120);
    const [message] = await messagesOf(offer.threadId);
    expect(message?.body.replace(/\u00a0/g, ' ')).toBe('Preisvorschlag: 120,00 €');
  });

  it('refuses offers on missing, own, fixed-price, sold, archived and reserved listings', async () => {
    expectCode(await makeOffer(buyer, randomUUID(), 10), 404, 'NOT_FOUND');
    const listing = await negotiable();
    expectCode(await makeOffer(seller, listing.id, 100), 409, 'OWN_LISTING');
    const fixed = await publishTestListing(context, seller, { priceKind: 'fixed', priceValue: 50 });
    expectCode(await makeOffer(buyer, fixed.id, 40), 409, 'OFFERS_NOT_ACCEPTED');
    expectCode(await makeOffer(buyer, listing.id, 200.01), 422, 'OFFER_TOO_HIGH');

    const sold = await negotiable();
    expect((await post(seller, `/listings/${sold.id}/availability`, { to: 'sold' })).statusCode).toBe(200);
    expectCode(await makeOffer(buyer, sold.id, 100), 409, 'LISTING_UNAVAILABLE');
    const archived = await negotiable();
    expect((await post(seller, `/listings/${archived.id}/status`, { to: 'ARCHIVED' })).statusCode).toBe(200);
    expectCode(await makeOffer(buyer, archived.id, 100), 409, 'LISTING_UNAVAILABLE');
    const reserved = await negotiable();
    const reserve = await post(seller, `/listings/${reserved.id}/availability`, {
      to: 'reserved',
      buyerId: otherBuyer.id,
    });
    expect(reserve.statusCode, reserve.body).toBe(200);
    expectCode(await makeOffer(buyer, reserved.id, 100), 409, 'LISTING_UNAVAILABLE');
    // The buyer it is reserved for may still make one.
    expect((await makeOffer(otherBuyer, reserved.id, 100)).statusCode).toBe(201);
  });

  it('screens the note: contact details are refused, a warning reaches the recipient', async () => {
    const listing = await negotiable();
    const phone = await makeOffer(buyer, listing.id, 150, { message: 'Call me 0171 2345678' });
    expectCode(phone, 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(phone.json())).toContain('body.message');
    const linked = await offered(buyer, listing.id, 150);
    const withLink = await respond(seller, linked.id, {
      action: 'counter',
      amount: 180,
      message: 'Same model: https://example.org/x',
      clientId: randomUUID(),
    });
    expect(withLink.statusCode, withLink.body).toBe(200);
    const [counterMessage] = (await messagesOf(linked.threadId)).filter(
      (message) => message.offerId === dataOf(withLink).counterOffer?.id,
    );
    expect(counterMessage?.filterFindings.map((finding) => finding.kind)).toEqual(['external-link']);
  });

  it('needs communication consent and refuses blocked users', async () => {
    const listing = await negotiable();
    const unconsented = await createTestUser(context, { label: 'offer-no-consent' });
    expectCode(await makeOffer(unconsented, listing.id, 100), 403, 'CONSENT_REQUIRED');

    const blocked = await withConsent(await createTestUser(context, { label: 'offer-blocked' }));
    await context.database.db.insert(userBlocks).values({ blockerId: seller.id, blockedId: blocked.id });
    expectCode(await makeOffer(blocked, listing.id, 100), 403, 'CHAT_BLOCKED');

    const banned = await withConsent(await createTestUser(context, { label: 'offer-banned' }));
    await context.database.db.update(users).set({ chatBlockedAt: new Date() }).where(eq(users.id, banned.id));
    expectCode(await makeOffer(banned, listing.id, 100), 403, 'CHAT_BLOCKED');
  });

  it('counters back and forth, then accepting sets the agreed price and reserves the listing for that buyer', async () => {
    const listing = await negotiable({ minimumOffer: 150 });
    const competing = await offered(otherBuyer, listing.id, 160);
    const first = await offered(buyer, listing.id, 155);

    expectCode(await respond(buyer, first.id, { action: 'accept' }), 403, 'FORBIDDEN');
    expectCode(await respond(outsider, first.id, { action: 'accept' }), 404, 'NOT_FOUND');
    expectCode(
      await respond(seller, first.id, { action: 'counter', amount: 250, clientId: randomUUID() }),
      422,
      'OFFER_TOO_HIGH',
    );

    // The seller may counter below their own minimum.
    const counterClientId = randomUUID();
    const counter = await respond(seller, first.id, {
      action: 'counter',
      amount: 140,
      clientId: counterClientId,
    });
    expect(counter.statusCode, counter.body).toBe(200);
    const countered = dataOf(counter);
    expect(countered.offer.status).toBe('countered');
    expect(countered.counterOffer).toMatchObject({
      amount: 140,
      madeBy: 'seller',
      status: 'open',
      parentOfferId: first.id,
    });
    const sellerCounter = countered.counterOffer as Offer;
    const counterRetry = await respond(seller, first.id, {
      action: 'counter',
      amount: 140,
      clientId: counterClientId,
    });
    expect(counterRetry.statusCode, counterRetry.body).toBe(200);
    expect(dataOf(counterRetry).counterOffer?.id).toBe(sellerCounter.id);
    expectCode(await respond(seller, first.id, { action: 'accept' }), 409, 'OFFER_NOT_OPEN');
    expectCode(await respond(seller, sellerCounter.id, { action: 'accept' }), 403, 'FORBIDDEN');

    // The buyer counters back, but not below the seller's minimum.
    expectCode(
      await respond(buyer, sellerCounter.id, { action: 'counter', amount: 149, clientId: randomUUID() }),
      422,
      'OFFER_TOO_LOW',
    );
    const back = await respond(buyer, sellerCounter.id, {
      action: 'counter',
      amount: 151.5,
      clientId: randomUUID(),
    });
    expect(back.statusCode, back.body).toBe(200);
    const buyerCounter = dataOf(back).counterOffer as Offer;
    expect(buyerCounter).toMatchObject({ madeBy: 'buyer', parentOfferId: sellerCounter.id, amount: 151.5 });

    expect(await agreedPrice(buyer, listing.id)).toBeNull();
    const accept = await respond(seller, buyerCounter.id, { action: 'accept' });
    expect(accept.statusCode, accept.body).toBe(200);
    expect(dataOf(accept).offer).toMatchObject({ status: 'accepted', id: buyerCounter.id });
    expect(dataOf(accept).offer.respondedAt).not.toBeNull();

    const [row] = await context.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.reservedForUserId).toBe(buyer.id);
    expect(row?.reservedAt).not.toBeNull();
    expect(agreedPriceSchema.parse(await agreedPrice(buyer, listing.id))).toMatchObject({
      amount: 151.5,
      buyerId: buyer.id,
      offerId: buyerCounter.id,
    });
    expect(await agreedPrice(otherBuyer, listing.id)).toBeNull();
    const events = (await messagesOf(first.threadId)).map((message) => message.systemEvent ?? message.kind);
    expect(events).toEqual(['offer', 'offer', 'offer', 'offer-accepted', 'listing-reserved']);

    // The other buyer's open offer was declined with a note, and new offers meet the reservation.
    expect((await offerRow(competing.id))?.status).toBe('declined');
    const otherMessages = await messagesOf(competing.threadId);
    expect(otherMessages.at(-1)).toMatchObject({ kind: 'system', systemEvent: 'offer-declined' });
    expectCode(await makeOffer(otherBuyer, listing.id, 170), 409, 'LISTING_UNAVAILABLE');

    const buyerNotices = (await notificationsOf(buyer)).filter(
      (n) => n.actionTo === `/chat?thread=${first.threadId}`,
    );
    expect(buyerNotices.map((n) => n.title)).toEqual(['Offer accepted: €151.50', 'Counter-offer: €140.00']);
  });

  it('stores the seller’s lowest accepted offer at publish and refuses offers below it', async () => {
    const listing = await negotiable({ minimumOffer: 120.5 });
    const [row] = await context.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.minimumOfferCents).toBe(12_050);
    expectCode(await makeOffer(buyer, listing.id, 120.49), 422, 'OFFER_TOO_LOW');
    expect((await makeOffer(buyer, listing.id, 120.5)).statusCode).toBe(201);
    // Editing starts from what was published, the minimum included.
    const edit = await post(seller, `/listings/${listing.id}/draft`, { clientSessionId: 'offers-test' });
    expect(edit.statusCode, edit.body).toBe(201);
    expect(listingDraftResponseSchema.parse(edit.json()).data.draft.snapshot.fields.minimumOffer).toBe(120.5);
    // Buyers never see it.
    const detail = await context.app.inject({ method: 'GET', url: `/api/listings/${listing.slug}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain('120.5');
    expect(detail.body).not.toMatch(/minimumOffer/i);
    // A fixed price keeps no minimum, whatever the draft held.
    const fixed = await publishTestListing(context, seller, { priceKind: 'fixed', minimumOffer: 50 });
    const [fixedRow] = await context.database.db.select().from(listings).where(eq(listings.id, fixed.id));
    expect(fixedRow?.minimumOfferCents).toBeNull();
  });

  it('declines and withdraws: only the right side, only while open', async () => {
    const listing = await negotiable();
    const offer = await offered(buyer, listing.id, 100);
    const decline = await respond(seller, offer.id, { action: 'decline', message: 'Too low, sorry.' });
    expect(decline.statusCode, decline.body).toBe(200);
    expect(dataOf(decline).offer.status).toBe('declined');
    expect((await messagesOf(offer.threadId)).at(-1)).toMatchObject({
      systemEvent: 'offer-declined',
      body: 'Offer of €100.00 declined.\nToo low, sorry.',
    });
    expectCode(await respond(seller, offer.id, { action: 'accept' }), 409, 'OFFER_NOT_OPEN');

    const next = await offered(buyer, listing.id, 110);
    expectCode(await post(seller, `/chat/offers/${next.id}/withdraw`), 403, 'FORBIDDEN');
    expectCode(await post(outsider, `/chat/offers/${next.id}/withdraw`), 404, 'NOT_FOUND');
    const withdrawn = await post(buyer, `/chat/offers/${next.id}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(dataOf(withdrawn).offer.status).toBe('withdrawn');
    expectCode(await post(buyer, `/chat/offers/${next.id}/withdraw`), 409, 'OFFER_NOT_OPEN');
    expectCode(await respond(seller, next.id, { action: 'accept' }), 409, 'OFFER_NOT_OPEN');
  });

  it('refuses to accept when the listing was sold meanwhile', async () => {
    const listing = await negotiable();
    const offer = await offered(buyer, listing.id, 180);
    expect((await post(seller, `/listings/${listing.id}/availability`, { to: 'sold' })).statusCode).toBe(200);
    expectCode(await respond(seller, offer.id, { action: 'accept' }), 409, 'LISTING_UNAVAILABLE');
    expect((await offerRow(offer.id))?.status).toBe('open');
  });

  it('expires open offers after 48 hours, through the job and when answered late', async () => {
    // A buyer of its own: the others used up the 20 offers a minute the endpoint allows.
    const lateBuyer = await withConsent(await createTestUser(context, { label: 'offer-late-buyer' }));
    const listing = await negotiable();
    const offer = await offered(lateBuyer, listing.id, 130);
    const justBefore = new Date(new Date(offer.expiresAt).getTime() - 1_000);
    await expireDueOffers(context.app.deps, justBefore);
    expect((await offerRow(offer.id))?.status).toBe('open');
    expect(await expireDueOffers(context.app.deps, new Date(offer.expiresAt))).toBeGreaterThanOrEqual(1);
    expect((await offerRow(offer.id))?.status).toBe('expired');
    expect((await messagesOf(offer.threadId)).at(-1)).toMatchObject({ systemEvent: 'offer-expired' });

    // Between job runs an answer checks the time itself; a new offer may follow.
    const late = await offered(lateBuyer, listing.id, 135);
    await context.database.db
      .update(chatOffers)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(and(eq(chatOffers.id, late.id)));
    expectCode(await respond(seller, late.id, { action: 'accept' }), 409, 'OFFER_NOT_OPEN');
    expect((await offerRow(late.id))?.status).toBe('expired');
    expect((await offered(lateBuyer, listing.id, 140)).status).toBe('open');
  });
});
