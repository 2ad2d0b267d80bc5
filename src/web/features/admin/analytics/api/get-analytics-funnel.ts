import { analyticsEndpoints } from '@shared/analytics/analytics.endpoints';
import type { AnalyticsFunnel } from '@shared/analytics/analytics.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';

/** `GET /api/analytics/funnel?days=`: sessions per buyer-journey stage (admins, `platform:monitor`). */
export function useAnalyticsFunnel(days: number) {
  return useQuery({
    queryKey: ['analytics', 'funnel', days],
    queryFn: async ({ signal }): Promise<AnalyticsFunnel> =>
      (await apiClient.call(analyticsEndpoints.getAnalyticsFunnel, { query: { days }, signal })).data,
  });
}
