import { cities } from '@shared/catalog/cities.data';
import { topCategoryIdOf } from '@shared/catalog/taxonomy';
import type {
  CancelReason,
  FulfilmentKind,
  OrderActor,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  PayoutStatus,
  ProblemReason,
} from '@shared/orders/order-states';
import { autoCompleteAfterDays, handoverCodeLength } from '@shared/orders/order-states';
import { toCents } from '@shared/pricing/cents';
import { computeFees, netProceedsCents } from '@shared/pricing/pricing-rules';
import { hashSeed, type Rng } from '../../catalog-corpus/prng';
import type { OrderFeeLine, ShippingAddress } from '../schema/orders.schema';
import type { DemoListing } from './demo-listing-generator';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface DemoOrderEvent {
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderActor;
  /** The buyer's or seller's email; null for the system. */
  actorEmail: string | null;
  note: string | null;
  at: Date;
}

/** One demo order of one item, every column already consistent with its status. */
export interface DemoOrder {
  reference: string;
  buyerEmail: string;
  sellerEmail: string;
  listingSlug: string;
  title: string;
  unitPriceCents: number;
  status: OrderStatus;
  fulfilment: FulfilmentKind;
  shippingOptionId: string | null;
  shippingLabel: string | null;
  shippingAddress: ShippingAddress | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  itemsCents: number;
  shippingCents: number;
  totalCents: number;
  sellerFees: OrderFeeLine[];
  payoutCents: number;
  payoutStatus: PayoutStatus;
  payoutId: string | null;
  paidOutAt: Date | null;
  paymentProvider: string | null;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  refundId: string | null;
  refundedAt: Date | null;
  carrier: string | null;
  trackingNumber: string | null;
  handoverCode: string | null;
  cancelReason: CancelReason | null;
  cancelNote: string | null;
  cancelledBy: OrderActor | null;
  problemReason: ProblemReason | null;
  problemNote: string | null;
  createdAt: Date;
  paidAt: Date | null;
  shippedAt: Date | null;
  handedOverAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  problemReportedAt: Date | null;
  events: DemoOrderEvent[];
}

/** How the order ends: the last step of its path and, for the unhappy ones, why. */
export type DemoOrderEnding =
  | { status: 'created' | 'paid' | 'shipped' | 'handed_over' | 'completed' }
  | {
      status: 'cancelled';
      after: 'created' | 'paid';
      by: 'buyer' | 'seller';
      reason: CancelReason;
      note: string;
    }
  | { status: 'problem_reported'; reason: ProblemReason; note: string };

export interface DemoOrderInput {
  seed: number;
  /** Unique per order; the reference and provider ids are hashed from it. */
  key: string;
  listing: DemoListing;
  buyer: { email: string; displayName: string; cityId: string };
  fulfilment: FulfilmentKind;
  paymentMethod: PaymentMethod;
  ending: DemoOrderEnding;
  /** When the last step happened; earlier steps are spaced back from it. */
  endsAt: Date;
  /** Decides a completed online order's payout: 'held' while DAC7 details are missing. */
  payoutHeld?: boolean;
  now: Date;
  rng: Rng;
}

const referenceAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** "KK-" and six characters without look-alikes, from a hash of the key: stable across runs. */
export function demoOrderReference(seed: number, key: string): string {
  let hash = hashSeed(seed, 'order-reference', key);
  let suffix = '';
  for (let index = 0; index < 6; index += 1) {
    suffix += referenceAlphabet[hash % referenceAlphabet.length];
    hash = (Math.floor(hash / referenceAlphabet.length) ^ hashSeed(hash, index)) >>> 0;
  }
  return `KK-${suffix}`;
}

/** Shaped like the provider's ids, but marked as demo ones so nobody mistakes them for real. */
function providerId(prefix: string, seed: number, key: string): string {
  const part = (label: string) => hashSeed(seed, prefix, key, label).toString(36).padStart(7, '0');
  return `${prefix}_demo_${part('a')}${part('b')}${part('c')}`;
}

const streets = [
  'Hauptstraße',
  'Gartenweg',
  'Lindenallee',
  'Schulstraße',
  'Bahnhofstraße',
  'Am Markt',
  'Birkenweg',
  'Mühlenstraße',
];

function addressOf(rng: Rng, buyer: DemoOrderInput['buyer']): ShippingAddress {
  const city = cities.find((candidate) => candidate.id === buyer.cityId) ?? cities[0]!;
  return {
    name: buyer.displayName,
    street: `${rng.pick(streets)} ${rng.int(1, 120)}`,
    postalCode: rng.pick(city.postalCodes),
    city: city.label,
    country: 'DE',
  };
}

