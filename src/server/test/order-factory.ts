import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '@shared/orders/order-states';
import { orderItems, orders } from '../db/schema/orders.schema';
import type { TestContext } from './test-app';

/**
 * Inserts an order straight into the tables (no checkout), for tests of what depends on orders:
 * one item per listing, paid on pickup, completed now unless another status is asked for.
 */
export async function createTestOrder(
  context: TestContext,
  options: {
    buyerId: string;
    sellerId: string;
    listingIds: string[];
    status?: OrderStatus;
    priceCents?: number;
  },
): Promise<string> {
  const status = options.status ?? 'completed';
  const priceCents = options.priceCents ?? 2_500;
  const itemsCents = priceCents * options.listingIds.length;
  const now = new Date();
  const [order] = await context.database.db
    .insert(orders)
    .values({
      reference: `KT-${randomBytes(5).toString('hex').toUpperCase()}`,
      buyerId: options.buyerId,
      sellerId: options.sellerId,
      status,
      fulfilment: 'pickup',
      paymentMethod: 'cash_on_pickup',
      itemsCents,
      totalCents: itemsCents,
      payoutCents: itemsCents,
      completedAt: status === 'completed' ? now : null,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('test order was not inserted');
  await context.database.db.insert(orderItems).values(
    options.listingIds.map((listingId, index) => ({
      orderId: order.id,
      listingId,
      title: `Order item ${index + 1}`,
      unitPriceCents: priceCents,
    })),
  );
  return order.id;
}
