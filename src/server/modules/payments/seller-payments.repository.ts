import { eq } from 'drizzle-orm';
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

export async function hasTaxProfileRow(executor: Db | DbExecutor, userId: string): Promise<boolean> {
  const rows = await executor
    .select({ userId: sellerTaxProfiles.userId })
    .from(sellerTaxProfiles)
    .where(eq(sellerTaxProfiles.userId, userId));
  return rows.length > 0;
}
