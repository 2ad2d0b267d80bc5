import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sellerPaymentAccounts, sellerTaxProfiles } from '../../db/schema/orders.schema';
import type { DbExecutor } from '../../db/transaction';

export async function findPayoutAccountRow(executor: Db | DbExecutor, userId: string) {
  const [row] = await executor
    .select()
    .from(sellerPaymentAccounts)
    .where(eq(sellerPaymentAccounts.userId, userId));
  return row ?? null;
}

export async function findPayoutAccountRowByAccountId(executor: Db | DbExecutor, accountId: string) {
  const [row] = await executor
    .select()
    .from(sellerPaymentAccounts)
    .where(eq(sellerPaymentAccounts.accountId, accountId));
  return row ?? null;
}

/** The seller's account at the provider; a second onboarding keeps the first account. */
export async function insertPayoutAccountRow(
  executor: Db | DbExecutor,
  row: { userId: string; provider: string; accountId: string; payoutsEnabledAt: Date | null },
) {
  await executor
    .insert(sellerPaymentAccounts)
    .values({
      userId: row.userId,
      provider: row.provider,
      accountId: row.accountId,
      payoutsEnabled: row.payoutsEnabledAt,
    })
    .onConflictDoNothing({ target: sellerPaymentAccounts.userId });
}

/** Enabled keeps the first date it was enabled; disabled clears it. Returns the row, or null. */
export async function setPayoutsEnabledRow(executor: Db | DbExecutor, accountId: string, isEnabled: boolean) {
  const [row] = await executor
    .update(sellerPaymentAccounts)
    .set({
      payoutsEnabled: isEnabled ? sql`coalesce(${sellerPaymentAccounts.payoutsEnabled}, now())` : null,
      updatedAt: new Date(),
    })
    .where(eq(sellerPaymentAccounts.accountId, accountId))
    .returning();
  return row ?? null;
}

export async function hasTaxProfileRow(executor: Db | DbExecutor, userId: string): Promise<boolean> {
  const rows = await executor
    .select({ userId: sellerTaxProfiles.userId })
    .from(sellerTaxProfiles)
    .where(eq(sellerTaxProfiles.userId, userId));
  return rows.length > 0;
}

export async function findTaxProfileRow(executor: Db | DbExecutor, userId: string) {
  const [row] = await executor.select().from(sellerTaxProfiles).where(eq(sellerTaxProfiles.userId, userId));
  return row ?? null;
}

export type TaxProfileRow = NonNullable<Awaited<ReturnType<typeof findTaxProfileRow>>>;

export async function upsertTaxProfileRow(
  executor: Db | DbExecutor,
  values: Omit<TaxProfileRow, 'submittedAt' | 'updatedAt'>,
): Promise<TaxProfileRow> {
  const now = new Date();
  const { userId, ...fields } = values;
  const [row] = await executor
    .insert(sellerTaxProfiles)
    .values({ ...values, submittedAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: sellerTaxProfiles.userId, set: { ...fields, updatedAt: now } })
    .returning();
  if (!row) throw new Error(`tax profile of ${userId} was not saved`);
  return row;
}