/** Digits as the carriers print them (DHL 12, Hermes and DPD 14, GLS 11). */
function trackingNumberOf(rng: Rng, carrier: string): string {
  const digits = (length: number) => Array.from({ length }, () => rng.int(0, 9)).join('');
  if (/hermes|dpd/i.test(carrier)) return digits(14);
  if (/gls/i.test(carrier)) return digits(11);
  return digits(12);
}

/** The statuses an order passes through, by how it is delivered and paid (order-states.ts). */
export function orderPath(
  fulfilment: FulfilmentKind,
  paymentMethod: PaymentMethod,
  ending: DemoOrderEnding,
): OrderStatus[] {
  const delivered: OrderStatus = fulfilment === 'shipping' ? 'shipped' : 'handed_over';
  const paid: OrderStatus[] = paymentMethod === 'online' ? ['created', 'paid'] : ['created'];
  switch (ending.status) {
    case 'created':
      return ['created'];
    case 'paid':
      return ['created', 'paid'];
    case 'shipped':
    case 'handed_over':
      return [...paid, ending.status];
    case 'completed':
      return [...paid, delivered, 'completed'];
    case 'cancelled':
      return ending.after === 'paid' ? ['created', 'paid', 'cancelled'] : ['created', 'cancelled'];
    case 'problem_reported':
      return [...paid, delivered, 'problem_reported'];
  }
}

/** Plausible time between two steps, in milliseconds. */
function stepGap(rng: Rng, from: OrderStatus, to: OrderStatus, fulfilment: FulfilmentKind): number {
  if (to === 'paid') return rng.int(2, 40) * MINUTE_MS;
  if (to === 'shipped') return rng.float(4 * HOUR_MS, 2 * DAY_MS);
  if (to === 'handed_over')
    return fulfilment === 'sameday'
      ? rng.float(2 * HOUR_MS, 8 * HOUR_MS)
      : rng.float(5 * HOUR_MS, 3 * DAY_MS);
  if (to === 'completed')
    return from === 'shipped' ? rng.float(1 * DAY_MS, 4 * DAY_MS) : rng.float(10 * MINUTE_MS, DAY_MS);
  if (to === 'cancelled') return rng.float(HOUR_MS, 2 * DAY_MS);
  return rng.float(DAY_MS, 5 * DAY_MS);
}

const actorOf = (to: OrderStatus): OrderActor =>
  to === 'paid' ? 'system' : to === 'shipped' || to === 'handed_over' ? 'seller' : 'buyer';

