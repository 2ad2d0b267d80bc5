import { randomUUID } from 'node:crypto';
import { listingDetailResponseSchema } from '@shared/listings/listing-detail.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatThreads } from '../../db/schema/chat.schema';
import { listings, reviews } from '../../db/schema/listings.schema';
import { identityChecks } from '../../db/schema/trust.schema';
import { users } from '../../db/schema/users.schema';
import { createTestListings } from '../../test/listing-factory';
import { insertCompletedTestOrder } from '../../test/order-factory-trust';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { sellerTrust } from './trust.service';

const dayMs = 86_400_000;
const minuteMs = 60_000;

describe('seller trust from real data', () => {
  let context: TestContext;
  let buyer: TestUser;

  beforeAll(async () => {
    context = await createTestApp();
    buyer = await createTestUser(context, { label: 'trust-buyer' });
  });
  afterAll(() => context.close());

  const trustOf = (sellerId: string) => sellerTrust(context.database.db, sellerId);
  const newSeller = (options: { isEmailVerified?: boolean } = {}) =>
    createTestUser(context, { label: 'trust-seller', roles: ['buyer', 'seller'], ...options });
  const addReviews = (sellerId: string, ratings: number[], createdAt = new Date()) =>
    context.database.db.insert(reviews).values(ratings.map((rating) => ({ sellerId, rating, createdAt })));
  const addOrders = async (sellerId: string, count: number, completedAt = new Date()) => {
    for (let index = 0; index < count; index++) {
      await insertCompletedTestOrder(context, { sellerId, buyerId: buyer.id, completedAt });
    }
  };

  /** A thread a buyer opened with a message, answered by the seller after `replyAfterMinutes` (or not). */
  const addThread = async (
    sellerId: string,
    options: { replyAfterMinutes?: number; isAutoSent?: boolean; openedDaysAgo?: number } = {},
  ) => {
    const asker = await createTestUser(context, { label: 'trust-asker' });
    const [listingId] = await createTestListings(context, { sellerId, count: 1 });
    const openedAt = new Date(Date.now() - (options.openedDaysAgo ?? 1) * dayMs);
    const [thread] = await context.database.db
      .insert(chatThreads)
      .values({ listingId: listingId as string, buyerId: asker.id, sellerId, createdAt: openedAt })
      .returning({ id: chatThreads.id });
    const threadId = thread?.id as string;
    await context.database.db.insert(chatMessages).values({
      threadId,
      senderId: asker.id,
      clientId: randomUUID(),
      body: 'Is it still available?',
      createdAt: openedAt,
    });
    if (options.replyAfterMinutes !== undefined) {
      await context.database.db.insert(chatMessages).values({
        threadId,
        senderId: sellerId,
        clientId: randomUUID(),
        body: 'Yes, it is.',
        isAutoSent: options.isAutoSent ?? false,
        createdAt: new Date(openedAt.getTime() + options.replyAfterMinutes * minuteMs),
      });
    }
  };

  it('gives a new seller no badges and no figures', async () => {
    const seller = await newSeller({ isEmailVerified: false });
    expect(await trustOf(seller.id)).toEqual({
      rating: null,
      reviewCount: 0,
      responseRate: null,
      responseTime: null,
      successfulSales: 0,
      badges: [],
      trustBadges: {
        emailVerified: false,
        profileComplete: false,
        twoFactorEnabled: false,
        topSeller: false,
        identityVerified: false,
        reviewHighlight: false,
      },
    });
  });

  it('turns email, profile, two-factor and identity badges on from the account', async () => {
    const seller = await newSeller();
    let trust = await trustOf(seller.id);
    expect(trust.trustBadges).toMatchObject({ emailVerified: true, profileComplete: false });
    expect(trust.badges).toEqual(['verifiedEmail']);

    await context.database.db
      .update(users)
      .set({ cityId: 'berlin', totpEnabledAt: new Date() })
      .where(eq(users.id, seller.id));
    await context.database.db.insert(identityChecks).values({ userId: seller.id, status: 'pending' });
    trust = await trustOf(seller.id);
    expect(trust.trustBadges).toMatchObject({
      profileComplete: true,
      twoFactorEnabled: true,
      identityVerified: false,
    });

    await context.database.db
      .update(identityChecks)
      .set({ status: 'approved', decidedAt: new Date() })
      .where(eq(identityChecks.userId, seller.id));
    trust = await trustOf(seller.id);
    expect(trust.trustBadges.identityVerified).toBe(true);
    expect(trust.badges).toEqual(['verifiedEmail', 'twoFactor', 'identityVerified']);

    // A later rejected check (e.g. after a re-verification) replaces the approval.
    await context.database.db
      .insert(identityChecks)
      .values({ userId: seller.id, status: 'rejected', submittedAt: new Date(Date.now() + 1000) });
    expect((await trustOf(seller.id)).trustBadges.identityVerified).toBe(false);
  });

  it('highlights reviews from an average of 4.5 over 5 reviews', async () => {
    const seller = await newSeller();
    await addReviews(seller.id, [5, 5, 4, 5]);
    let trust = await trustOf(seller.id);
    expect(trust).toMatchObject({ reviewCount: 4, rating: 4.8 });
    expect(trust.trustBadges.reviewHighlight).toBe(false);
    await addReviews(seller.id, [4]);
    trust = await trustOf(seller.id);
    expect(trust.rating).toBe(4.6);
    expect(trust.trustBadges.reviewHighlight).toBe(true);
    await addReviews(seller.id, [1]);
    expect((await trustOf(seller.id)).trustBadges.reviewHighlight).toBe(false);
  });

  it('counts completed orders and listings marked sold without an order as sales', async () => {
    const seller = await newSeller();
    await addOrders(seller.id, 2);
    const [handSold] = await createTestListings(context, { sellerId: seller.id, count: 2 });
    await context.database.db
      .update(listings)
      .set({ soldAt: new Date() })
      .where(eq(listings.id, handSold as string));
    // Reviews alone are no sale.
    await addReviews(seller.id, [5, 5, 5, 5, 5]);
    expect((await trustOf(seller.id)).successfulSales).toBe(3);
  });

  describe('top seller (ADR 060)', () => {
    it('needs 10 completed orders and 3 reviews averaging 4.5 in the last 12 months', async () => {
      const seller = await newSeller();
      await addOrders(seller.id, 9);
      await addReviews(seller.id, [5, 4, 5]);
      expect((await trustOf(seller.id)).trustBadges.topSeller).toBe(false);
      await addOrders(seller.id, 1);
      const trust = await trustOf(seller.id);
      expect(trust.trustBadges.topSeller).toBe(true);
      expect(trust.badges).toContain('topSeller');
    });

    it('ignores orders and reviews older than 12 months', async () => {
      const seller = await newSeller();
      const longAgo = new Date(Date.now() - 400 * dayMs);
      await addOrders(seller.id, 5, longAgo);
      await addOrders(seller.id, 5);
      await addReviews(seller.id, [5, 5, 5]);
      expect((await trustOf(seller.id)).trustBadges.topSeller).toBe(false);

      const other = await newSeller();
      await addOrders(other.id, 10);
      await addReviews(other.id, [5, 5], longAgo);
      await addReviews(other.id, [5, 5]);
      expect((await trustOf(other.id)).trustBadges.topSeller).toBe(false);
      expect((await trustOf(other.id)).successfulSales).toBe(10);
    });

    it('refuses a seller whose recent buyers rate below 4.5', async () => {
      const seller = await newSeller();
      await addOrders(seller.id, 10);
      await addReviews(seller.id, [5, 4, 4]);
      expect((await trustOf(seller.id)).trustBadges.topSeller).toBe(false);
    });
  });

  describe('response figures from the chat', () => {
    it('shows nothing under 3 buyer threads', async () => {
      const seller = await newSeller();
      await addThread(seller.id, { replyAfterMinutes: 5 });
      await addThread(seller.id, { replyAfterMinutes: 5 });
      expect(await trustOf(seller.id)).toMatchObject({ responseRate: null, responseTime: null });
    });

    it('gives the share of answered threads and the median minutes to the first answer', async () => {
      const seller = await newSeller();
      await addThread(seller.id, { replyAfterMinutes: 10 });
      await addThread(seller.id, { replyAfterMinutes: 30 });
      await addThread(seller.id, { replyAfterMinutes: 240 });
      await addThread(seller.id);
      // An assistant's auto-reply is no answer by the seller; a thread older than 90 days is left out.
      await addThread(seller.id, { replyAfterMinutes: 1, isAutoSent: true });
      await addThread(seller.id, { replyAfterMinutes: 1, openedDaysAgo: 120 });
      expect(await trustOf(seller.id)).toMatchObject({ responseRate: 0.6, responseTime: 30 });
    });
  });

  it('reaches the listing page: identity badge, sales and response figures', async () => {
    const seller = await newSeller();
    await context.database.db
      .insert(identityChecks)
      .values({ userId: seller.id, status: 'approved', decidedAt: new Date() });
    await addOrders(seller.id, 1);
    for (const minutes of [20, 40, 60]) await addThread(seller.id, { replyAfterMinutes: minutes });
    const [listingId] = await createTestListings(context, { sellerId: seller.id, count: 1 });
    const [row] = await context.database.db
      .select({ slug: listings.slug })
      .from(listings)
      .where(eq(listings.id, listingId as string));
    const response = await context.app.inject({ method: 'GET', url: `/api/listings/${row?.slug}` });
    expect(response.statusCode, response.body).toBe(200);
    const { listing } = listingDetailResponseSchema.parse(response.json()).data;
    expect(listing.trustBadges.identityVerified).toBe(true);
    expect(listing.seller).toMatchObject({
      badges: ['verifiedEmail', 'identityVerified'],
      responseRate: 1,
      responseTime: 40,
    });
    expect(listing.successfulSales).toBe(1);
  });
});
