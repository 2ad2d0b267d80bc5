import type { Config } from '../../../config/env';
import type { Database } from '../../../db/database';
import type { DraftingProvider } from '../ai-engine';

// Placeholder until the openai-compatible provider lands (issue 5); replaced, not kept.
export function createOpenAiDraftingProvider(_options: {
  config: Config;
  database: Database;
}): DraftingProvider {
  return {
    name: 'openai-compatible',
    draft: () => Promise.reject(new Error('openai-compatible drafting not implemented yet')),
  };
}
