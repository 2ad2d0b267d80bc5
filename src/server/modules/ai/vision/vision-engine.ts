import type { Config } from '../../../config/env';
import type { VisionEngine } from '../ai-engine';

// Placeholder until the vision worker lands (issue 5); replaced, not kept.
export function createVisionEngine(_options: { config: Config }): VisionEngine {
  const missing = () => Promise.reject(new Error('vision engine not implemented yet'));
  return { state: () => 'cold', warm: missing, analyseImage: missing, close: async () => {} };
}
