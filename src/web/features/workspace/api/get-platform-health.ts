import { healthEndpoints } from '@shared/health/health.endpoints';
import type { HealthResponse } from '@shared/health/health.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { declaredFailureBody } from '../../../lib/api-client/api-error';

/** How often the card refreshes while it is on screen. */
export const healthRefreshMs = 60_000;

/** GET /api/health. A degraded platform answers 503 *with* the health report, which is the answer here. */
export async function getPlatformHealth(signal?: AbortSignal): Promise<HealthResponse> {
  try {
    return await apiClient.call(healthEndpoints.getHealth, { signal });
  } catch (error) {
    const report = declaredFailureBody(healthEndpoints.getHealth, 503, error);
    if (report) return report;
    throw error;
  }
}

export function usePlatformHealth() {
  return useQuery({
    queryKey: ['platform', 'health'],
    queryFn: ({ signal }) => getPlatformHealth(signal),
    refetchInterval: healthRefreshMs,
  });
}
