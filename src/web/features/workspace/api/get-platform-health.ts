import { type HealthResponse, healthResponseSchema } from '@shared/health/health.schema';
import { useQuery } from '@tanstack/react-query';
import {
  apiErrorFromBody,
  invalidResponseError,
  networkFailureError,
} from '../../../lib/api-client/api-error';

/** How often the card refreshes while it is on screen. */
export const healthRefreshMs = 60_000;

/**
 * GET /api/health. Not through the API client: a degraded platform answers 503 *with* the health
 * body, which the client would turn into an error (and retry); here that body is the answer.
 */
export async function getPlatformHealth(signal?: AbortSignal): Promise<HealthResponse> {
  let response: Response;
  try {
    response = await fetch('/api/health', { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkFailureError(error);
  }
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = healthResponseSchema.safeParse(body);
  if ((response.ok || response.status === 503) && parsed.success) return parsed.data;
  if (response.ok) throw invalidResponseError(response.status);
  throw apiErrorFromBody(response.status, body);
}

export function usePlatformHealth() {
  return useQuery({
    queryKey: ['platform', 'health'],
    queryFn: ({ signal }) => getPlatformHealth(signal),
    refetchInterval: healthRefreshMs,
  });
}
