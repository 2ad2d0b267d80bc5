import type { Language } from '@shared/i18n/languages';
import { issuingCountryCodes, preferredIssuingCountries } from '@shared/identity/issuing-countries';

/** Germany and its neighbours first, then every other country by its name in the reader's language. */
export function countryOptions(language: Language): Array<{ value: string; label: string }> {
  const names = new Intl.DisplayNames([language === 'de' ? 'de-DE' : 'en-GB'], { type: 'region' });
  const labelOf = (code: string) => names.of(code) ?? code;
  const preferred = preferredIssuingCountries.map((code) => ({ value: code, label: labelOf(code) }));
  const collator = new Intl.Collator(language);
  const rest = issuingCountryCodes
    .filter((code) => !(preferredIssuingCountries as readonly string[]).includes(code))
    .map((code) => ({ value: code, label: labelOf(code) }))
    .sort((left, right) => collator.compare(left.label, right.label));
  return [...preferred, ...rest];
}
