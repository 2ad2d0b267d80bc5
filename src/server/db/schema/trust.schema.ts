import { identityDocumentTypes, identityStatuses } from '@shared/identity/identity.schema';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { reviews } from './listings.schema';
import { orders } from './orders.schema';
import { users } from './users.schema';

/**
 * Identity checks (spec §3, issue 17, ADR 059): a submission waits for a moderator. The document
 * number is encrypted with IDENTITY_ENCRYPTION_KEY; once decided, every personal field is erased and
 * only the outcome, its date, the reason and the cooldown stay.
 */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: identityStatuses }).notNull().default('pending'),
    documentType: text('document_type', { enum: identityDocumentTypes }),
    issuingCountry: text('issuing_country'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    documentNumberEncrypted: text('document_number_encrypted'),
    birthDate: date('birth_date'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    failureReason: text('failure_reason'),
    /** After a rejection: no new submission before this. */
    cooldownUntil: timestamp('cooldown_until', { withTimezone: true }),
  },
  (table) => [
    index('identity_checks_user_idx').on(table.userId, table.submittedAt.desc()),
    // One pending check per user at a time.
    uniqueIndex('identity_checks_one_pending').on(table.userId).where(sql`${table.status} = 'pending'`),
  ],
);

/** Helpful / not helpful, once per user and review (the vote can be changed, never doubled). */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.userId] })],
);

/** A seller asked the buyer of a completed order for a review; the cooldown counts from the last one. */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('review_requests_order_idx').on(table.orderId, table.requestedAt.desc())],
);
