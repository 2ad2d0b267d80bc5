import { workspaceEndpoints } from '@shared/workspace/workspace.endpoints';
import type { PerformanceFigures, PerformanceRange } from '@shared/workspace/workspace-performance.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** GET /api/workspace/performance?days=: 403 PERFORMANCE_LOCKED outside a rollout cohort. */
export async function getWorkspacePerformance(
  days: PerformanceRange,
  signal?: AbortSignal,
): Promise<PerformanceFigures> {
  const response = await apiClient.call(workspaceEndpoints.getWorkspacePerformance, {
    query: { days },
    signal,
  });
  return response.data;
}

export function useWorkspacePerformance(days: PerformanceRange, options: { isEnabled: boolean }) {
  return useQuery({
    queryKey: ['workspace', 'performance', days],
    queryFn: ({ signal }) => getWorkspacePerformance(days, signal),
    enabled: options.isEnabled,
    placeholderData: keepPreviousData,
  });
}
