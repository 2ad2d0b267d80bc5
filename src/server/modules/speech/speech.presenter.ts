import type { Language } from '@shared/i18n/languages';
import type { SpeechTranscribeResponse } from '@shared/speech/speech.schema';
import { speechIssueOf } from './speech-issue-text';
import type { SpeechOutcome } from './speech-transcription.service';

export function presentSpeechAnalysis(
  outcome: SpeechOutcome,
  requestId: string,
  language: Language,
): SpeechTranscribeResponse {
  return {
    data: {
      requestId,
      transcription: outcome.transcription,
      transcript: outcome.transcript,
      segments: outcome.segments,
      language: outcome.language,
      qualityScore: outcome.qualityScore,
      wordCount: outcome.wordCount,
      keywords: outcome.keywords,
      coverage: outcome.coverage,
      issues: outcome.issues.map((code) => speechIssueOf(code, language)),
    },
  };
}
