import { chatEndpoints } from '@shared/chat/chat.endpoints';
import type { PendingResponse } from '@shared/chat/chat.schema';
import { apiClient } from '../../../lib/api';

export type OfflinePending = PendingResponse['data'];

/** Spec §7: the pending count and the deliveries missed since `since` (the device's last sync). */
export async function getOfflinePending(since: string | null): Promise<OfflinePending> {
  const response = await apiClient.call(chatEndpoints.getOfflinePending, {
    query: since ? { since } : {},
  });
  return response.data;
}
