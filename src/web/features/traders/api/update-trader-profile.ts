import type { TraderProfile, UpdateTraderProfile } from '@shared/traders/trader.schema';
import { tradersEndpoints } from '@shared/traders/traders.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { traderProfileQueryKey } from './get-trader-profile';

export async function updateTraderProfile(body: UpdateTraderProfile): Promise<TraderProfile> {
  const response = await apiClient.call(tradersEndpoints.updateMyTraderProfile, { body });
  return response.data;
}

export function useUpdateTraderProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTraderProfile,
    onSuccess: (profile) => queryClient.setQueryData(traderProfileQueryKey, profile),
    // This seller's listing pages and seller page now show another seller kind.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['listings', 'detail'] });
      void queryClient.invalidateQueries({ queryKey: ['sellers'] });
    },
  });
}
