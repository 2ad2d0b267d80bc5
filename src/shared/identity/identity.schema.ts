import { z } from 'zod';
import { issuingCountryCodes } from './issuing-countries';

/** Spec §3 Identity check: statuses and document types (issue 17). */
export const identityStatuses = ['pending', 'approved', 'rejected'] as const;
export type IdentityStatus = (typeof identityStatuses)[number];

export const identityDocumentTypes = ['id_card', 'passport'] as const;
export type IdentityDocumentType = (typeof identityDocumentTypes)[number];

/** After a rejection the user may submit again after this many days (ADR 059). */
export const identityResubmitCooldownDays = 7;
/** Only adults may verify: the platform's terms require it for buying and selling. */
export const identityMinimumAgeYears = 18;
export const identityNameMaxLength = 100;
export const identityReasonMaxLength = 500;
export const identityQueuePageSize = 20;

/** The birth date's age in whole years on `today` (both YYYY-MM-DD, calendar arithmetic, no time zones). */
export function ageOn(birthDate: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = birthDate.split('-').map(Number) as [number, number, number];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

const todayIso = () => new Date().toISOString().slice(0, 10);
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(max, { error: 'tooLong' });

/**
 * Spec §5 Identity form: every field required. The same schema checks the form and the request;
 * its messages are keys of `identity:form.errors.*`.
 */
export const identitySubmissionSchema = z.strictObject({
  documentType: z.enum(identityDocumentTypes, { error: 'required' }),
  issuingCountry: z.enum(issuingCountryCodes, { error: 'required' }),
  firstName: requiredText(identityNameMaxLength),
  lastName: requiredText(identityNameMaxLength),
  documentNumber: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(30, { error: 'documentNumberFormat', abort: true })
    .regex(/^[A-Za-z0-9 -]+$/, { error: 'documentNumberFormat' })
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().min(4, { error: 'documentNumberFormat' })),
  birthDate: z
    .string({ error: 'required' })
    .min(1, { error: 'required', abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'birthDateInvalid', abort: true })
    .refine(isRealDate, { error: 'birthDateInvalid', abort: true })
    .refine((value) => value <= todayIso(), { error: 'birthDateFuture', abort: true })
    .refine((value) => ageOn(value, todayIso()) >= identityMinimumAgeYears, {
      error: 'underage',
      abort: true,
    })
    .refine((value) => ageOn(value, todayIso()) <= 130, { error: 'birthDateInvalid' }),
});
export type IdentitySubmission = z.infer<typeof identitySubmissionSchema>;
export type IdentitySubmissionInput = z.input<typeof identitySubmissionSchema>;

/** The signed-in user's latest check as they see it: never their personal data, only the outcome. */
export const identityCheckStatusSchema = z
  .object({
    status: z.enum(['none', ...identityStatuses]),
    documentType: z.enum(identityDocumentTypes).nullable().describe('Only while pending'),
    submittedAt: z.iso.datetime().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    failureReason: z.string().nullable(),
    cooldownUntil: z.iso.datetime().nullable().describe('After a rejection: no new submission before this'),
    canSubmit: z.boolean(),
  })
  .meta({ id: 'IdentityCheckStatus' });
export type IdentityCheckStatus = z.infer<typeof identityCheckStatusSchema>;

export const identityCheckStatusResponseSchema = z.object({ data: identityCheckStatusSchema });

/** What a moderator sees in the queue: the submission, with the document number decrypted. */
export const identityCheckReviewSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(identityStatuses),
    user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
    documentType: z.enum(identityDocumentTypes).nullable(),
    issuingCountry: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    documentNumber: z.string().nullable().describe('Decrypted for the moderator; erased once decided'),
    birthDate: z.string().nullable(),
    submittedAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
    failureReason: z.string().nullable(),
    cooldownUntil: z.iso.datetime().nullable(),
  })
  .meta({ id: 'IdentityCheckReview' });
export type IdentityCheckReview = z.infer<typeof identityCheckReviewSchema>;

export const identityQueueQuerySchema = z.object({
  status: z.enum(['pending', 'decided', 'all']).default('pending'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type IdentityQueueQuery = z.infer<typeof identityQueueQuerySchema>;

export const identityQueueResponseSchema = z.object({
  data: z.object({
    checks: z.array(identityCheckReviewSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type IdentityQueueResponse = z.infer<typeof identityQueueResponseSchema>;

export const identityCheckParamsSchema = z.object({ checkId: z.uuid() });
export const identityCheckReviewResponseSchema = z.object({
  data: z.object({ check: identityCheckReviewSchema }),
});

export const rejectIdentityCheckRequestSchema = z.strictObject({
  reason: requiredText(identityReasonMaxLength),
});
export type RejectIdentityCheckRequest = z.infer<typeof rejectIdentityCheckRequestSchema>;
