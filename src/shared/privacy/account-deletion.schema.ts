import { z } from 'zod';
import { consentDecisions, consentKinds } from './privacy-constants';

/** What has to finish before an account can go (ADR 070): the UI names each with a link. */
export const deletionBlockerKinds = [
  'open-order-as-buyer',
  'open-order-as-seller',
  'pending-payout',
  'open-objection',
] as const;
export type DeletionBlockerKind = (typeof deletionBlockerKinds)[number];

export const deletionBlockerSchema = z.object({
  kind: z.enum(deletionBlockerKinds),
  id: z.string(),
  /** An order's reference, or the decision's id: what the user recognises. */
  label: z.string(),
  status: z.string(),
  /** The page where it can be finished, e.g. `/orders/<id>`. */
  link: z.string(),
});
export type DeletionBlocker = z.infer<typeof deletionBlockerSchema>;

export const deletionPreflightSchema = z.object({
  canDelete: z.boolean(),
  blockers: z.array(deletionBlockerSchema),
  /** Two-factor sign-in is on: the confirmation asks for a code instead of the password. */
  requiresSecondFactor: z.boolean(),
});
export type DeletionPreflight = z.infer<typeof deletionPreflightSchema>;
export const deletionPreflightResponseSchema = z.object({ data: deletionPreflightSchema });

/** Re-authentication: the password, or with two-factor sign-in on, a code or a recovery code. */
export const deleteAccountRequestSchema = z
  .object({
    password: z.string().min(1).max(1024).optional(),
    otp: z
      .string()
      .trim()
      .regex(/^\d{6}$/)
      .optional(),
    recoveryCode: z.string().trim().min(1).max(40).optional(),
  })
  .strict();
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const retainedSummarySchema = z.object({
  kind: z.string(),
  count: z.number().int(),
  retainUntil: z.string(),
});

export const deleteAccountResponseSchema = z.object({
  data: z.object({ deletedAt: z.string(), retained: z.array(retainedSummarySchema) }),
});
export type DeleteAccountResult = z.infer<typeof deleteAccountResponseSchema>['data'];

export const consentRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(consentKinds),
  decision: z.enum(consentDecisions),
  textVersion: z.string(),
  recordedAt: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const consentStateSchema = z.object({
  kind: z.enum(consentKinds),
  isGranted: z.boolean(),
  /** When the current state was decided; null while never asked. */
  decidedAt: z.string().nullable(),
  /** The text version the current grant was given for. */
  textVersion: z.string().nullable(),
  /** The version shown today: a grant for an older one is asked again. */
  currentTextVersion: z.string(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const consentsResponseSchema = z.object({
  data: z.object({
    analytics: consentStateSchema,
    communication: consentStateSchema,
    history: z.array(consentRecordSchema),
  }),
});
export type Consents = z.infer<typeof consentsResponseSchema>['data'];

export const communicationConsentDecisionSchema = z
  .object({ decision: z.enum(['granted', 'withdrawn']) })
  .strict();