/** Builds an order whose every column matches its path (the transition table) and its times. */
export function buildDemoOrder(input: DemoOrderInput): DemoOrder {
  const { listing, rng, seed, key, ending } = input;
  const path = orderPath(input.fulfilment, input.paymentMethod, ending);
  const gaps = path.slice(1).map((to, index) => stepGap(rng, path[index]!, to, input.fulfilment));
  // A shipped order nobody confirmed completes by itself after the auto-complete days.
  const autoCompleted = ending.status === 'completed' && path.includes('shipped') && rng.chance(0.12);
  if (autoCompleted) gaps[gaps.length - 1] = autoCompleteAfterDays * DAY_MS;
  let at = input.endsAt.getTime() - gaps.reduce((sum, gap) => sum + gap, 0);
  const times = new Map<OrderStatus, Date>([[path[0]!, new Date(at)]]);
  path.slice(1).forEach((status, index) => {
    at += gaps[index]!;
    times.set(status, new Date(at));
  });
  const time = (status: OrderStatus) => times.get(status) ?? null;

  const shippingOption =
    input.fulfilment === 'pickup'
      ? listing.shippingOptions.find((option) => option.type === 'pickup')
      : listing.shippingOptions.find((option) => option.type === input.fulfilment);
  const shippingCents = input.fulfilment === 'pickup' ? 0 : toCents(shippingOption?.price ?? 0);
  const itemsCents = listing.priceCents;
  const fees = computeFees(itemsCents, topCategoryIdOf(listing.categoryId) ?? null);
  const online = input.paymentMethod === 'online';
  const completed = ending.status === 'completed';
  const cancelled = ending.status === 'cancelled' ? ending : null;
  const problem = ending.status === 'problem_reported' ? ending : null;
  const wasPaid = path.includes('paid');
  const paidOutAt =
    online && completed && !input.payoutHeld
      ? new Date(time('completed')!.getTime() + rng.float(DAY_MS, 2 * DAY_MS))
      : null;
  const payoutStatus: PayoutStatus =
    !online || !completed
      ? 'none'
      : input.payoutHeld
        ? 'held'
        : paidOutAt && paidOutAt <= input.now
          ? 'paid'
          : 'pending';
  const refundedAt =
    cancelled && wasPaid ? new Date(time('cancelled')!.getTime() + rng.float(HOUR_MS, 3 * HOUR_MS)) : null;
  const delivered = path.includes('shipped') || path.includes('handed_over');
  const carrier = path.includes('shipped') ? (shippingOption?.carrier ?? 'DHL') : null;

  const events: DemoOrderEvent[] = path.map((status, index) => {
    const actor: OrderActor =
      status === 'cancelled' && cancelled
        ? cancelled.by
        : status === 'completed' && autoCompleted
          ? 'system'
          : actorOf(status);
    return {
      from: index === 0 ? null : path[index - 1]!,
      to: status,
      actor,
      actorEmail: actor === 'buyer' ? input.buyer.email : actor === 'seller' ? listing.sellerEmail : null,
      note:
        status === 'cancelled'
          ? (cancelled?.note ?? null)
          : status === 'problem_reported'
            ? (problem?.note ?? null)
            : null,
      at: time(status)!,
    };
  });

  return {
    reference: demoOrderReference(seed, key),
    buyerEmail: input.buyer.email,
    sellerEmail: listing.sellerEmail,
    listingSlug: listing.slug,
    title: listing.title,
    unitPriceCents: itemsCents,
    status: ending.status,
    fulfilment: input.fulfilment,
    shippingOptionId: input.fulfilment === 'pickup' ? null : (shippingOption?.id ?? null),
    shippingLabel: shippingOption?.label ?? null,
    shippingAddress: input.fulfilment === 'pickup' ? null : addressOf(rng, input.buyer),
    paymentMethod: input.paymentMethod,
    // Cash changes hands at the handover; online money arrives with `paid` and goes back on a refund.
    paymentStatus: refundedAt ? 'refunded' : wasPaid || (!online && delivered) ? 'paid' : 'unpaid',
    itemsCents,
    shippingCents,
    totalCents: itemsCents + shippingCents,
    sellerFees: fees.map((fee) => ({ id: fee.id, amountCents: fee.amountCents })),
    // Online: the items less the §9 fees, plus the shipping the buyer paid. Cash never passes the platform.
    payoutCents: online ? netProceedsCents(itemsCents, fees) + shippingCents : 0,
    payoutStatus,
    payoutId: payoutStatus === 'paid' || payoutStatus === 'pending' ? providerId('po', seed, key) : null,
    paidOutAt: payoutStatus === 'paid' ? paidOutAt : null,
    paymentProvider: online ? 'stripe' : null,
    checkoutSessionId: online ? providerId('cs', seed, key) : null,
    paymentIntentId: online && wasPaid ? providerId('pi', seed, key) : null,
    refundId: refundedAt ? providerId('re', seed, key) : null,
    refundedAt,
    carrier,
    trackingNumber: carrier ? trackingNumberOf(rng, carrier) : null,
    handoverCode:
      input.fulfilment === 'shipping'
        ? null
        : String(rng.int(0, 10 ** handoverCodeLength - 1)).padStart(handoverCodeLength, '0'),
    cancelReason: cancelled?.reason ?? null,
    cancelNote: cancelled?.note ?? null,
    cancelledBy: cancelled?.by ?? null,
    problemReason: problem?.reason ?? null,
    problemNote: problem?.note ?? null,
    createdAt: time('created')!,
    paidAt: time('paid'),
    shippedAt: time('shipped'),
    handedOverAt: time('handed_over'),
    completedAt: time('completed'),
    cancelledAt: time('cancelled'),
    problemReportedAt: time('problem_reported'),
    events,
  };
}

/** Which fulfilment a buyer picks among what the listing offers, and how they pay. */
export function chooseDelivery(
  rng: Rng,
  listing: DemoListing,
  wanted?: FulfilmentKind,
): { fulfilment: FulfilmentKind; paymentMethod: PaymentMethod } | null {
  const offered = (kind: FulfilmentKind) =>
    kind === 'pickup' ? listing.offersPickup : listing.shippingOptions.some((option) => option.type === kind);
  if (wanted) {
    if (!offered(wanted)) return null;
    return { fulfilment: wanted, paymentMethod: wanted === 'pickup' ? 'cash_on_pickup' : 'online' };
  }
  const kinds = (['shipping', 'pickup', 'sameday'] as const).filter(offered);
  if (kinds.length === 0) return null;
  const weights = { shipping: 0.55, pickup: 0.35, sameday: 0.1 } as const;
  const fulfilment = rng.weighted(kinds.map((kind) => [kind, weights[kind]] as const));
  const paymentMethod: PaymentMethod =
    fulfilment === 'pickup' && rng.chance(0.75) ? 'cash_on_pickup' : 'online';
  return { fulfilment, paymentMethod };
}
