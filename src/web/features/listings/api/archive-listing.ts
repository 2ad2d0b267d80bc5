import { listingStatusEndpoints } from '@shared/listings/listing-status.endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** `POST /api/listings/{id}/status` to ARCHIVED: the owner takes the listing offline. */
export async function archiveListing(id: string): Promise<void> {
  await apiClient.call(listingStatusEndpoints.changeListingStatus, {
    params: { id },
    body: { to: 'ARCHIVED' },
  });
}

export function useArchiveListing(id: string) {
  return useMutation({ mutationFn: () => archiveListing(id) });
}
