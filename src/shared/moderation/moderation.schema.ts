import { z } from 'zod';
import {
  moderationActions,
  moderationCaseKinds,
  moderationCaseStatuses,
  moderationRules,
  moderationSubjectKinds,
  objectionStatuses,
  objectionTextMaxLength,
  objectionTextMinLength,
  reportExplanationMaxLength,
  reportExplanationMinLength,
  reportReasons,
  reportSubjectKinds,
} from './moderation-constants';

/**
 * Issue 18 (ADR 064, 065): the API contract of notice and action. Validation messages are keys of
 * `moderation:errors.*` (the web translates them; the server sends them in `details.issues`).
 */

export const moderationNoteMaxLength = 2000;
export const decisionFactsMinLength = 10;
export const decisionFactsMaxLength = 2000;
export const suspensionMaxDays = 365;
/** Without a number of days a suspension lasts this long (Art. 23 DSA: "for a reasonable period"). */
export const suspensionDefaultDays = 30;
export const moderationQueuePageSize = 25;

/** Decisions a moderator takes on a case; `restore` only ever follows an upheld objection. */
export const caseDecisionActions = [
  'dismiss',
  'restrict',
  'remove',
  'suspend',
  'release',
  'refund_buyer',
  'release_to_seller',
] as const satisfies readonly (typeof moderationActions)[number][];
export type CaseDecisionAction = (typeof caseDecisionActions)[number];

const trimmedText = (min: number, max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .min(min, { error: 'tooShort', abort: true })
    .max(max, { error: 'tooLong' });

const person = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'ModerationPerson' });
export type ModerationPerson = z.infer<typeof person>;

// ---------------------------------------------------------------------------------------------
// Reports (Art. 16 DSA)

/**
 * A notice. A guest must give an email address unless the reason is `prohibited_content` (the
 * terms: no name or address is required for reports of child sexual abuse offences); the server
 * answers VALIDATION_FAILED with the issue `email: emailRequired` then. `goodFaith` must be true.
 */
export const reportRequestSchema = z.strictObject({
  subjectKind: z.enum(reportSubjectKinds, { error: 'required' }),
  subjectId: z.uuid({ error: 'required' }),
  reason: z.enum(reportReasons, { error: 'reasonRequired' }),
  explanation: trimmedText(reportExplanationMinLength, reportExplanationMaxLength),
  email: z
    .string()
    .trim()
    .max(254, { error: 'tooLong' })
    .pipe(z.union([z.literal(''), z.email({ error: 'emailInvalid' })]))
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined)),
  goodFaith: z.literal(true, { error: 'goodFaithRequired' }),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;
export type ReportRequestInput = z.input<typeof reportRequestSchema>;

/** The receipt (Art. 16(4)): what was received and when; also sent by email and, for users, in-app. */
export const reportReceiptSchema = z
  .object({
    id: z.uuid(),
    caseId: z.uuid(),
    subjectKind: z.enum(reportSubjectKinds),
    subjectId: z.uuid(),
    reason: z.enum(reportReasons),
    createdAt: z.iso.datetime(),
    /** Whether a receipt mail was queued (false for a guest who gave no address). */
    receiptEmailed: z.boolean(),
  })
  .meta({ id: 'ModerationReportReceipt' });
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;
export const reportReceiptResponseSchema = z.object({ data: z.object({ report: reportReceiptSchema }) });

// ---------------------------------------------------------------------------------------------
// The queue

export const caseStatusFilters = ['active', ...moderationCaseStatuses, 'all'] as const;
export const caseAssignmentFilters = ['any', 'me', 'unassigned'] as const;

export const caseQueueQuerySchema = z.object({
  kind: z.enum(moderationCaseKinds).optional(),
  /** `active` = open or in review (the default). */
  status: z.enum(caseStatusFilters).default('active'),
  /** Only cases opened at least this many days ago (the age filter). */
  olderThanDays: z.coerce.number().int().min(0).max(3650).optional(),
  assigned: z.enum(caseAssignmentFilters).default('any'),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type CaseQueueQuery = z.infer<typeof caseQueueQuerySchema>;

export const moderationCaseSummarySchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(moderationCaseKinds),
    subjectKind: z.enum(moderationSubjectKinds),
    subjectId: z.uuid(),
    /** A short label: the listing's title, the user's name, the order number, "Photo"… */
    subjectLabel: z.string(),
    subjectOwner: person.nullable(),
    status: z.enum(moderationCaseStatuses),
    assignedTo: person.nullable(),
    reportCount: z.number().int().nonnegative(),
    reasons: z.array(z.enum(reportReasons)),
    openedAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
    /** The last decision's action, for decided cases. */
    lastAction: z.enum(moderationActions).nullable(),
  })
  .meta({ id: 'ModerationCaseSummary' });
