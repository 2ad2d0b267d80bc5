import type { Language } from '@shared/i18n/languages';
import type { SpeechIssueCode } from '@shared/speech/speech.schema';

type Severity = 'info' | 'warning';

/**
 * How much each issue matters and what it says, in en and de. Warnings are facts a buyer will
 * miss; info is a nice-to-have or about the service itself. The web may map codes itself.
 */
const issueTexts: Record<SpeechIssueCode, { severity: Severity } & Record<Language, string>> = {
  very_short: {
    severity: 'warning',
    en: 'Your description is very short. Say a little more about the item.',
    de: 'Deine Beschreibung ist sehr kurz. Erzähl noch etwas mehr über den Artikel.',
  },
  no_item: {
    severity: 'warning',
    en: 'We could not tell what you are selling. Name the item, e.g. “black jacket”.',
    de: 'Wir konnten nicht erkennen, was du verkaufst. Nenne den Artikel, z. B. „schwarze Jacke“.',
  },
  no_condition: {
    severity: 'warning',
    en: 'No condition mentioned. Say whether it is new, like new or used.',
    de: 'Kein Zustand genannt. Sag, ob der Artikel neu, wie neu oder gebraucht ist.',
  },
  no_brand: {
    severity: 'info',
    en: 'No brand mentioned. If it has one, name it.',
    de: 'Keine Marke genannt. Wenn der Artikel eine hat, nenne sie.',
  },
  no_size: {
    severity: 'info',
    en: 'No size mentioned. Sizes help buyers decide.',
    de: 'Keine Größe genannt. Größenangaben helfen bei der Entscheidung.',
  },
  no_price: {
    severity: 'info',
    en: 'No price idea mentioned. We will suggest one.',
    de: 'Keine Preisvorstellung genannt. Wir schlagen einen Preis vor.',
  },
  no_fulfilment: {
    severity: 'info',
    en: 'Say whether buyers can pick it up or you will ship it.',
    de: 'Sag, ob der Artikel abgeholt werden kann oder ob du ihn verschickst.',
  },
  no_audio: {
    severity: 'warning',
    en: 'The recording held no speech we could recognise.',
    de: 'In der Aufnahme war keine Sprache zu erkennen.',
  },
  transcription_not_configured: {
    severity: 'info',
    en: 'Audio transcription is not set up here; your browser’s transcript was used.',
    de: 'Die Audio-Transkription ist hier nicht eingerichtet; das Transkript deines Browsers wurde verwendet.',
  },
  transcription_failed: {
    severity: 'warning',
    en: 'The recording could not be transcribed; your browser’s transcript was used.',
    de: 'Die Aufnahme konnte nicht transkribiert werden; das Transkript deines Browsers wurde verwendet.',
  },
};

export function speechIssueOf(code: SpeechIssueCode, language: Language) {
  const text = issueTexts[code];
  return { code, severity: text.severity, message: text[language] };
}
