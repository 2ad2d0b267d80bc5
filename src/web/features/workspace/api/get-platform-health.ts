import { healthEndpoints } from '@shared/health/health.endpoints';
import type { HealthResponse } from '@shared/health/health.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** How often the card refreshes while it is on screen. */
export const healthRefreshMs = 60_000;

/** GET /api/platform/health (admins only, ADR 048): the report, degraded or not, answers 200. */
export function getPlatformHealth(signal?: AbortSignal): Promise<HealthResponse> {
  return apiClient.call(healthEndpoints.getPlatformHealth, { signal });
}

export function usePlatformHealth() {
  return useQuery({
    queryKey: ['platform', 'health'],
    queryFn: ({ signal }) => getPlatformHealth(signal),
    refetchInterval: healthRefreshMs,
  });
}
