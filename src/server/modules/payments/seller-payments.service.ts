import type { Db } from '../../db/database';
import type { DbExecutor } from '../../db/transaction';
import { findPayoutAccountRow, hasTaxProfileRow } from './seller-payments.repository';

/**
 * What the orders module asks before paying a seller out: the connected account to pay to (null
 * without one) and whether the DAC7 tax details are on file (ADR 058).
 */
export async function findPayoutAccountId(executor: Db | DbExecutor, userId: string): Promise<string | null> {
  const row = await findPayoutAccountRow(executor, userId);
  return row?.payoutsEnabled ? row.accountId : null;
}

export function hasTaxProfile(executor: Db | DbExecutor, userId: string): Promise<boolean> {
  return hasTaxProfileRow(executor, userId);
}
