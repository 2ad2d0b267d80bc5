import type { FeedbackReportInput } from '@shared/support/feedback.schema';
import { supportEndpoints } from '@shared/support/support.endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api';

/** `POST /api/support/feedback`; answers the ticket id (spec §7). */
export async function submitFeedback(report: FeedbackReportInput) {
  const response = await apiClient.call(supportEndpoints.submitFeedback, { body: report });
  return response.data.ticketId;
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
