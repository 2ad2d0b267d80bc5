import {
  cancelReasons,
  fulfilmentKinds,
  orderActors,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  payoutStatuses,
  problemReasons,
} from '@shared/orders/order-states';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings } from './listings.schema';
import { users } from './users.schema';

export interface ShippingAddress {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

/** One named amount the buyer pays or the seller is charged, in cents. */
export interface OrderFeeLine {
  id: string;
  amountCents: number;
}

/**
 * Orders (issue 17, ADR 057): one per seller and checkout, holding that seller's items. Money is
 * whole cents. The status moves only along `orderMoves` (shared/orders/order-states.ts).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short reference people can read out and search for, e.g. "KK-7Q2M9X". */
    reference: text('reference').notNull(),
    /** The web's id for the confirmation that created the order: a retried request finds it (ADR 057). */
    clientRequestId: uuid('client_request_id'),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: orderStatuses }).notNull().default('created'),
    fulfilment: text('fulfilment', { enum: fulfilmentKinds }).notNull(),
    /** The listing's shipping option chosen, when shipping or same-day. */
    shippingOptionId: text('shipping_option_id'),
    shippingLabel: text('shipping_label'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('unpaid'),
    itemsCents: integer('items_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** What the buyer pays on top of items and shipping, each named (ADR 057: none today). */
    buyerFees: jsonb('buyer_fees').$type<OrderFeeLine[]>().notNull().default([]),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** Spec §9 seller fees, deducted from the payout. */
    sellerFees: jsonb('seller_fees').$type<OrderFeeLine[]>().notNull().default([]),
    payoutCents: integer('payout_cents').notNull().default(0),
    /** The accepted offer whose price the buyer pays, when there is one. */
    offerId: uuid('offer_id'),
    paymentProvider: text('payment_provider'),
    checkoutSessionId: text('checkout_session_id'),
    checkoutUrl: text('checkout_url'),
    paymentIntentId: text('payment_intent_id'),
    refundId: text('refund_id'),
    payoutStatus: text('payout_status', { enum: payoutStatuses }).notNull().default('none'),
    payoutId: text('payout_id'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** 6 digits the buyer shows at pickup; only the buyer is shown it. */
    handoverCode: text('handover_code'),
    handoverAttempts: smallint('handover_attempts').notNull().default(0),
    cancelReason: text('cancel_reason', { enum: cancelReasons }),
    cancelNote: text('cancel_note'),
    cancelledBy: text('cancelled_by', { enum: orderActors }),
    problemReason: text('problem_reason', { enum: problemReasons }),
    problemNote: text('problem_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    problemReportedAt: timestamp('problem_reported_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_reference_unique').on(table.reference),
    uniqueIndex('orders_checkout_session_unique').on(table.checkoutSessionId),
    uniqueIndex('orders_buyer_client_request_unique').on(table.buyerId, table.clientRequestId),
    index('orders_buyer_idx').on(table.buyerId, table.createdAt.desc()),
    index('orders_seller_idx').on(table.sellerId, table.createdAt.desc()),
    // Yearly sales per seller (DAC7, top seller): completed orders by completion date.
    index('orders_seller_completed_idx')
      .on(table.sellerId, table.completedAt)
      .where(sql`${table.status} = 'completed'`),
  ],
);

/** The listings in an order, with the price and title the buyer agreed to. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: smallint('quantity').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.listingId] }),
    index('order_items_listing_idx').on(table.listingId),
  ],
);

/** Every status change, with who made it and why: the order's history for both sides and support. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    actor: text('actor', { enum: orderActors }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * Provider webhooks as received: the provider's event id is unique, so a replayed event is
 * recognised and does nothing twice (ADR 057).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** What handling the event did, e.g. 'paid', 'refunded_cancelled_order', 'ignored'. */
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('payment_events_provider_event_unique').on(table.provider, table.eventId)],
);

/** A seller's connected payout account at the payment provider (Stripe Connect). */
export const sellerPaymentAccounts = pgTable('seller_payment_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  accountId: text('account_id').notNull(),
  payoutsEnabled: timestamp('payouts_enabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What DAC7 obliges the platform to report about a seller past the thresholds (ADR 058). The tax
 * identification number is encrypted with a key from the environment.
 */
export const sellerTaxProfiles = pgTable('seller_tax_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  birthDate: date('birth_date').notNull(),
  taxIdEncrypted: text('tax_id_encrypted').notNull(),
  /** Last 3 characters, so the seller recognises what they entered without the number being shown. */
  taxIdHint: text('tax_id_hint').notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Spec §3 externalCheckout.expectedHandoffLatencyMs: each hand-off from a listing's Buy button to a
 * ready checkout is measured by the web and kept here; the listing shows the recent median per channel.
 */
export const checkoutHandoffs = pgTable(
  'checkout_handoffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    latencyMs: integer('latency_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checkout_handoffs_channel_idx').on(table.channel, table.createdAt.desc())],
);
