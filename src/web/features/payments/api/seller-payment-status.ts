import { paymentsEndpoints } from '@shared/payments/payments.endpoints';
import type { SellerPaymentStatus } from '@shared/payments/payments.schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export const sellerPaymentStatusQueryKey = ['payments', 'seller-status'] as const;

/** GET /payments/seller-status. */
export async function getSellerPaymentStatus(signal?: AbortSignal): Promise<SellerPaymentStatus> {
  const response = await apiClient.call(paymentsEndpoints.getSellerPaymentStatus, { signal });
  return response.data;
}

export function useSellerPaymentStatus(options: { isEnabled: boolean }) {
  return useQuery({
    queryKey: sellerPaymentStatusQueryKey,
    queryFn: ({ signal }) => getSellerPaymentStatus(signal),
    enabled: options.isEnabled,
  });
}

/** POST /payments/payout-account: the provider's onboarding page to send the seller to. */
export async function startPayoutOnboarding(): Promise<{ url: string }> {
  const response = await apiClient.call(paymentsEndpoints.startPayoutOnboarding, {});
  return response.data;
}

export function useStartPayoutOnboarding() {
  return useMutation({ mutationFn: startPayoutOnboarding });
}
