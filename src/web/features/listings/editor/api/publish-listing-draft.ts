import { listingDraftsEndpoints } from '@shared/listings/listing-drafts.endpoints';
import type { PublishDraftResponse } from '@shared/listings/listing-editor.schema';
import { z } from 'zod';
import { track } from '../../../../lib/analytics/analytics-client';
import { apiClient } from '../../../../lib/api';
import { ApiError } from '../../../../lib/api-client/api-error';

export type PublishResult = PublishDraftResponse['data'];

/** `POST /api/listing-drafts/{id}/publish`: publishes the stored snapshot at `baseVersion`. */
export async function publishListingDraft(draftId: string, baseVersion: number): Promise<PublishResult> {
  const response = await apiClient.call(listingDraftsEndpoints.publishDraft, {
    params: { id: draftId },
    body: { baseVersion },
  });
  track('sell_flow_step', { step: 'publish' });
  return response.data;
}

const validationDetailsSchema = z.object({
  issues: z.array(
    z
      .object({
        path: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]),
        message: z.string(),
      })
      .loose(),
  ),
});

export interface PublishFieldIssue {
  field: string;
  message: string;
  code: string | undefined;
}

/**
 * The fields a 400 VALIDATION_FAILED names (`details.issues`, paths "fields.<field>"), so the
 * editor can show them where they belong.
 */
export function publishIssuesOf(error: unknown): PublishFieldIssue[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  const details = validationDetailsSchema.safeParse(error.details);
  if (!details.success) return [];
  return details.data.issues.map((issue) => {
    const path = Array.isArray(issue.path) ? issue.path.join('.') : issue.path;
    const code = typeof issue.code === 'string' ? issue.code : undefined;
    return { field: path.replace(/^fields\./, ''), message: issue.message, code };
  });
}
