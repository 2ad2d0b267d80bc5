import { errorResponseSchema } from '@shared/api/error.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import { orderItems, orders } from '../../db/schema/orders.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { orderRequests, publishBuyableListing } from './orders.test-support';

/** Issue 17: buyers racing for one single item end with exactly one order, on both engines. */
describe('checkout race', () => {
  let context: TestContext;
  let seller: TestUser;
  let buyers: TestUser[];

  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, { label: 'race-seller', roles: ['seller'] });
    buyers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => createTestUser(context, { label: `race-buyer-${index}` })),
    );
  });
  afterAll(async () => {
    for (const buyer of buyers) await context.database.db.delete(orders).where(eq(orders.buyerId, buyer.id));
    await context.database.db.delete(listings).where(eq(listings.sellerId, seller.id));
    await context.close();
  });

  it('gives the item to exactly one of 20 concurrent buyers; the others get LISTING_UNAVAILABLE', async () => {
    const api = orderRequests(context);
    const listing = await publishBuyableListing(context, seller);
    const responses = await Promise.all(buyers.map((buyer) => api.placeOrder(buyer, [listing.id])));
    const created = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(buyers.length - 1);
    for (const response of refused)
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('LISTING_UNAVAILABLE');
    const rows = await context.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.listingId, listing.id));
    expect(rows).toHaveLength(1);
  });
});
