import type { Language } from '@shared/i18n/languages';
import { identitySubmissionSchema } from '@shared/identity/identity.schema';
import { issuingCountryCodes, preferredIssuingCountries } from '@shared/identity/issuing-countries';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client/api-error';

export interface IdentityFormValues {
  documentType: string;
  issuingCountry: string;
  firstName: string;
  lastName: string;
  documentNumber: string;
  birthDate: string;
}

export const identityFormDefaults: IdentityFormValues = {
  documentType: '',
  issuingCountry: '',
  firstName: '',
  lastName: '',
  documentNumber: '',
  birthDate: '',
};

/** The form holds strings (an empty select is ''); the shared schema decides what is valid. */
export const identityFormSchema = z
  .object({
    documentType: z.string(),
    issuingCountry: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    documentNumber: z.string(),
    birthDate: z.string(),
  })
  .pipe(identitySubmissionSchema);

const knownErrors = [
  'required',
  'tooLong',
  'documentNumberFormat',
  'birthDateInvalid',
  'birthDateFuture',
  'underage',
] as const;

/** The catalogue key (namespace identity) of a field's validation message. */
export function fieldErrorKey(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = (knownErrors as readonly string[]).includes(message) ? message : 'required';
  return `form.errors.${known}`;
}

/** Germany and its neighbours first, then every other country by its name in the reader's language. */
export function issuingCountryOptions(language: Language): Array<{ value: string; label: string }> {
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

/** The date a refused submission may be repeated, when the server named one (IDENTITY_COOLDOWN). */
export function cooldownDateOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'IDENTITY_COOLDOWN') return undefined;
  const details = error.details as { cooldownUntil?: unknown } | undefined;
  return typeof details?.cooldownUntil === 'string' ? details.cooldownUntil : undefined;
}