export type ModerationCaseSummary = z.infer<typeof moderationCaseSummarySchema>;

const countsBy = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.record(z.enum(keys), z.number().int().nonnegative());

export const caseQueueResponseSchema = z.object({
  data: z.object({
    cases: z.array(moderationCaseSummarySchema),
    nextCursor: z.string().nullable(),
    /** Counts over the whole queue (not the page): active cases per kind, all cases per status. */
    counts: z.object({
      activeByKind: countsBy(moderationCaseKinds),
      byStatus: countsBy(moderationCaseStatuses),
    }),
  }),
});
export type CaseQueueResponse = z.infer<typeof caseQueueResponseSchema>;

// ---------------------------------------------------------------------------------------------
// One case with its context

const photoSchema = z.object({ id: z.uuid(), url: z.string() });

/** What the case is about, as it is now (`exists: false` when it has since been deleted). */
export const moderationSubjectSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('listing'),
      id: z.uuid(),
      title: z.string(),
      description: z.string(),
      priceCents: z.number().int().nullable(),
      status: z.string(),
      restriction: z.enum(['restricted', 'removed']).nullable(),
      photos: z.array(photoSchema),
      seller: person.nullable(),
      /** The public page, e.g. `/listings/<id>` (the owner and moderators still see a hidden one). */
      path: z.string(),
    }),
    z.object({
      kind: z.literal('user'),
      id: z.uuid(),
      name: z.string(),
      memberSince: z.iso.datetime(),
      suspendedUntil: z.iso.datetime().nullable(),
      path: z.string(),
    }),
    z.object({
      kind: z.literal('conversation'),
      id: z.uuid(),
      listingTitle: z.string().nullable(),
      participants: z.array(person),
      /** The latest messages, oldest first (at most 50). */
      messages: z.array(
        z.object({ id: z.uuid(), sender: person.nullable(), body: z.string(), sentAt: z.iso.datetime() }),
      ),
    }),
    z.object({
      kind: z.literal('review'),
      id: z.uuid(),
      rating: z.number().int(),
      text: z.string(),
      author: person.nullable(),
      reviewedUser: person.nullable(),
      hidden: z.boolean(),
      createdAt: z.iso.datetime(),
    }),
    z.object({
      kind: z.literal('photo'),
      id: z.uuid(),
      /** The public variant; only moderators are shown it while held. */
      url: z.string(),
      moderation: z.enum(['clear', 'held']),
      nsfwScore: z.number().nullable(),
      owner: person.nullable(),
      listing: z.object({ id: z.uuid(), title: z.string() }).nullable(),
    }),
    z.object({
      kind: z.literal('order'),
      id: z.uuid(),
      number: z.string(),
      status: z.string(),
      totalCents: z.number().int(),
      buyer: person.nullable(),
      seller: person.nullable(),
      problem: z
        .object({ reportedAt: z.iso.datetime(), text: z.string().nullable(), frozen: z.boolean() })
        .nullable(),
      path: z.string(),
    }),
    z.object({ kind: z.literal('missing'), id: z.uuid() }),
  ])
  .meta({ id: 'ModerationSubject' });
export type ModerationSubject = z.infer<typeof moderationSubjectSchema>;

