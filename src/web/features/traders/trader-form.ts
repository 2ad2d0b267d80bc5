import type { Language } from '@shared/i18n/languages';
import { issuingCountryCodes, preferredIssuingCountries } from '@shared/identity/issuing-countries';
import {
  type StoredTraderDetails,
  type TraderDetails,
  traderDetailsErrors,
  traderDetailsSchema,
} from '@shared/traders/trader.schema';
import { z } from 'zod';

export interface TraderFormValues {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  tradeRegisterNumber: string;
  registerCourt: string;
  vatId: string;
  selfCertified: boolean;
}

/** The stored details fill the form again (a seller switching back types nothing twice); Germany by default. */
export function traderFormDefaults(stored: StoredTraderDetails | null): TraderFormValues {
  return {
    legalName: stored?.legalName ?? '',
    street: stored?.street ?? '',
    postalCode: stored?.postalCode ?? '',
    city: stored?.city ?? '',
    country: stored?.country ?? 'DE',
    phone: stored?.phone ?? '',
    email: stored?.email ?? '',
    tradeRegisterNumber: stored?.tradeRegisterNumber ?? '',
    registerCourt: stored?.registerCourt ?? '',
    vatId: stored?.vatId ?? '',
    // Certified again with every save: the seller confirms what they submit now.
    selfCertified: false,
  };
}

/** The form holds strings and a checkbox; the shared schema decides what is valid. */
export const traderFormSchema = z
  .object({
    legalName: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    tradeRegisterNumber: z.string(),
    registerCourt: z.string(),
    vatId: z.string(),
    selfCertified: z.boolean(),
  })
  // The form's strings and unchecked box are valid input; the schema's types are stricter than it needs.
  .pipe(traderDetailsSchema as unknown as z.ZodType<TraderDetails, TraderFormValues>);

/** The catalogue key (namespace traders) of a field's validation message. */
export function traderFieldErrorKey(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = (traderDetailsErrors as readonly string[]).includes(message) ? message : 'required';
  return `form.errors.${known}`;
}

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
