import { z } from 'zod';
import { isValidTaxId, normalizeTaxId } from './tax-id';

/**
 * Seller payouts and DAC7 tax details (issue 17, ADR 058). One rule set for the tax details serves
 * the API (English messages) and the settings form (catalogue keys): `createTaxProfileSchema`.
 */

export const taxProfileFields = [
  'firstName',
  'lastName',
  'street',
  'postalCode',
  'city',
  'country',
  'birthDate',
  'taxId',
] as const;
export type TaxProfileField = (typeof taxProfileFields)[number];

/** The message for each kind of problem, in the words of whoever shows it. */
export interface TaxProfileMessages {
  required: string;
  nameLength: string;
  streetLength: string;
  postalCode: string;
  cityLength: string;
  country: string;
  birthDate: string;
  tooYoung: string;
  taxIdGerman: string;
  taxIdForeign: string;
}

export const taxProfileApiMessages: TaxProfileMessages = {
  required: 'Required.',
  nameLength: 'Must be 1 to 80 characters.',
  streetLength: 'Must be 3 to 160 characters.',
  postalCode: 'Enter a valid postal code (5 digits in Germany).',
  cityLength: 'Must be 2 to 120 characters.',
  country: 'Must be an ISO 3166-1 alpha-2 country code, e.g. DE.',
  birthDate: 'Enter a valid date of birth (YYYY-MM-DD).',
  tooYoung: 'Sellers must be at least 18 years old.',
  taxIdGerman: 'A German tax identification number has 11 digits and a valid check digit.',
  taxIdForeign: 'A tax identification number has 6 to 20 letters and digits.',
};

/** Sellers are adults; a birth date after this is refused. */
export const minimumSellerAge = 18;

function isAdultOn(birthDate: string, today: Date): boolean {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const adultFrom = Date.UTC(year + minimumSellerAge, month - 1, day);
  return adultFrom <= today.getTime();
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getUTCFullYear() >= 1900
  );
}

export function createTaxProfileSchema(messages: TaxProfileMessages, today: () => Date = () => new Date()) {
  const text = (min: number, max: number, message: string) =>
    z
      .string({ error: messages.required })
      .trim()
      .min(1, { error: messages.required, abort: true })
      .min(min, { error: message })
      .max(max, { error: message });
  return z
    .strictObject({
      firstName: text(1, 80, messages.nameLength),
      lastName: text(1, 80, messages.nameLength),
      street: text(3, 160, messages.streetLength),
      postalCode: text(1, 12, messages.postalCode),
      city: text(2, 120, messages.cityLength),
      country: z
        .string({ error: messages.required })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, { error: messages.country })
        .describe('ISO 3166-1 alpha-2'),
      birthDate: z
        .string({ error: messages.required })
        .trim()
        .min(1, { error: messages.required, abort: true })
        .refine(isRealDate, { error: messages.birthDate })
        .describe('YYYY-MM-DD'),
      taxId: z
        .string({ error: messages.required })
        .trim()
        .min(1, { error: messages.required, abort: true })
        .transform(normalizeTaxId),
    })
    .superRefine((values, context) => {
      const postalCodePattern = values.country === 'DE' ? /^\d{5}$/ : /^[0-9A-Za-z -]{3,10}$/;
      if (!postalCodePattern.test(values.postalCode)) {
        context.addIssue({ code: 'custom', path: ['postalCode'], message: messages.postalCode });
      }
      if (isRealDate(values.birthDate) && !isAdultOn(values.birthDate, today())) {
        context.addIssue({ code: 'custom', path: ['birthDate'], message: messages.tooYoung });
      }
      if (values.taxId && !isValidTaxId(values.country, values.taxId)) {
        context.addIssue({
          code: 'custom',
          path: ['taxId'],
          message: values.country === 'DE' ? messages.taxIdGerman : messages.taxIdForeign,
        });
      }
    });
}

export const taxProfileRequestSchema = createTaxProfileSchema(taxProfileApiMessages);
export type TaxProfileRequest = z.input<typeof taxProfileRequestSchema>;

/** What the seller entered, without the tax identification number: only its last 3 characters. */
export const taxProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  birthDate: z.string(),
  taxIdHint: z.string(),
  updatedAt: z.iso.datetime(),
});
export type TaxProfile = z.infer<typeof taxProfileSchema>;

export const taxProfileResponseSchema = z.object({
  data: z.object({ profile: taxProfileSchema.nullable() }),
});

/** Why payouts wait: no enabled payout account, or DAC7 details missing past the thresholds. */
export const payoutHoldReasons = ['payout_account', 'tax_details'] as const;
export type PayoutHoldReason = (typeof payoutHoldReasons)[number];

export const sellerPaymentStatusSchema = z.object({
  /** Online payment (Stripe) is configured on this server. */
  isOnlinePaymentAvailable: z.boolean(),
  payoutAccount: z.object({
    /** none: not connected; pending: onboarding not finished; enabled: payouts possible. */
    status: z.enum(['none', 'pending', 'enabled']),
    enabledAt: z.iso.datetime().nullable(),
  }),
  /** DAC7 counts for the current calendar year (UTC). */
  year: z.number().int(),
  completedSales: z.number().int(),
  revenue: z.number().describe('EUR'),
  thresholds: z.object({ sales: z.number().int(), revenue: z.number().describe('EUR') }),
  /** A threshold is reached: the tax details are needed before further payouts. */
  isTaxProfileRequired: z.boolean(),
  hasTaxProfile: z.boolean(),
  /** Why payouts of completed orders wait now, or null when nothing holds them. */
  payoutHold: z.enum(payoutHoldReasons).nullable(),
});
export type SellerPaymentStatus = z.infer<typeof sellerPaymentStatusSchema>;

export const sellerPaymentStatusResponseSchema = z.object({ data: sellerPaymentStatusSchema });

export const payoutOnboardingResponseSchema = z.object({
  data: z.object({ url: z.url(), expiresAt: z.iso.datetime() }),
});

export const webhookReceiptSchema = z.object({
  received: z.literal(true),
  /** The event id was seen before: nothing was done again. */
  isDuplicate: z.boolean(),
});
