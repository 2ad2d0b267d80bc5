import { z } from 'zod';
import { listingImageSchema } from '../listings/listing.schema';
import {
  cancelReasons,
  fulfilmentKinds,
  orderActions,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  payoutStatuses,
  problemReasons,
} from './order-states';

/** Amounts in the API are EUR with two decimals, like listing prices; the server counts in cents. */
const eurSchema = z.number().describe('EUR');

/** One checkout holds listings of one seller; the cart checks out one seller at a time. */
export const checkoutListingIdsSchema = z.array(z.uuid()).min(1).max(20);

export const shippingAddressSchema = z.strictObject({
  name: z.string().trim().min(2).max(120),
  street: z.string().trim().min(3).max(160),
  postalCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{3,10}$/),
  city: z.string().trim().min(2).max(120),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('DE')
    .describe('ISO 3166-1 alpha-2'),
});
export type ShippingAddressInput = z.infer<typeof shippingAddressSchema>;

/** A named amount: buyer lines (items, shipping, fees) and the seller's §9 fees. */
export const amountLineSchema = z.object({ id: z.string(), amount: eurSchema });
export type AmountLine = z.infer<typeof amountLineSchema>;

export const fulfilmentChoiceSchema = z.object({
  kind: z.enum(fulfilmentKinds),
  /** The listing's shipping option (shipping and same-day); null for pickup. */
  shippingOptionId: z.string().nullable(),
  label: z.string(),
  price: eurSchema,
  estimated: z.string().nullable(),
});
export type FulfilmentChoice = z.infer<typeof fulfilmentChoiceSchema>;

export const checkoutItemSchema = z.object({
  listingId: z.uuid(),
  slug: z.string(),
  title: z.string(),
  thumbnail: listingImageSchema.nullable(),
  unitPrice: eurSchema,
  /** 'offer': the buyer's accepted offer sets the price (issue 16); otherwise the listing's price. */
  priceSource: z.enum(['listing', 'offer']),
  quantity: z.number().int().min(1),
});

export const checkoutQuerySchema = z.object({
  listingIds: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(checkoutListingIdsSchema)
    .describe('Comma-separated listing ids of one seller'),
});

/** What the checkout page needs: the items at their price, what the seller offers, how one can pay. */
export const checkoutQuoteSchema = z
  .object({
    seller: z.object({ id: z.uuid(), name: z.string() }),
    items: z.array(checkoutItemSchema),
    fulfilments: z.array(fulfilmentChoiceSchema).describe('Only what every listing offers'),
    paymentMethods: z.array(z.enum(paymentMethods)).describe('cash_on_pickup only with pickup'),
    onlinePaymentConfigured: z.boolean(),
    itemsTotal: eurSchema,
    /** Fees the buyer pays on top, each named (ADR 057: none today, so the list is empty). */
    buyerFees: z.array(amountLineSchema),
  })
  .meta({ id: 'CheckoutQuote' });
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;
export const checkoutQuoteResponseSchema = z.object({ data: checkoutQuoteSchema });

export const createOrderRequestSchema = z.strictObject({
  listingIds: checkoutListingIdsSchema,
  fulfilment: z.enum(fulfilmentKinds),
  shippingOptionId: z.string().min(1).max(64).nullable().default(null),
  shippingAddress: shippingAddressSchema.nullable().default(null).describe('Required when shipping'),
  paymentMethod: z.enum(paymentMethods),
  /** The web's id for this confirmation: a retried request returns the same order, never a second. */
  clientRequestId: z.uuid(),
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

export const orderEventSchema = z.object({
  fromStatus: z.enum(orderStatuses).nullable(),
  toStatus: z.enum(orderStatuses),
  actor: z.enum(['buyer', 'seller', 'system', 'moderator']),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const orderSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    status: z.enum(orderStatuses),
    /** The caller's side of the order. */
    role: z.enum(['buyer', 'seller']),
    counterpart: z.object({ id: z.uuid(), name: z.string() }),
    items: z.array(checkoutItemSchema),
    fulfilment: z.enum(fulfilmentKinds),
    shippingLabel: z.string().nullable(),
    shippingAddress: shippingAddressSchema.nullable(),
    paymentMethod: z.enum(paymentMethods),
    paymentStatus: z.enum(paymentStatuses),
    itemsTotal: eurSchema,
    shipping: eurSchema,
    buyerFees: z.array(amountLineSchema),
    total: eurSchema,
    /**
     * Seller only: the §9 fees and what is paid out; null for the buyer. Cash on pickup passes no
     * money through the platform: no fees, payout null (ADR 057).
     */
    sellerFees: z.array(amountLineSchema).nullable(),
    payout: eurSchema.nullable(),
    payoutStatus: z.enum(payoutStatuses).nullable(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    /** Buyer only, for pickup and same-day: the code to show the seller at the handover. */
    handoverCode: z.string().nullable(),
    cancelReason: z.enum(cancelReasons).nullable(),
    cancelNote: z.string().nullable(),
    cancelledBy: z.enum(['buyer', 'seller', 'system', 'moderator']).nullable(),
    problemReason: z.enum(problemReasons).nullable(),
    problemNote: z.string().nullable(),
    /** For an unpaid online order: where the buyer pays (the provider's hosted checkout). */
    checkoutUrl: z.string().nullable(),
    /**
     * What the caller may do now (the transition table, narrowed by fulfilment, time windows and
     * the handover lock). The buyer of an unpaid online order also gets 'pay' (a fresh payment page).
     */
    actions: z.array(z.enum(orderActions)),
    /** Until when a problem can be reported (14 days after shipping or handover); null before. */
    returnWindowEndsAt: z.iso.datetime().nullable(),
    /** Buyer only: whether this completed order can still be reviewed (issue 17 reviews). */
    canReview: z.boolean(),
    events: z.array(orderEventSchema),
    createdAt: z.iso.datetime(),
    paidAt: z.iso.datetime().nullable(),
    shippedAt: z.iso.datetime().nullable(),
    handedOverAt: z.iso.datetime().nullable(),
    completedAt: z.iso.datetime().nullable(),
    cancelledAt: z.iso.datetime().nullable(),
    problemReportedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ data: z.object({ order: orderSchema }) });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export const createOrderResponseSchema = z.object({
  data: z.object({
    order: orderSchema,
    /** Online payment: the provider's checkout page to send the buyer to; null for cash on pickup. */
    paymentUrl: z.string().nullable(),
  }),
});

export const orderListQuerySchema = z.object({
  role: z.enum(['buyer', 'seller']).default('buyer'),
  status: z.enum(orderStatuses).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const orderListResponseSchema = z.object({
  data: z.object({
    orders: z.array(orderSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const orderParamsSchema = z.object({ orderId: z.uuid() });

export const shipOrderRequestSchema = z.strictObject({
  carrier: z.string().trim().min(2).max(40),
  trackingNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/),
});

export const handOverOrderRequestSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

export const cancelOrderRequestSchema = z.strictObject({
  reason: z.enum(cancelReasons),
  note: z.string().trim().max(500).optional(),
});

export const reportProblemRequestSchema = z.strictObject({
  reason: z.enum(problemReasons),
  note: z.string().trim().min(10).max(2000),
});

export const checkoutHandoffRequestSchema = z.strictObject({
  listingId: z.uuid(),
  channel: z.string().min(1).max(40),
  latencyMs: z.number().int().min(0).max(120_000),
});
