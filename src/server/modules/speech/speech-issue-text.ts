import type { Language } from '@shared/i18n/languages';
import type { SpeechIssueCode } from '@shared/speech/speech.schema';
import { serverText } from '../../core/server-texts';

type Severity = 'info' | 'warning';

/**
 * How much each issue matters. Warnings are facts a buyer will miss; info is a nice-to-have or
 * about the service itself. The text is the web's own for the code (`speech:issues.<code>`, ADR 039).
 */
const issueSeverities: Record<SpeechIssueCode, Severity> = {
  very_short: 'warning',
  no_item: 'warning',
  no_condition: 'warning',
  no_brand: 'info',
  no_size: 'info',
  no_price: 'info',
  no_fulfilment: 'info',
  no_audio: 'warning',
  transcription_not_configured: 'info',
  transcription_failed: 'warning',
};

export function speechIssueOf(code: SpeechIssueCode, language: Language) {
  return { code, severity: issueSeverities[code], message: serverText(`speech:issues.${code}`, language) };
}
