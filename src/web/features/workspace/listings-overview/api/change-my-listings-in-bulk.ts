import { sellerListingsEndpoints } from '@shared/seller-listings/seller-listings.endpoints';
import type {
  BulkListingsRequest,
  BulkListingsResponse,
} from '@shared/seller-listings/seller-listings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';
import { myListingsQueryKey } from './get-my-listings';

export async function changeMyListingsInBulk(
  body: BulkListingsRequest,
): Promise<BulkListingsResponse['data']> {
  const response = await apiClient.call(sellerListingsEndpoints.changeMyListingsInBulk, { body });
  return response.data;
}

export function useChangeMyListingsInBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMyListingsInBulk,
    // Statuses changed: the overview and the listing pages read them again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: myListingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['listings', 'detail'] });
    },
  });
}
