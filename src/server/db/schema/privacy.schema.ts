import { consentDecisions, consentKinds, dataExportStatuses } from '@shared/privacy/privacy-constants';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/** Issue 18, GDPR Art. 15/20 (ADR 067): an archive prepared by a job, fetched by a signed link. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: dataExportStatuses }).notNull().default('pending'),
    /** 0..100 while running, for the progress bar. */
    progress: smallint('progress').notNull().default(0),
    /** Key of the archive in media storage. */
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadCount: integer('download_count').notNull().default(0),
  },
  (table) => [index('data_exports_user_idx').on(table.userId, table.requestedAt.desc())],
);

/** Art. 7(1) GDPR: every consent given, refused or withdrawn, with the text version shown. Append-only. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: consentKinds }).notNull(),
    decision: text('decision', { enum: consentDecisions }).notNull(),
    textVersion: text('text_version').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consent_records_user_idx').on(table.userId, table.kind, table.recordedAt.desc())],
);

/**
 * Issue 18 erasure (ADR 070): what the law makes us keep after an account is deleted (order records
 * for tax, DAC7 reports), apart from live data and restricted to that purpose, until `retainUntil`.
 * No foreign key to users: the account is gone.
 */
export const retainedRecords = pgTable(
  'retained_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formerUserId: uuid('former_user_id').notNull(),
    kind: text('kind').notNull(),
    referenceId: text('reference_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    legalBasis: text('legal_basis').notNull(),
    retainUntil: timestamp('retain_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('retained_records_user_idx').on(table.formerUserId),
    index('retained_records_until_idx').on(table.retainUntil),
  ],
);
