import { defaultLanguage, isLanguage, type Language, languages } from '@shared/i18n/languages';
import Negotiator from 'negotiator';

/**
 * The language a response's texts are written in (notices, check messages, mails): the best
 * supported match of the Accept-Language header by q-value, regional variants included
 * ("de-AT" is German), else English. Negotiator is the jshttp library behind Express's `accepts`.
 */
export function negotiateLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return defaultLanguage;
  const [best] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages([...languages]);
  return (best as Language | undefined) ?? defaultLanguage;
}

/**
 * A page's language (ADR 080): `?lang=de` or `?lang=en` in the URL names it (the URLs `hreflang`
 * points at), else the Accept-Language header decides. The web reads the same query parameter.
 */
export function negotiatePageLanguage(
  langParameter: string | null,
  acceptLanguage: string | undefined,
): { language: Language; isLanguageInUrl: boolean } {
  if (isLanguage(langParameter)) return { language: langParameter, isLanguageInUrl: true };
  return { language: negotiateLanguage(acceptLanguage), isLanguageInUrl: false };
}
