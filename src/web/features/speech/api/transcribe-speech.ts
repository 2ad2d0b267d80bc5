import { speechEndpoints } from '@shared/speech/speech.endpoints';
import type { SpeechAnalysis, SpeechTranscribeRequest } from '@shared/speech/speech.schema';
import { apiClient } from '../../../lib/api';

/**
 * Sends a recording (base64), the browser's transcript, or both for transcription and analysis.
 * Issue messages come back in the client's Accept-Language.
 */
export async function transcribeSpeech(
  request: SpeechTranscribeRequest,
  signal?: AbortSignal,
): Promise<SpeechAnalysis> {
  const response = await apiClient.call(speechEndpoints.transcribeSpeech, { body: request, signal });
  return response.data;
}
