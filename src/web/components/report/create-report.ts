import { moderationEndpoints } from '@shared/moderation/moderation.endpoints';
import type { ReportReceipt, ReportRequestInput } from '@shared/moderation/moderation.schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api';

/** Files a report (guests too) and answers the receipt with the report's reference. */
export async function createReport(report: ReportRequestInput): Promise<ReportReceipt> {
  const response = await apiClient.call(moderationEndpoints.submitReport, { body: report });
  return response.data.report;
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
