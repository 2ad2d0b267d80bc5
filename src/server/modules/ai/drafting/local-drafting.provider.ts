import type { Database } from '../../../db/database';
import type { DraftingProvider } from '../ai-engine';

// Placeholder until local drafting lands (issue 5); replaced, not kept.
export function createLocalDraftingProvider(_options: { database: Database }): DraftingProvider {
  return { name: 'local', draft: () => Promise.reject(new Error('local drafting not implemented yet')) };
}
