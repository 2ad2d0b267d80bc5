import { languages } from '@shared/i18n/languages';
import {
  moderationActions,
  moderationCaseKinds,
  moderationCaseStatuses,
  moderationRules,
  moderationSubjectKinds,
  objectionStatuses,
  reportReasons,
  reportSubjectKinds,
} from '@shared/moderation/moderation-constants';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * Issue 18 (ADR 064): one moderation queue. A case gathers everything about one subject while it is
 * open: several reports on the same listing join one case; a held photo, a listing check or an order
 * problem opens a case of its own kind. `subjectId` is the listing, user, chat thread, review, media
 * asset or order id (no foreign key: the queue outlives what it is about, and records decisions).
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: moderationCaseKinds }).notNull(),
    subjectKind: text('subject_kind', { enum: moderationSubjectKinds }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** Whose content or conduct it is about (the seller, the sender, the reviewed user…). */
    subjectOwnerId: uuid('subject_owner_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: moderationCaseStatuses }).notNull().default('open'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** What raised it beyond reports: the check's findings, the nudity score, the order's problem. */
    signals: jsonb('signals').$type<Record<string, unknown>>().notNull().default({}),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('moderation_cases_queue_idx').on(table.status, table.kind, table.openedAt),
    index('moderation_cases_subject_idx').on(table.subjectKind, table.subjectId),
    // At most one open case per source and subject: a second report joins the first one's case.
    uniqueIndex('moderation_cases_one_open')
      .on(table.kind, table.subjectKind, table.subjectId)
      .where(sql`${table.status} <> 'decided'`),
  ],
);

/** A notice (Art. 16 DSA): by a user or a guest, always with a good-faith confirmation. */
export const moderationReports = pgTable(
  'moderation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind', { enum: reportSubjectKinds }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    reason: text('reason', { enum: reportReasons }).notNull(),
    explanation: text('explanation').notNull(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** A guest's address for the receipt and the decision; a user's comes from the account. */
    reporterEmail: text('reporter_email'),
    /** Language of the receipt and of the decision mail. */
    reporterLanguage: text('reporter_language', { enum: languages }).notNull().default('en'),
    /** Only for the per-reporter rate limit of guests; erased after a day by the moderation sweep. */
    reporterIpHash: text('reporter_ip_hash'),
    goodFaith: boolean('good_faith').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the reporter was told the outcome (Art. 16(5)). */
    reporterNotifiedAt: timestamp('reporter_notified_at', { withTimezone: true }),
  },
  (table) => [
    index('moderation_reports_case_idx').on(table.caseId),
    index('moderation_reports_reporter_idx').on(table.reporterId, table.createdAt),
    index('moderation_reports_ip_idx').on(table.reporterIpHash, table.createdAt),
    index('moderation_reports_created_idx').on(table.createdAt),
  ],
);

/**
 * Every decision, with who, when and why. A restricting decision is also the statement of reasons
 * the affected user reads (Art. 17): `facts`, `rule`, `automated` and the language it was sent in.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    action: text('action', { enum: moderationActions }).notNull(),
    rule: text('rule', { enum: moderationRules }),
    /** The facts and circumstances the decision rests on, as the moderator wrote them. */
    facts: text('facts').notNull(),
    /** Whether automated means detected or decided it (Art. 17(3)(c)). */
    automatedDetection: boolean('automated_detection').notNull().default(false),
    automatedDecision: boolean('automated_decision').notNull().default(false),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The user the decision restricts, who receives the statement of reasons. */
    affectedUserId: uuid('affected_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The state before, so an upheld objection can restore it exactly (e.g. the listing's status). */
    previousState: jsonb('previous_state').$type<Record<string, unknown>>().notNull().default({}),
    /** For an objection's decision: the decision it reviewed. */
    reviewsDecisionId: uuid('reviews_decision_id'),
    statementSentAt: timestamp('statement_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('moderation_decisions_case_idx').on(table.caseId),
    index('moderation_decisions_affected_idx').on(table.affectedUserId, table.createdAt),
    index('moderation_decisions_created_idx').on(table.createdAt),
  ],
);

export const moderationCaseNotes = pgTable(
  'moderation_case_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('moderation_case_notes_case_idx').on(table.caseId, table.createdAt)],
);

/** Art. 20 DSA internal complaint: decided by a different moderator, never automatically. */
export const moderationObjections = pgTable(
  'moderation_objections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    decisionId: uuid('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    status: text('status', { enum: objectionStatuses }).notNull().default('open'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    outcomeNote: text('outcome_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    // One objection per decision: the seller explains once, a second moderator answers once.
    uniqueIndex('moderation_objections_decision_unique').on(table.decisionId),
    index('moderation_objections_status_idx').on(table.status, table.createdAt),
  ],
);
