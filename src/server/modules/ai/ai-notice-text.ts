import type { Language } from '@shared/i18n/languages';

/**
 * Texts of the drafting notices, by code, in the request's language. Providers return codes only
 * (ai-engine.ts DraftResult.notices); a code without a text here still reaches the seller, with
 * the general text, and the code lets the web show its own translation.
 */
const noticeTexts: Record<string, Record<Language, string>> = {
  ai_answer_repaired: {
    en: 'The AI answer did not fully fit the listing rules and was corrected. Please check the draft.',
    de: 'Die Antwort der KI passte nicht ganz zu den Anzeigenregeln und wurde korrigiert. Bitte prüfe den Entwurf.',
  },
  no_photo_text: {
    en: 'No text was found on the photos. A photo of a label or tag helps with brand and size.',
    de: 'Auf den Fotos wurde kein Text gefunden. Ein Foto vom Etikett hilft bei Marke und Größe.',
  },
  category_uncertain: {
    en: 'The category is a best guess. Please check it, or pick another one.',
    de: 'Die Kategorie ist nur eine Vermutung. Bitte prüfe sie oder wähle eine andere.',
  },
  transcript_not_translated: {
    en: 'Your description was not translated; only brands, sizes and numbers were taken from it.',
    de: 'Deine Beschreibung wurde nicht übersetzt; übernommen wurden nur Marken, Größen und Zahlen.',
  },
  held_photos_not_sent: {
    en: 'Photos held for review were not sent to the AI service.',
    de: 'Fotos, die geprüft werden, wurden nicht an den KI-Dienst geschickt.',
  },
};

const generalText: Record<Language, string> = {
  en: 'Please check the draft before you use it.',
  de: 'Bitte prüfe den Entwurf, bevor du ihn übernimmst.',
};

export function draftNoticeText(code: string, language: Language): string {
  return noticeTexts[code]?.[language] ?? generalText[language];
}
