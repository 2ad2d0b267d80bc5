import { randomUUID } from 'node:crypto';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import { getSessionUser } from '../auth/auth.service';
import { releaseHeldPayouts } from '../orders/order-payments.service';
import type { PayoutAccountWebhookEvent } from './payment-provider';
import {
  findPayoutAccountRow,
  insertPayoutAccountRow,
  setPayoutsEnabledRow,
} from './seller-payments.repository';

export const paymentNotConfiguredMessage = 'Online payment is not set up on this server.';

/**
 * Connects the seller's payout account (Stripe Connect Express, ADR 063) and answers the provider's
 * onboarding page. The account is opened once per seller; each call gets a fresh, single-use link.
 */
export async function startPayoutOnboarding(deps: AppDependencies, userId: string) {
  const payments = deps.payments;
  if (!payments) throw new AppError('NOT_CONFIGURED', paymentNotConfiguredMessage);
  const db = deps.database.db;
  let account = await findPayoutAccountRow(db, userId);
  if (!account) {
    const user = await getSessionUser({ db }, userId);
    // The same key for the same seller: a retried or doubled click opens one account, not two.
    const created = await payments.createPayoutAccount({
      userId,
      email: user.email,
      idempotencyKey: `payout-account:${userId}`,
    });
    await insertPayoutAccountRow(db, {
      userId,
      provider: payments.id,
      accountId: created.accountId,
      payoutsEnabledAt: created.payoutsEnabled ? new Date() : null,
    });
    account = await findPayoutAccountRow(db, userId);
  }
  if (!account) throw new Error('payout account was not stored');
  const settingsUrl = `${deps.config.publicUrl}/settings`;
  return payments.createOnboardingLink({
    accountId: account.accountId,
    returnUrl: `${settingsUrl}?payouts=returned`,
    refreshUrl: `${settingsUrl}?payouts=expired`,
    idempotencyKey: `account-link:${account.accountId}:${randomUUID()}`,
  });
}

/**
 * account.updated: payouts enabled (the first date is kept) or disabled again. Once enabled, the
 * seller's held payouts are released. Returns the outcome stored with the event.
 */
export async function applyPayoutAccountEvent(
  deps: AppDependencies,
  event: PayoutAccountWebhookEvent,
): Promise<string> {
  const row = await setPayoutsEnabledRow(deps.database.db, event.accountId, event.payoutsEnabled);
  if (!row) return 'ignored:unknown_account';
  if (!event.payoutsEnabled) return 'payouts_disabled';
  const released = await releaseHeldPayouts(deps, row.userId);
  return `payouts_enabled:released_${released}`;
}
