import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings } from './listings.schema';
import { users } from './users.schema';

/** Chat (issue 16, ADR 050): one thread per listing and buyer. */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    /** The last delivered message (or offer); what the archive job's 10 minutes count from. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** When each side last read the thread; their unread messages are the delivered ones after it. */
    buyerReadAt: timestamp('buyer_read_at', { withTimezone: true }),
    sellerReadAt: timestamp('seller_read_at', { withTimezone: true }),
    /**
     * When each side was last emailed about this thread: at most one email while they have not read
     * it (a new email only once `…ReadAt` is later than this).
     */
    buyerEmailedAt: timestamp('buyer_emailed_at', { withTimezone: true }),
    sellerEmailedAt: timestamp('seller_emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_threads_listing_buyer_unique').on(table.listingId, table.buyerId),
    index('chat_threads_buyer_idx').on(table.buyerId, table.lastActivityAt.desc()),
    index('chat_threads_seller_idx').on(table.sellerId, table.lastActivityAt.desc()),
    index('chat_threads_active_activity_idx').on(table.lastActivityAt).where(sql`${table.status} = 'active'`),
  ],
);

export const chatOffers = pgTable(
  'chat_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    proposerId: uuid('proposer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    madeBy: text('made_by', { enum: ['buyer', 'seller'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    message: text('message'),
    status: text('status', {
      enum: ['open', 'accepted', 'declined', 'countered', 'expired', 'withdrawn'],
    })
      .notNull()
      .default('open'),
    parentOfferId: uuid('parent_offer_id'),
    /** The proposer's client id: a retried offer returns the first one. */
    clientId: uuid('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chat_offers_client_unique').on(table.proposerId, table.clientId),
    index('chat_offers_thread_idx').on(table.threadId, table.createdAt),
    /** At most one open offer per thread at a time. */
    uniqueIndex('chat_offers_one_open_per_thread').on(table.threadId).where(sql`${table.status} = 'open'`),
    index('chat_offers_open_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'open'`),
    /** The agreed price the checkout reads: the accepted offer per listing and buyer. */
    index('chat_offers_accepted_idx')
      .on(table.listingId, table.buyerId)
      .where(sql`${table.status} = 'accepted'`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sender's id for the message: a retry with the same one never creates a second message. */
    clientId: uuid('client_id').notNull(),
    kind: text('kind', { enum: ['text', 'offer', 'system'] })
      .notNull()
      .default('text'),
    body: text('body').notNull(),
    offerId: uuid('offer_id').references(() => chatOffers.id, { onDelete: 'set null' }),
    systemEvent: text('system_event'),
    /** delivered; held until a moderator decides; rejected by one. */
    status: text('status', { enum: ['delivered', 'held', 'rejected'] })
      .notNull()
      .default('delivered'),
    /** What the filter found: kinds and severities, shown to the recipient as warnings when delivered. */
    filterFindings: jsonb('filter_findings')
      .$type<{ kind: string; severity: string; match: string }[]>()
      .notNull()
      .default([]),
    isAutoSent: boolean('is_auto_sent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chat_messages_client_unique').on(table.senderId, table.clientId),
    index('chat_messages_thread_idx').on(table.threadId, table.createdAt),
    index('chat_messages_unread_idx')
      .on(table.threadId)
      .where(sql`${table.status} = 'delivered' AND ${table.readAt} IS NULL`),
  ],
);

/** A user's own block of another: neither can write to the other. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('user_blocks_blocked_idx').on(table.blockedId),
  ],
);

/** Spec §3 chat moderation flag: a held message (filter) or a reported thread (report). */
export const chatFlags = pgTable(
  'chat_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: ['filter', 'report'] }).notNull(),
    status: text('status', { enum: ['open', 'underReview', 'escalated', 'resolved'] })
      .notNull()
      .default('open'),
    severity: text('severity', { enum: ['low', 'medium', 'high', 'critical'] }).notNull(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** Whose conduct the flag is about: the held message's sender, or the reported counterpart. */
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportReason: text('report_reason'),
    reportNote: text('report_note'),
    findings: jsonb('findings')
      .$type<{ kind: string; severity: string; match: string }[]>()
      .notNull()
      .default([]),
    moderatorNotes: text('moderator_notes'),
    decision: text('decision', { enum: ['approve', 'reject', 'reject-and-block'] }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_flags_queue_idx').on(table.status, table.severity, table.flaggedAt),
    index('chat_flags_sender_idx').on(table.senderId),
    uniqueIndex('chat_flags_message_unique').on(table.messageId),
  ],
);

/** Every step on a flag, with who and when (the decision record). */
export const chatFlagEvents = pgTable(
  'chat_flag_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flagId: uuid('flag_id')
      .notNull()
      .references(() => chatFlags.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_flag_events_flag_idx').on(table.flagId, table.createdAt)],
);

/** The seller's chat assistant preferences (spec §2 settings). */
export const chatAssistantPreferences = pgTable('chat_assistant_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isEnabled: boolean('is_enabled').notNull().default(true),
  autoSendTopics: text('auto_send_topics').array().notNull().default(sql`ARRAY[]::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
