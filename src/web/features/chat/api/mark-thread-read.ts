import { chatEndpoints } from '@shared/chat/chat.endpoints';
import { apiClient } from '../../../lib/api';

export async function markThreadRead(threadId: string, upToMessageId?: string): Promise<void> {
  await apiClient.call(chatEndpoints.markThreadRead, {
    params: { threadId },
    body: upToMessageId ? { upToMessageId } : {},
  });
}
