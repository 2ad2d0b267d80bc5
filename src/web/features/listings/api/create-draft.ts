import {
  type DraftRequest,
  type DraftResponse,
  draftResponseSchema,
} from '@shared/ai/draft-suggestion.schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export type DraftResult = DraftResponse['data'];

/** Asks the AI for a listing draft from the photos (in gallery order) and the description. */
export async function createDraft(request: DraftRequest): Promise<DraftResult> {
  const response = await apiClient.post('/ai/drafts', request, { schema: draftResponseSchema });
  return response.data;
}

export function useCreateDraft() {
  return useMutation({ mutationFn: createDraft });
}
