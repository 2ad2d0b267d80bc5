import { languages } from '@shared/i18n/languages';
import {
  feedbackCategories,
  feedbackImpacts,
  feedbackTicketStatuses,
} from '@shared/support/feedback-constants';
import { tourStatuses } from '@shared/tour/tour-constants';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * Spec §7 analytics events (issue 18, ADR 068): append-only (a trigger refuses UPDATE, and DELETE
 * outside erasure), no IP address, stored only for users or devices that consented.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    sessionId: text('session_id').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    /** Client facts without the IP address: platform, appVersion, locale, offline, a coarse user agent. */
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('analytics_events_name_time_idx').on(table.name, table.occurredAt),
    index('analytics_events_session_idx').on(table.sessionId, table.occurredAt),
    index('analytics_events_user_idx').on(table.userId),
  ],
);

/** Spec §3 feedback report; the reference (e.g. FB-7K3Q9D) is the ticket id the user sees. */
export const feedbackTickets = pgTable(
  'feedback_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    tenantId: text('tenant_id').notNull().default('dev'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category', { enum: feedbackCategories }).notNull(),
    impact: text('impact', { enum: feedbackImpacts }).notNull(),
    message: text('message').notNull(),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    path: text('path').notNull(),
    diagnostics: jsonb('diagnostics').$type<Record<string, unknown>>().notNull().default({}),
    logs: jsonb('logs').$type<unknown[]>().notNull().default([]),
    /** Key of the PNG in media storage, when one was sent. */
    screenshotKey: text('screenshot_key'),
    screenshotBytes: integer('screenshot_bytes'),
    language: text('language', { enum: languages }).notNull().default('en'),
    status: text('status', { enum: feedbackTicketStatuses }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_tickets_status_idx').on(table.status, table.createdAt.desc())],
);

/** Spec §3 tour state, one per user (the tour is for signed-in power users behind a flag). */
export const tourStates = pgTable('tour_states', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: tourStatuses }).notNull().default('idle'),
  stepIndex: smallint('step_index').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  skippedAt: timestamp('skipped_at', { withTimezone: true }),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
