import { pricingEndpoints } from '@shared/pricing/pricing.endpoints';
import type { PricingInsight } from '@shared/pricing/pricing.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';

/** Keyed by the draft's version too: every accepted save may change price, category and condition. */
export function pricingInsightQueryKey(draftId: string | null, draftVersion: number | null) {
  return ['listing-drafts', draftId, 'pricing-insight', draftVersion] as const;
}

export async function getPricingInsight(draftId: string, signal?: AbortSignal): Promise<PricingInsight> {
  const response = await apiClient.call(pricingEndpoints.getDraftPricingInsight, {
    params: { id: draftId },
    signal,
  });
  return response.data.insight;
}

/** Waits for a saved draft: the insight is computed from the server's copy. */
export function usePricingInsight(draftId: string | null, draftVersion: number | null) {
  return useQuery({
    queryKey: pricingInsightQueryKey(draftId, draftVersion),
    queryFn: ({ signal }) => getPricingInsight(draftId ?? '', signal),
    enabled: draftId !== null,
    placeholderData: (previous) => previous,
  });
}
