import type { TraderProfile } from '@shared/traders/trader.schema';
import { tradersEndpoints } from '@shared/traders/traders.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export const traderProfileQueryKey = ['traders', 'me'] as const;

export async function getTraderProfile(signal?: AbortSignal): Promise<TraderProfile> {
  const response = await apiClient.call(tradersEndpoints.getMyTraderProfile, { signal });
  return response.data;
}

export function useTraderProfile() {
  return useQuery({ queryKey: traderProfileQueryKey, queryFn: ({ signal }) => getTraderProfile(signal) });
}
