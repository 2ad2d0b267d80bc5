import {
  type SpeechAnalysis,
  type SpeechTranscribeRequest,
  speechTranscribeResponseSchema,
} from '@shared/speech/speech.schema';
import { apiClient } from '../../../lib/api';

/**
 * Sends a recording (base64), the browser's transcript, or both for transcription and analysis.
 * Issue messages come back in the client's Accept-Language.
 */
export async function transcribeSpeech(
  request: SpeechTranscribeRequest,
  signal?: AbortSignal,
): Promise<SpeechAnalysis> {
  const response = await apiClient.post('/ai/speech/transcribe', request, {
    schema: speechTranscribeResponseSchema,
    signal,
  });
  return response.data;
}
