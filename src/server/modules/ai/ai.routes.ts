import type { aiEndpoints } from '@shared/ai/ai.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import { type GroupHandlers, withStatus } from '../../core/endpoint-handlers';
import { requireVerifiedEmail } from '../auth/auth-guard';
import { presentAiStatus, presentDraft } from './ai.presenter';
import { draftListing } from './ai-drafts.service';

/** Drafting a listing (saved as the seller's server draft, ADR 040) and what runs here. */
export function aiHandlers(deps: AppDependencies): GroupHandlers<typeof aiEndpoints> {
  const verifiedEmail = requireVerifiedEmail(deps.database.db);
  return {
    draftListing: async ({ auth, body, language, request, reply }) => {
      // Saving a draft asks a confirmed email (spec §5), as `/listing-drafts` does; a suggestion does not.
      if (body.saveTo) await verifiedEmail(request, reply);
      const outcome = await draftListing(deps, auth.userId, body);
      request.log.info(
        {
          provider: outcome.provider,
          elapsedMs: outcome.elapsedMs,
          notices: outcome.notices,
          listingDraftId: outcome.listingDraft?.id,
        },
        'listing drafted',
      );
      const response = presentDraft(outcome, request.id, language);
      return outcome.isNewDraft ? withStatus(201, response) : response;
    },
    getStatus: async () => presentAiStatus(deps.ai),
  };
}
