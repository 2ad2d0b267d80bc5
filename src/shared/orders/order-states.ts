/**
 * Order states and the moves between them (issue 17, ADR 057). One table decides every transition:
 * the server refuses any move it does not list, and the web shows only the actions it offers.
 *
 * created (listing reserved for the buyer) → paid → shipped | handed_over → completed;
 * pay on pickup skips paid: created → handed_over (the money changes hands at the handover).
 * Either side may cancel before shipping; the buyer may report a problem within the return window,
 * which freezes the order until a moderator decides (a later issue's case queue).
 */
export const orderStatuses = [
  'created',
  'paid',
  'shipped',
  'handed_over',
  'completed',
  'cancelled',
  'problem_reported',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderActions = ['pay', 'ship', 'hand_over', 'complete', 'cancel', 'report_problem'] as const;
export type OrderAction = (typeof orderActions)[number];

export const orderActors = ['buyer', 'seller', 'system', 'moderator'] as const;
export type OrderActor = (typeof orderActors)[number];

/** How the buyer pays: online through the payment provider, or cash at the pickup. */
export const paymentMethods = ['online', 'cash_on_pickup'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** What the listing offers the buyer (spec §1): shipping, pickup, same-day delivery. */
export const fulfilmentKinds = ['shipping', 'pickup', 'sameday'] as const;
export type FulfilmentKind = (typeof fulfilmentKinds)[number];

export const paymentStatuses = ['unpaid', 'paid', 'refund_pending', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Seller payout after completion; `held` while DAC7 details are missing (ADR 058). */
export const payoutStatuses = ['none', 'held', 'pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const cancelReasons = [
  'changed_mind',
  'item_unavailable',
  'buyer_unresponsive',
  'seller_unresponsive',
  'payment_problem',
  'other',
] as const;
export type CancelReason = (typeof cancelReasons)[number];

export const problemReasons = ['not_received', 'not_as_described', 'damaged', 'other'] as const;
export type ProblemReason = (typeof problemReasons)[number];

interface OrderMove {
  action: OrderAction;
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: readonly OrderActor[];
}

/** Every allowed move. `pay` is the provider's webhook (system); the rest are people. */
export const orderMoves: readonly OrderMove[] = [
  { action: 'pay', from: ['created'], to: 'paid', by: ['system'] },
  { action: 'ship', from: ['paid'], to: 'shipped', by: ['seller'] },
  { action: 'hand_over', from: ['paid', 'created'], to: 'handed_over', by: ['seller'] },
  { action: 'complete', from: ['shipped', 'handed_over'], to: 'completed', by: ['buyer', 'system'] },
  { action: 'cancel', from: ['created', 'paid'], to: 'cancelled', by: ['buyer', 'seller', 'system'] },
  {
    action: 'report_problem',
    from: ['shipped', 'handed_over', 'completed'],
    to: 'problem_reported',
    by: ['buyer'],
  },
];

/** The move an actor may make from a status, or undefined when the table forbids it. */
export function findOrderMove(action: OrderAction, from: OrderStatus, actor: OrderActor) {
  return orderMoves.find(
    (move) => move.action === action && move.from.includes(from) && move.by.includes(actor),
  );
}

/** The actions the actor may take on an order in this status (the web's buttons). */
export function allowedOrderActions(from: OrderStatus, actor: OrderActor): OrderAction[] {
  return orderMoves
    .filter((move) => move.from.includes(from) && move.by.includes(actor))
    .map((move) => move.action);
}

/** Spec §9: return right 14 days, counted from shipping or handover; a problem can be reported within it. */
export const returnWindowDays = 14;
/** A shipped order the buyer never confirms completes by itself this many days after shipping. */
export const autoCompleteAfterDays = 14;
/** An unpaid online order is cancelled after this many hours, freeing the listing. */
export const unpaidOrderExpiryHours = 24;
/** Handover codes: 6 digits the buyer shows at pickup and the seller enters. */
export const handoverCodeLength = 6;

/** DAC7 reporting thresholds per calendar year (ADR 058): either one reached triggers the duty. */
export const dac7SalesThreshold = 30;
export const dac7RevenueThresholdCents = 200_000;
