import { dac7RevenueThresholdCents, dac7SalesThreshold } from '@shared/orders/order-states';
import type { PayoutHoldReason, SellerPaymentStatus } from '@shared/payments/payments.schema';
import type { AppDependencies } from '../../core/app-instance';
import type { Db } from '../../db/database';
import type { DbExecutor } from '../../db/transaction';
import { completedSalesInYear } from '../orders/order-facts.service';
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

/** DAC7 (ADR 058): either threshold reached in the calendar year makes the tax details required. */
export function isPastDac7Thresholds(sales: { sales: number; revenueCents: number }): boolean {
  return sales.sales >= dac7SalesThreshold || sales.revenueCents >= dac7RevenueThresholdCents;
}

/**
 * Why a payout to this seller must wait now, or null: no payout account with payouts enabled, or
 * the seller is past this year's DAC7 thresholds without tax details on file. The orders module
 * asks this before each transfer and marks the payout held; `releaseHeldPayouts` pays it later.
 */
export async function findPayoutHold(
  executor: Db | DbExecutor,
  sellerId: string,
  now: Date = new Date(),
): Promise<PayoutHoldReason | null> {
  if (!(await findPayoutAccountId(executor, sellerId))) return 'payout_account';
  const sales = await completedSalesInYear(executor, sellerId, now.getUTCFullYear());
  if (isPastDac7Thresholds(sales) && !(await hasTaxProfileRow(executor, sellerId))) return 'tax_details';
  return null;
}

export async function getSellerPaymentStatus(
  deps: AppDependencies,
  sellerId: string,
  now: Date = new Date(),
): Promise<SellerPaymentStatus> {
  const db = deps.database.db;
  const year = now.getUTCFullYear();
  const [account, sales, hasProfile] = await Promise.all([
    findPayoutAccountRow(db, sellerId),
    completedSalesInYear(db, sellerId, year),
    hasTaxProfileRow(db, sellerId),
  ]);
  const isTaxProfileRequired = isPastDac7Thresholds(sales);
  const accountStatus = !account ? 'none' : account.payoutsEnabled ? 'enabled' : 'pending';
  const payoutHold: PayoutHoldReason | null =
    accountStatus !== 'enabled'
      ? 'payout_account'
      : isTaxProfileRequired && !hasProfile
        ? 'tax_details'
        : null;
  return {
    isOnlinePaymentAvailable: deps.payments !== null,
    payoutAccount: { status: accountStatus, enabledAt: account?.payoutsEnabled?.toISOString() ?? null },
    year,
    completedSales: sales.sales,
    revenue: sales.revenueCents / 100,
    thresholds: { sales: dac7SalesThreshold, revenue: dac7RevenueThresholdCents / 100 },
    isTaxProfileRequired,
    hasTaxProfile: hasProfile,
    payoutHold,
  };
}
