import { accountDeletionEndpoints } from '@shared/privacy/account-deletion.endpoints';
import type { Consents } from '@shared/privacy/account-deletion.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export const consentsQueryKey = ['privacy', 'consents'] as const;

/** `GET /api/consents`: both consents with their text versions, and every record. */
export async function getConsents(signal?: AbortSignal): Promise<Consents> {
  const response = await apiClient.call(accountDeletionEndpoints.getConsents, { signal });
  return response.data;
}

export function useConsents() {
  return useQuery({ queryKey: consentsQueryKey, queryFn: ({ signal }) => getConsents(signal), staleTime: 0 });
}
