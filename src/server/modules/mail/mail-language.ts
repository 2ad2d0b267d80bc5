import type { Language } from '@shared/i18n/languages';
import { negotiateLanguage } from '../../core/request-language';

/**
 * The language of a mail: the one the request names, else the best supported match of the
 * Accept-Language header (the one negotiation in `core/request-language.ts`), else English.
 */
export function resolveMailLanguage(
  explicit: Language | undefined,
  acceptLanguage: string | undefined,
): Language {
  return explicit ?? negotiateLanguage(acceptLanguage);
}
