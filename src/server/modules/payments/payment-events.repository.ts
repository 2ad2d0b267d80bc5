import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentEvents } from '../../db/schema/orders.schema';
import type { DbExecutor } from '../../db/transaction';

/**
 * Claims a provider event for handling: true when this is its first delivery. The unique
 * (provider, event id) index makes a concurrent or later replay lose the claim (ADR 063).
 */
export async function claimPaymentEventRow(
  executor: Db | DbExecutor,
  row: {
    provider: string;
    eventId: string;
    type: string;
    orderId: string | null;
    payload: Record<string, unknown>;
  },
): Promise<boolean> {
  const inserted = await executor
    .insert(paymentEvents)
    .values(row)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

export async function recordPaymentEventOutcome(
  executor: Db | DbExecutor,
  provider: string,
  eventId: string,
  outcome: string,
) {
  await executor
    .update(paymentEvents)
    .set({ outcome, processedAt: new Date() })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}

/** Handling failed: the claim goes, so the provider's retry of the delivery handles it again. */
export async function releasePaymentEventClaim(executor: Db | DbExecutor, provider: string, eventId: string) {
  await executor
    .delete(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}

export async function findPaymentEventRow(executor: Db | DbExecutor, provider: string, eventId: string) {
  const [row] = await executor
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  return row ?? null;
}
