import { randomUUID } from 'node:crypto';
import { sellerProfileResponseSchema } from '@shared/reviews/review.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, reviews } from '../../db/schema/listings.schema';
import { users } from '../../db/schema/users.schema';
import { createTestListings } from '../../test/listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser } from '../../test/user-factory';

/** Issue 17: the public seller page's facts. */
describe('seller profile API', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestApp();
  });

  afterAll(async () => {
    await context.close();
  });

  it('shows name, place, rating with its distribution, sales and only the live listings', async () => {
    const seller = await createTestUser(context, { label: 'profile-seller', displayName: 'Paula Profile' });
    const reviewer = await createTestUser(context, { label: 'profile-reviewer' });
    await context.database.db.update(users).set({ locationLabel: 'Leipzig' }).where(eq(users.id, seller.id));
    const [live, sold] = (await createTestListings(context, { sellerId: seller.id, count: 2 })) as [
      string,
      string,
    ];
    const [draft] = await createTestListings(context, { sellerId: seller.id, count: 1, status: 'DRAFT' });
    await context.database.db.update(listings).set({ soldAt: new Date() }).where(eq(listings.id, sold));
    await context.database.db.insert(reviews).values(
      [5, 5, 4, 2].map((rating) => ({
        sellerId: seller.id,
        reviewerId: reviewer.id,
        listingId: sold,
        rating,
      })),
    );

    const response = await context.app.inject({ method: 'GET', url: `/api/sellers/${seller.id}` });
    expect(response.statusCode, response.body).toBe(200);
    const { seller: profile, listings: cards } = sellerProfileResponseSchema.parse(response.json()).data;
    expect(profile).toMatchObject({
      id: seller.id,
      name: 'Paula Profile',
      location: 'Leipzig',
      rating: 4,
      reviewCount: 4,
      completedSales: 1,
    });
    expect(profile.ratingDistribution).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 1 },
      { stars: 1, count: 0 },
    ]);
    expect(cards.map((card) => card.id)).toEqual([live]);
    expect(cards.map((card) => card.id)).not.toContain(draft);
  });

  it('answers 404 for an unknown seller', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/api/sellers/${randomUUID()}` });
    expect(response.statusCode).toBe(404);
  });
});
