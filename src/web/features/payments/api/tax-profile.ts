import { paymentsEndpoints } from '@shared/payments/payments.endpoints';
import type { TaxProfile, TaxProfileRequest } from '@shared/payments/payments.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { sellerPaymentStatusQueryKey } from './seller-payment-status';

export const taxProfileQueryKey = ['payments', 'tax-profile'] as const;

/** GET /payments/tax-profile. */
export async function getTaxProfile(signal?: AbortSignal): Promise<TaxProfile | null> {
  const response = await apiClient.call(paymentsEndpoints.getTaxProfile, { signal });
  return response.data.profile;
}

/** PUT /payments/tax-profile. */
export async function saveTaxProfile(input: TaxProfileRequest): Promise<TaxProfile | null> {
  const response = await apiClient.call(paymentsEndpoints.saveTaxProfile, { body: input });
  return response.data.profile;
}

export function useTaxProfile(options: { isEnabled: boolean }) {
  return useQuery({
    queryKey: taxProfileQueryKey,
    queryFn: ({ signal }) => getTaxProfile(signal),
    enabled: options.isEnabled,
  });
}

export function useSaveTaxProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTaxProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(taxProfileQueryKey, saved);
      // Whether payouts are held depends on the details being on file.
      void queryClient.invalidateQueries({ queryKey: sellerPaymentStatusQueryKey });
    },
  });
}
