import { chatEndpoints } from '@shared/chat/chat.endpoints';
import type { chatReportReasons } from '@shared/chat/chat.schema';
import { apiClient } from '../../../lib/api';

export type ChatReportReason = (typeof chatReportReasons)[number];

export async function reportThread(
  threadId: string,
  reason: ChatReportReason,
  note: string,
): Promise<string> {
  const trimmed = note.trim();
  const response = await apiClient.call(chatEndpoints.reportThread, {
    params: { threadId },
    body: trimmed ? { reason, note: trimmed } : { reason },
  });
  return response.data.reportId;
}
