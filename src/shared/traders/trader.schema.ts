import { z } from 'zod';
import { issuingCountryCodes } from '../identity/issuing-countries';
import { sellerKinds } from './trader-constants';

/**
 * Art. 30 DSA trader information (issue 18, ADR 066). The same schema checks the settings form and
 * the request; its messages are keys of `traders:form.errors.*`.
 */
export const traderTextMaxLength = 200;

/**
 * One message per field (never "required" and "format" at once), and no `abort`: an aborted field
 * would skip the cross-field rules below, and the form should show every error at once.
 */
const checkedText = (max: number, format?: { isValid: (value: string) => boolean; error: string }) =>
  z
    .string({ error: 'required' })
    .trim()
    .superRefine((value, context) => {
      if (value === '') context.addIssue({ code: 'custom', message: 'required' });
      else if (value.length > max) context.addIssue({ code: 'custom', message: format?.error ?? 'tooLong' });
      else if (format && !format.isValid(value)) context.addIssue({ code: 'custom', message: format.error });
    });
const requiredText = (max = traderTextMaxLength) => checkedText(max);

const isEmail = (value: string) => z.email().safeParse(value).success;

/** Empty means "not given": stored as null, never as ''. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** Postal code formats of the countries most sellers here live in; elsewhere 2–10 letters and digits. */
const postalCodeFormats: Record<string, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  LI: /^\d{4}$/,
  BE: /^\d{4}$/,
  DK: /^\d{4}$/,
  LU: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  PL: /^\d{2}-\d{3}$/,
  CZ: /^\d{3} ?\d{2}$/,
};
const genericPostalCode = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export function isPostalCodeValid(country: string, postalCode: string): boolean {
  return (postalCodeFormats[country] ?? genericPostalCode).test(postalCode);
}

/**
 * VAT identification numbers by their country prefix (EL is Greece, XI Northern Ireland). The
 * common ones are checked exactly; the rest by length and alphabet, since the VIES check is the
 * real proof and not ours to run.
 */
const vatIdFormats: Record<string, RegExp> = {
  DE: /^DE\d{9}$/,
  AT: /^ATU\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  BE: /^BE[01]\d{9}$/,
  FR: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/,
  IT: /^IT\d{11}$/,
  ES: /^ES[0-9A-Z]\d{7}[0-9A-Z]$/,
  PL: /^PL\d{10}$/,
  LU: /^LU\d{8}$/,
  DK: /^DK\d{8}$/,
};
const otherVatPrefixes = [
  'BG',
  'CY',
  'CZ',
  'EE',
  'EL',
  'FI',
  'HR',
  'HU',
  'IE',
  'LT',
  'LV',
  'MT',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'XI',
];

/** Spaces, dots and hyphens people type between the groups are not part of the number. */
export function normaliseVatId(vatId: string): string {
  return vatId.replace(/[\s.-]/g, '').toUpperCase();
}

export function isVatIdValid(vatId: string): boolean {
  const normalised = normaliseVatId(vatId);
  const prefix = normalised.slice(0, 2);
  const exact = vatIdFormats[prefix];
  if (exact) return exact.test(normalised);
  return otherVatPrefixes.includes(prefix) && /^[A-Z]{2}[0-9A-Z]{8,12}$/.test(normalised);
}

/**
 * Lenient on the separators people type ("+49 (30) 123-456"), strict on the number: a country code
 * (+ or 00) and 7–15 digits, as E.164 allows. Stored with "+" and single spaces.
 */
export function normalisePhone(phone: string): string {
  return phone
    .trim()
    .replace(/[()/.-]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^00\s?/, '+');
}

