import { sellerListingsEndpoints } from '@shared/seller-listings/seller-listings.endpoints';
import type { ListingStatusPanel } from '@shared/seller-listings/seller-listings.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';
import { myListingsQueryKey } from './get-my-listings';

export async function getMyListingStatusPanel(id: string, signal?: AbortSignal): Promise<ListingStatusPanel> {
  const response = await apiClient.call(sellerListingsEndpoints.getMyListingStatusPanel, {
    params: { id },
    signal,
  });
  return response.data;
}

/** Under the overview's key, so a bulk change refreshes an open panel too. */
export function useMyListingStatusPanel(id: string | null) {
  return useQuery({
    queryKey: [...myListingsQueryKey, 'panel', id],
    queryFn: ({ signal }) => getMyListingStatusPanel(id ?? '', signal),
    enabled: id !== null,
  });
}
