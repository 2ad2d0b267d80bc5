import { chatEndpoints } from '@shared/chat/chat.endpoints';
import { apiClient } from '../../../lib/api';

export async function blockUser(userId: string): Promise<void> {
  await apiClient.call(chatEndpoints.blockUser, { params: { userId } });
}

export async function unblockUser(userId: string): Promise<void> {
  await apiClient.call(chatEndpoints.unblockUser, { params: { userId } });
}
