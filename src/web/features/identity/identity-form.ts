import { identitySubmissionSchema } from '@shared/identity/identity.schema';
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

/** The date a refused submission may be repeated, when the server named one (IDENTITY_COOLDOWN). */
export function cooldownDateOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'IDENTITY_COOLDOWN') return undefined;
  const details = error.details as { cooldownUntil?: unknown } | undefined;
  return typeof details?.cooldownUntil === 'string' ? details.cooldownUntil : undefined;
}
