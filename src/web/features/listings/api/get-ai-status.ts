import { aiEndpoints } from '@shared/ai/ai.endpoints';
import type { AiStatusResponse } from '@shared/ai/ai-drafts.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export type AiStatus = AiStatusResponse['data'];

export async function getAiStatus(): Promise<AiStatus> {
  const response = await apiClient.call(aiEndpoints.getStatus);
  return response.data;
}

/** What drafts and transcribes on this server; re-read every few seconds while the models warm up. */
export function useAiStatus() {
  return useQuery({
    queryKey: ['ai', 'status'],
    queryFn: getAiStatus,
    staleTime: 60_000,
    refetchInterval: (query) => {
      const state = query.state.data?.localModels;
      return state === 'cold' || state === 'warming' ? 5_000 : false;
    },
  });
}
