import type { AiStatusResponse, DraftResponse } from '@shared/ai/ai-drafts.schema';
import type { Language } from '@shared/i18n/languages';
import type { DraftOutcome } from './ai-drafts.service';
import { draftNoticeText } from './ai-notice-text';
import type { AiServices } from './ai-services';

export function presentDraft(outcome: DraftOutcome, requestId: string, language: Language): DraftResponse {
  return {
    data: {
      draft: outcome.draft,
      provider: outcome.provider,
      requestId,
      elapsedMs: outcome.elapsedMs,
      heldMediaIds: outcome.heldMediaIds,
      notices: [...new Set(outcome.notices)].map((code) => ({
        code,
        message: draftNoticeText(code, language),
      })),
      listingDraft: outcome.listingDraft,
    },
  };
}

export function presentAiStatus(ai: AiServices): AiStatusResponse {
  return {
    data: {
      draftProvider: ai.drafting.name,
      speechTranscription: ai.speechTranscription,
      localModels: ai.vision.state(),
    },
  };
}
