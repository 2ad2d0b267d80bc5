import { randomBytes } from 'node:crypto';
import type { OrderStatus, PaymentMethod } from '@shared/orders/order-states';
import { orders } from '../db/schema/orders.schema';
import type { TestContext } from './test-app';

export interface TestOrderRow {
  buyerId: string;
  sellerId: string;
  status?: OrderStatus;
  itemsCents?: number;
  paymentMethod?: PaymentMethod;
  completedAt?: Date | null;
  cancelledAt?: Date | null;
  checkoutSessionId?: string | null;
}

/**
 * Order rows inserted directly, without items or the checkout that would make them: for tests of
 * what other modules count from orders (DAC7 yearly sales) or how a payment event meets an order.
 */
export async function insertTestOrder(context: TestContext, input: TestOrderRow): Promise<string> {
  const status = input.status ?? 'completed';
  const itemsCents = input.itemsCents ?? 1_000;
  const [row] = await context.database.db
    .insert(orders)
    .values({
      reference: `KK-T${randomBytes(5).toString('hex').toUpperCase()}`,
      buyerId: input.buyerId,
      sellerId: input.sellerId,
      status,
      fulfilment: 'pickup',
      paymentMethod: input.paymentMethod ?? 'cash_on_pickup',
      itemsCents,
      totalCents: itemsCents,
      checkoutSessionId: input.checkoutSessionId ?? null,
      completedAt: status === 'completed' ? (input.completedAt ?? new Date()) : (input.completedAt ?? null),
      cancelledAt: status === 'cancelled' ? (input.cancelledAt ?? new Date()) : null,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('test order was not inserted');
  return row.id;
}

/** Several completed orders at once (DAC7 thresholds count 30 of them). */
export async function insertCompletedTestOrders(
  context: TestContext,
  input: Omit<TestOrderRow, 'status'> & { count: number },
): Promise<void> {
  for (let index = 0; index < input.count; index += 1) {
    await insertTestOrder(context, { ...input, status: 'completed' });
  }
}
