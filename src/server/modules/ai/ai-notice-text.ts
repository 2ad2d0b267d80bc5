import type { Language } from '@shared/i18n/languages';
import { hasServerText, serverText } from '../../core/server-texts';

/**
 * Texts of the drafting notices, by code, in the request's language, from the server-notices
 * catalogue (ADR 039). Providers return codes only (ai-engine.ts DraftResult.notices); a code
 * without a text still reaches the seller, with the general text, and the code lets the web show
 * its own translation.
 */
export function draftNoticeText(code: string, language: Language): string {
  const key = `server-notices:draft.${code}` as const;
  return serverText(hasServerText(key, language) ? key : 'server-notices:draft.general', language);
}
