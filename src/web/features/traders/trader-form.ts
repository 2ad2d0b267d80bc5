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
