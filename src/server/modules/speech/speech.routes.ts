import type { speechEndpoints } from '@shared/speech/speech.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { createOpenAiClient } from '../ai/openai/openai-client';
import { presentSpeechAnalysis } from './speech.presenter';
import { type SpeechTranscriber, transcribeSpeech } from './speech-transcription.service';

export function speechHandlers(deps: AppDependencies): GroupHandlers<typeof speechEndpoints> {
  const { baseUrl, apiKey, speechModel, timeoutMs } = deps.config.ai;
  const transcriber: SpeechTranscriber | undefined =
    deps.ai.speechTranscription && baseUrl && speechModel
      ? { client: createOpenAiClient({ baseUrl, apiKey, timeoutMs }), model: speechModel }
      : undefined;

  return {
    transcribeSpeech: async ({ body, language, request }) => {
      const outcome = await transcribeSpeech(transcriber, body, { requestId: request.id, log: request.log });
      return presentSpeechAnalysis(outcome, request.id, language);
    },
  };
}
