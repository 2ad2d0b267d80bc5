import type { paymentsEndpoints } from '@shared/payments/payments.endpoints';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { receivePaymentWebhook } from './payment-webhook.service';
import { startPayoutOnboarding } from './payout-account.service';
import { getSellerPaymentStatus } from './seller-payments.service';
import { getTaxProfile, saveTaxProfile } from './tax-profile.service';

/** Stripe's webhook, payout onboarding and DAC7 tax details (issue 17, ADR 058, ADR 063). */
export function paymentsHandlers(deps: AppDependencies): GroupHandlers<typeof paymentsEndpoints> {
  return {
    receiveStripeWebhook: async ({ request }) => {
      // The endpoint is registered with a raw JSON body (`rawJsonBody`): the bytes Stripe signed.
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The webhook body is missing.');
      }
      const signature = request.headers['stripe-signature'];
      return receivePaymentWebhook(deps, request.body, Array.isArray(signature) ? signature[0] : signature);
    },
    getSellerPaymentStatus: async ({ auth }) => ({ data: await getSellerPaymentStatus(deps, auth.userId) }),
    startPayoutOnboarding: async ({ auth }) => {
      const link = await startPayoutOnboarding(deps, auth.userId);
      return { data: { url: link.url, expiresAt: link.expiresAt.toISOString() } };
    },
    getTaxProfile: async ({ auth }) => ({ data: { profile: await getTaxProfile(deps, auth.userId) } }),
    saveTaxProfile: async ({ auth, body }) => ({
      data: { profile: await saveTaxProfile(deps, auth.userId, body) },
    }),
  };
}
