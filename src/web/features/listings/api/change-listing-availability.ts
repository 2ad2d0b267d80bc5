import type { ListingAvailabilityResponse } from '@shared/listings/listing-availability.schema';
import type { ListingAvailability } from '@shared/listings/listing-status';
import { listingStatusEndpoints } from '@shared/listings/listing-status.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

type AvailabilityView = ListingAvailabilityResponse['data']['listing'];

/** `POST /api/listings/{id}/availability`: the owner reserves, unreserves or sells (ADR 043). */
export async function changeListingAvailability(
  id: string,
  to: ListingAvailability,
): Promise<AvailabilityView> {
  const response = await apiClient.call(listingStatusEndpoints.changeListingAvailability, {
    params: { id },
    body: { to },
  });
  return response.data.listing;
}

export function useChangeListingAvailability(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: ListingAvailability) => changeListingAvailability(id, to),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['listings'] }),
  });
}
