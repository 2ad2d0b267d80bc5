import {
  createTaxProfileSchema,
  type TaxProfile,
  type TaxProfileField,
  type TaxProfileMessages,
  taxProfileFields,
} from '@shared/payments/payments.schema';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client/api-error';

/** Countries offered first (the marketplace sells in Germany and its neighbours). */
export const residenceCountries = ['DE', 'AT', 'CH', 'NL', 'FR', 'PL', 'IT', 'ES', 'BE', 'DK'] as const;

/** The server's rules, with catalogue keys of the payments namespace as messages. */
const messageKeys: TaxProfileMessages = {
  required: 'taxDetails.errors.required',
  nameLength: 'taxDetails.errors.nameLength',
  streetLength: 'taxDetails.errors.streetLength',
  postalCode: 'taxDetails.errors.postalCode',
  cityLength: 'taxDetails.errors.cityLength',
  country: 'taxDetails.errors.country',
  birthDate: 'taxDetails.errors.birthDate',
  tooYoung: 'taxDetails.errors.tooYoung',
  taxIdGerman: 'taxDetails.errors.taxIdGerman',
  taxIdForeign: 'taxDetails.errors.taxIdForeign',
};

export const taxProfileFormSchema = createTaxProfileSchema(messageKeys);

/** What the inputs hold: text as typed (the schema trims and normalises on submit). */
export type TaxProfileFormValues = z.input<typeof taxProfileFormSchema>;

/** The saved details fill the form; the tax id never comes back, so it is typed again to change it. */
export function taxProfileFormDefaults(profile: TaxProfile | null): TaxProfileFormValues {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    street: profile?.street ?? '',
    postalCode: profile?.postalCode ?? '',
    city: profile?.city ?? '',
    country: profile?.country ?? 'DE',
    birthDate: profile?.birthDate ?? '',
    taxId: '',
  };
}

/** The fields a failed PUT names (VALIDATION_FAILED at `body.<field>`), to show the error there. */
export function serverFieldErrors(error: unknown): TaxProfileField[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  const issues = (error.details as { issues?: { path?: unknown }[] } | undefined)?.issues ?? [];
  const fields = new Set<TaxProfileField>();
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : [];
    const field = path[0] === 'body' ? path[1] : path[0];
    if (taxProfileFields.includes(field as TaxProfileField)) fields.add(field as TaxProfileField);
  }
  return [...fields];
}

/** Which message a field shows for a server-side refusal (the server's text is English). */
export const serverFieldMessageKeys: Record<TaxProfileField, string> = {
  firstName: messageKeys.nameLength,
  lastName: messageKeys.nameLength,
  street: messageKeys.streetLength,
  postalCode: messageKeys.postalCode,
  city: messageKeys.cityLength,
  country: messageKeys.country,
  birthDate: messageKeys.birthDate,
  taxId: messageKeys.taxIdForeign,
};
