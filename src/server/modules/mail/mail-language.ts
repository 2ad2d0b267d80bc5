import { isLanguage, type Language } from '@shared/i18n/languages';

/**
 * The language of a mail: the one the request names, else the best supported match of the
 * Accept-Language header (by q-value), else English.
 */
export function resolveMailLanguage(
  explicit: Language | undefined,
  acceptLanguage: string | undefined,
): Language {
  if (explicit) return explicit;
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const quality = parameters.map((part) => part.trim()).find((part) => part.startsWith('q='));
      const weight = quality ? Number.parseFloat(quality.slice(2)) : 1;
      return {
        base: tag.toLowerCase().split('-')[0] ?? '',
        weight: Number.isNaN(weight) ? 0 : weight,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = ranked.find((entry) => isLanguage(entry.base));
  return (match?.base as Language | undefined) ?? 'en';
}