export const moderationReportSchema = z
  .object({
    id: z.uuid(),
    reason: z.enum(reportReasons),
    explanation: z.string(),
    reporterKind: z.enum(['user', 'guest']),
    reporter: person.nullable(),
    /** A guest's address, shown to moderators only (never to the reported party). */
    reporterEmail: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ModerationReport' });
export type ModerationReport = z.infer<typeof moderationReportSchema>;

export const moderationNoteSchema = z
  .object({ id: z.uuid(), author: person.nullable(), body: z.string(), createdAt: z.iso.datetime() })
  .meta({ id: 'ModerationNote' });
export type ModerationNote = z.infer<typeof moderationNoteSchema>;

export const moderationDecisionSchema = z
  .object({
    id: z.uuid(),
    caseId: z.uuid(),
    action: z.enum(moderationActions),
    rule: z.enum(moderationRules).nullable(),
    facts: z.string(),
    automatedDetection: z.boolean(),
    automatedDecision: z.boolean(),
    decidedBy: person.nullable(),
    affectedUser: person.nullable(),
    /** For a `restore` (or a rejected objection's record): the decision the objection reviewed. */
    reviewsDecisionId: z.uuid().nullable(),
    suspendedUntil: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ModerationDecision' });
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

export const moderationObjectionSchema = z
  .object({
    id: z.uuid(),
    decisionId: z.uuid(),
    caseId: z.uuid(),
    status: z.enum(objectionStatuses),
    text: z.string(),
    user: person.nullable(),
    /** Who took the decision objected to: they may not decide the objection. */
    firstModerator: person.nullable(),
    decision: moderationDecisionSchema,
    subjectLabel: z.string(),
    decidedBy: person.nullable(),
    outcomeNote: z.string().nullable(),
    createdAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
    /** False for the caller who took the first decision (and once decided). */
    callerMayDecide: z.boolean(),
  })
  .meta({ id: 'ModerationObjection' });
export type ModerationObjection = z.infer<typeof moderationObjectionSchema>;

export const moderationCaseDetailSchema = moderationCaseSummarySchema
  .extend({
    subject: moderationSubjectSchema,
    /** What raised it beyond reports: nudity score, the check's findings, the order's problem. */
    signals: z.record(z.string(), z.unknown()),
    reports: z.array(moderationReportSchema),
    notes: z.array(moderationNoteSchema),
    decisions: z.array(moderationDecisionSchema),
    objections: z.array(moderationObjectionSchema),
    /** Restricting decisions against the subject's owner before this case (not later restored). */
    priorViolations: z.number().int().nonnegative(),
    /** The actions this case's kind allows now (empty once decided). */
    allowedActions: z.array(z.enum(moderationActions)),
  })
  .meta({ id: 'ModerationCaseDetail' });
export type ModerationCaseDetail = z.infer<typeof moderationCaseDetailSchema>;

export const caseParamsSchema = z.object({ caseId: z.uuid() });
export const caseDetailResponseSchema = z.object({ data: z.object({ case: moderationCaseDetailSchema }) });
export type CaseDetailResponse = z.infer<typeof caseDetailResponseSchema>;

export const assignCaseRequestSchema = z.strictObject({ moderatorId: z.uuid().nullable() });
export type AssignCaseRequest = z.infer<typeof assignCaseRequestSchema>;

export const addNoteRequestSchema = z.strictObject({ body: trimmedText(1, moderationNoteMaxLength) });
export type AddNoteRequest = z.infer<typeof addNoteRequestSchema>;
export const noteResponseSchema = z.object({ data: z.object({ note: moderationNoteSchema }) });

/**
 * A decision on a case. `rule` is required for restricting actions (restrict, remove, suspend);
 * `suspendDays` only for `suspend` (default 30). Which actions fit which case kind: `allowedActions`.
 */
export const decideCaseRequestSchema = z
  .strictObject({
    action: z.enum(caseDecisionActions, { error: 'required' }),
    rule: z.enum(moderationRules, { error: 'ruleRequired' }).optional(),
    facts: trimmedText(decisionFactsMinLength, decisionFactsMaxLength),
    suspendDays: z
      .number()
      .int()
      .min(1, { error: 'suspendDaysRange' })
      .max(suspensionMaxDays, {
        error: 'suspendDaysRange',
      })
      .optional(),
  })
  .superRefine((value, context) => {
    if (['restrict', 'remove', 'suspend'].includes(value.action) && !value.rule) {
      context.addIssue({ code: 'custom', path: ['rule'], message: 'ruleRequired' });
    }
  });
export type DecideCaseRequest = z.infer<typeof decideCaseRequestSchema>;
export type DecideCaseRequestInput = z.input<typeof decideCaseRequestSchema>;

export const decideCaseResponseSchema = z.object({
  data: z.object({ decision: moderationDecisionSchema, case: moderationCaseDetailSchema }),
});

export const moderatorsResponseSchema = z.object({ data: z.object({ moderators: z.array(person) }) });

// ---------------------------------------------------------------------------------------------
// Statements of reasons (Art. 17) and objections (Art. 20)

/** The statement of reasons as the affected user (or a moderator) reads it. */
export const statementOfReasonsSchema = z
  .object({
    decisionId: z.uuid(),
    action: z.enum(moderationActions),
    subject: z.object({
      kind: z.enum(moderationSubjectKinds),
      id: z.uuid(),
      label: z.string(),
    }),
    facts: z.string(),
    rule: z.enum(moderationRules).nullable(),
    /** `/docs/terms#<anchor>` of the rule (ADR 064 names the anchors). */
    ruleUrl: z.string().nullable(),
    automatedDetection: z.boolean(),
    automatedDecision: z.boolean(),
    decidedAt: z.iso.datetime(),
    suspendedUntil: z.iso.datetime().nullable(),
    /** Whether the decision has since been undone (objection upheld or suspension ended). */
    restoredAt: z.iso.datetime().nullable(),
    objection: z.object({
      /** The caller may object now (affected user, within the window, none filed yet). */
      possible: z.boolean(),
      deadline: z.iso.datetime(),
      filed: z
        .object({
          id: z.uuid(),
          status: z.enum(objectionStatuses),
          text: z.string(),
          createdAt: z.iso.datetime(),
          decidedAt: z.iso.datetime().nullable(),
          outcomeNote: z.string().nullable(),
        })
        .nullable(),
    }),
  })
  .meta({ id: 'StatementOfReasons' });
export type StatementOfReasons = z.infer<typeof statementOfReasonsSchema>;

export const decisionParamsSchema = z.object({ decisionId: z.uuid() });

/**
 * The signed objection link of a statement of reasons (ADR 075): it stands in for the session of
 * the affected user, for that one decision, until the objection deadline. Malformed, tampered, for
 * another decision: OBJECTION_LINK_INVALID; past the deadline: OBJECTION_LINK_EXPIRED.
 */
export const objectionTokenSchema = z.string().trim().min(1).max(200).meta({
  description:
    'The token of the objection link in the statement-of-reasons mail or notice; replaces the session for this decision only.',
});
/** Read a statement with the session, or without one through its objection link. */
export const statementQuerySchema = z.object({ token: objectionTokenSchema.optional() });
export type StatementQuery = z.infer<typeof statementQuerySchema>;
export const statementResponseSchema = z.object({ data: z.object({ statement: statementOfReasonsSchema }) });
export type StatementResponse = z.infer<typeof statementResponseSchema>;
export const myDecisionsResponseSchema = z.object({
  data: z.object({ statements: z.array(statementOfReasonsSchema) }),
});

export const objectionRequestSchema = z.strictObject({
  text: trimmedText(objectionTextMinLength, objectionTextMaxLength),
  /** Without a session (a suspended account): the token of the objection link (ADR 075). */
  token: objectionTokenSchema.optional(),
});
export type ObjectionRequest = z.infer<typeof objectionRequestSchema>;
export const objectionResponseSchema = z.object({ data: z.object({ objection: moderationObjectionSchema }) });

export const objectionQueueQuerySchema = z.object({
  status: z.enum([...objectionStatuses, 'all']).default('open'),
});
export const objectionQueueResponseSchema = z.object({
  data: z.object({ objections: z.array(moderationObjectionSchema) }),
});

export const objectionParamsSchema = z.object({ objectionId: z.uuid() });
export const objectionOutcomes = ['upheld', 'rejected'] as const;
export const decideObjectionRequestSchema = z.strictObject({
  outcome: z.enum(objectionOutcomes, { error: 'required' }),
  note: trimmedText(decisionFactsMinLength, decisionFactsMaxLength),
});
export type DecideObjectionRequest = z.infer<typeof decideObjectionRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Transparency (Art. 15, 24)

export const transparencyPeriods = ['month', 'quarter', 'year'] as const;
export type TransparencyPeriod = (typeof transparencyPeriods)[number];

export const transparencyQuerySchema = z.object({
  period: z.enum(transparencyPeriods).default('month'),
});

export const transparencyPeriodSchema = z
  .object({
    /** `2026-11`, `2026-Q4` or `2026`. */
    label: z.string(),
    start: z.iso.datetime(),
    end: z.iso.datetime(),
    reportsReceived: z.number().int().nonnegative(),
    reportsByReason: countsBy(reportReasons),
    /** Cases opened by the automated checks (held photos, listing checks), not by reports. */
    automatedDetections: z.number().int().nonnegative(),
    decisions: z.number().int().nonnegative(),
    decisionsByAction: countsBy(moderationActions),
    /** Median hours from a case's opening to its first decision; null without decisions. */
    medianHoursToDecision: z.number().nonnegative().nullable(),
    objectionsReceived: z.number().int().nonnegative(),
    objectionsDecided: z.number().int().nonnegative(),
    objectionsUpheld: z.number().int().nonnegative(),
  })
  .meta({ id: 'TransparencyPeriod' });
export type TransparencyPeriodFigures = z.infer<typeof transparencyPeriodSchema>;

export const transparencyResponseSchema = z.object({
  data: z.object({
    period: z.enum(transparencyPeriods),
    generatedAt: z.iso.datetime(),
    /** Newest first: 12 months, 8 quarters or 3 years, the current one included. */
    periods: z.array(transparencyPeriodSchema),
  }),
});
export type TransparencyResponse = z.infer<typeof transparencyResponseSchema>;
