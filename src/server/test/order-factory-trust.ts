import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { listings } from '../db/schema/listings.schema';
import { orderItems, orders } from '../db/schema/orders.schema';
import { createTestListings } from './listing-factory';
import type { TestContext } from './test-app';

/**
 * A completed order straight in the database, with its listing marked sold as the orders module
 * does: trust tests need finished sales, not the checkout that makes them.
 */
export async function insertCompletedTestOrder(
  context: TestContext,
  options: { sellerId: string; buyerId: string; completedAt?: Date; priceCents?: number },
): Promise<{ orderId: string; listingId: string }> {
  const completedAt = options.completedAt ?? new Date();
  const priceCents = options.priceCents ?? 2_500;
  const [listingId] = await createTestListings(context, { sellerId: options.sellerId, count: 1 });
  if (!listingId) throw new Error('no test listing');
  const { db } = context.database;
  await db.update(listings).set({ soldAt: completedAt }).where(eq(listings.id, listingId));
  const [order] = await db
    .insert(orders)
    .values({
      reference: `KK-T${randomUUID().slice(0, 8).toUpperCase()}`,
      buyerId: options.buyerId,
      sellerId: options.sellerId,
      status: 'completed',
      fulfilment: 'pickup',
      paymentMethod: 'cash_on_pickup',
      paymentStatus: 'paid',
      itemsCents: priceCents,
      totalCents: priceCents,
      createdAt: new Date(completedAt.getTime() - 86_400_000),
      completedAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('no test order');
  await db
    .insert(orderItems)
    .values({ orderId: order.id, listingId, title: 'Test listing', unitPriceCents: priceCents });
  return { orderId: order.id, listingId };
}
