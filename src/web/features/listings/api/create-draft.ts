import { aiEndpoints } from '@shared/ai/ai.endpoints';
import type { DraftRequest, DraftResponse } from '@shared/ai/ai-drafts.schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export type DraftResult = DraftResponse['data'];

/**
 * Asks the AI for a listing draft from the photos (in gallery order) and the description; with
 * `saveTo` the server saves it as the seller's draft and answers it too (ADR 040).
 */
export async function createDraft(request: DraftRequest): Promise<DraftResult> {
  const response = await apiClient.call(aiEndpoints.draftListing, { body: request });
  return response.data;
}

export function useCreateDraft() {
  return useMutation({ mutationFn: createDraft });
}