export function isPhoneValid(phone: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(normalisePhone(phone).replace(/\s/g, ''));
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The trader information a seller gives; every rule of the settings form. */
export const traderDetailsSchema = z
  .strictObject({
    legalName: requiredText(),
    street: requiredText(),
    postalCode: requiredText(10).transform((value) => value.toUpperCase()),
    city: requiredText(100),
    country: z.enum(issuingCountryCodes, { error: 'required' }),
    phone: checkedText(30, { isValid: isPhoneValid, error: 'phoneFormat' }).transform(normalisePhone),
    email: checkedText(254, { isValid: isEmail, error: 'emailFormat' }),
    tradeRegisterNumber: optionalText(50),
    registerCourt: optionalText(100),
    vatId: optionalText(20)
      .refine((value) => value === null || isVatIdValid(value), { error: 'vatIdFormat' })
      .transform((value) => (value === null ? null : normaliseVatId(value))),
    selfCertified: z.literal(true, { error: 'selfCertificationRequired' }),
  })
  .refine(
    (details) => isPostalCodeValid(textOf(details.country), textOf(details.postalCode).trim().toUpperCase()),
    {
      path: ['postalCode'],
      error: 'postalCodeFormat',
      // Cross-field rules run even when another field failed, so the form shows every error at once.
      when: ({ value }) => {
        const input = value as Record<string, unknown> | undefined;
        return textOf(input?.postalCode).trim() !== '' && textOf(input?.country) !== '';
      },
    },
  )
  .refine((details) => !(details.tradeRegisterNumber && !details.registerCourt), {
    path: ['registerCourt'],
    error: 'registerCourtRequired',
    when: ({ value }) => value !== undefined,
  })
  .refine((details) => !(details.registerCourt && !details.tradeRegisterNumber), {
    path: ['tradeRegisterNumber'],
    error: 'registerNumberRequired',
    when: ({ value }) => value !== undefined,
  });
export type TraderDetails = z.infer<typeof traderDetailsSchema>;
export type TraderDetailsInput = z.input<typeof traderDetailsSchema>;

/** Every message the schema can give, for the form's catalogue lookup. */
export const traderDetailsErrors = [
  'required',
  'tooLong',
  'postalCodeFormat',
  'phoneFormat',
  'emailFormat',
  'vatIdFormat',
  'registerCourtRequired',
  'registerNumberRequired',
  'selfCertificationRequired',
] as const;

/**
 * `PUT /traders/me`: the switch, and the details when given. Switching to trader without details
 * uses the stored ones; switching back to private keeps them (ADR 066).
 */
export const updateTraderProfileSchema = z.strictObject({
  sellerKind: z.enum(sellerKinds),
  details: traderDetailsSchema.optional(),
});
export type UpdateTraderProfile = z.infer<typeof updateTraderProfileSchema>;
export type UpdateTraderProfileInput = z.input<typeof updateTraderProfileSchema>;

/** The stored details as the owner sees them, for the form; any field may still be missing. */
export const storedTraderDetailsSchema = z.object({
  legalName: z.string().nullable(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tradeRegisterNumber: z.string().nullable(),
  registerCourt: z.string().nullable(),
  vatId: z.string().nullable(),
});
export type StoredTraderDetails = z.infer<typeof storedTraderDetailsSchema>;

export const traderProfileSchema = z
  .object({
    sellerKind: z.enum(sellerKinds),
    details: storedTraderDetailsSchema.nullable().describe('Null until the user first gave details'),
    /** True when the stored details pass every rule today and are self-certified. */
    isComplete: z.boolean(),
    selfCertifiedAt: z.iso.datetime().nullable(),
    declaredAt: z.iso.datetime().nullable().describe('When the user last switched to trader'),
  })
  .meta({ id: 'TraderProfile' });
export type TraderProfile = z.infer<typeof traderProfileSchema>;

export const traderProfileResponseSchema = z.object({ data: traderProfileSchema });

/**
 * What buyers are owed (Art. 30(7) DSA: name, address, phone, email, register, the
 * self-certification) plus the VAT ID a trader gives. Never the declaration dates.
 */
export const publicTraderInfoSchema = z
  .object({
    legalName: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    tradeRegisterNumber: z.string().nullable(),
    registerCourt: z.string().nullable(),
    vatId: z.string().nullable(),
    selfCertified: z.literal(true),
  })
  .meta({ id: 'PublicTraderInfo' });
export type PublicTraderInfo = z.infer<typeof publicTraderInfoSchema>;

/** Added to the listing page's seller and the public seller page. */
export const sellerKindFields = {
  sellerKind: z.enum(sellerKinds),
  trader: publicTraderInfoSchema
    .nullable()
    .describe('The legal information of a commercial seller; null for private sellers'),
};
