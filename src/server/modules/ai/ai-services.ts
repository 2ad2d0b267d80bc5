import type { Config } from '../../config/env';
import type { DraftingProvider, PlaceFinder, VisionEngine } from './ai-engine';
import { createLocalDraftingProvider } from './drafting/local-drafting.provider';
import { createOpenAiDraftingProvider } from './openai/openai-drafting.provider';
import { createVisionEngine } from './vision/vision-engine';

/** The AI parts the app uses, on `app.deps.ai`. */
export interface AiServices {
  vision: VisionEngine;
  /** The openai-compatible provider when AI_BASE_URL and AI_MODEL are set, else the local one. */
  drafting: DraftingProvider;
  /** True when AI_BASE_URL and AI_SPEECH_MODEL are set: audio is transcribed by that endpoint. */
  speechTranscription: boolean;
}

export interface AiServicesOptions {
  /** The places gazetteer (`app.deps.findPlace`), so a draft takes the place the seller named. */
  findPlace?: PlaceFinder;
}

export function createAiServices(config: Config, options: AiServicesOptions = {}): AiServices {
  const vision = createVisionEngine({ config });
  const drafting =
    config.ai.baseUrl && config.ai.model
      ? createOpenAiDraftingProvider({ config })
      : createLocalDraftingProvider({ ...(options.findPlace ? { findPlace: options.findPlace } : {}) });
  return {
    vision,
    drafting,
    speechTranscription: Boolean(config.ai.baseUrl && config.ai.speechModel),
  };
}
