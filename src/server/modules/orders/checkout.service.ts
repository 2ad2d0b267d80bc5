import { topCategoryIdOf } from '@shared/catalog/taxonomy';
import { availabilityOf } from '@shared/listings/listing-status';
import type { CheckoutQuote, FulfilmentChoice } from '@shared/orders/order.schema';
import type { FulfilmentKind, PaymentMethod } from '@shared/orders/order-states';
import { toCents, toEuros } from '@shared/pricing/cents';
import { computeFees, netProceedsCents } from '@shared/pricing/pricing-rules';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { Db } from '../../db/database';
import type { OrderFeeLine } from '../../db/schema/orders.schema';
import type { DbExecutor } from '../../db/transaction';
import { findAgreedPrice } from '../chat/offers.service';
import { mediaUrl } from '../media/media-url';
import { type CheckoutListingRow, countOpenUnits, findCheckoutListings } from './orders.repository';

/** What the buyer pays per listing: the accepted offer (issue 16), never above today's price. */
export interface AgreedPrices {
  get(listingId: string): { amountCents: number; offerId: string } | undefined;
}

/** The agreed prices of the buyer's accepted offers, read before any transaction (the chat module's service). */
export async function findAgreedPrices(db: Db, listingIds: string[], buyerId: string): Promise<AgreedPrices> {
  const prices = new Map<string, { amountCents: number; offerId: string }>();
  for (const listingId of listingIds) {
    const agreed = await findAgreedPrice(db, listingId, buyerId);
    if (agreed) prices.set(listingId, { amountCents: toCents(agreed.amount), offerId: agreed.offerId });
  }
  return prices;
}

export function unitPriceOf(row: CheckoutListingRow, agreed: AgreedPrices) {
  const offer = agreed.get(row.id);
  // A price dropped below the agreed amount after the offer: the buyer pays the lower one.
  if (offer && offer.amountCents < row.priceCents)
    return { cents: offer.amountCents, source: 'offer' as const, offerId: offer.offerId };
  return { cents: row.priceCents, source: 'listing' as const, offerId: null };
}

const unavailable = (listingId: string) =>
  new AppError('LISTING_UNAVAILABLE', 'This listing cannot be bought right now.', { listingId });

/**
 * The checkout's refusals (ADR 057), in the order a buyer can act on them: unknown or unpublished
 * listings are missing, one's own listing, several sellers, then what is sold, archived, reserved
 * for someone else or used up by open orders. Returns the rows in the request's order.
 */
export async function assertPurchasable(
  executor: Db | DbExecutor,
  listingIds: string[],
  buyerId: string,
): Promise<CheckoutListingRow[]> {
  const unique = [...new Set(listingIds)];
  const rows = await findCheckoutListings(executor, unique);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = unique.map((id) => {
    const row = byId.get(id);
    if (!row || row.status === 'DRAFT' || row.status === 'READY')
      throw new AppError('NOT_FOUND', 'Listing not found', { listingId: id });
    return row;
  });
  if (ordered.some((row) => row.sellerId === buyerId))
    throw new AppError('OWN_LISTING', 'You cannot buy your own listing.');
  if (new Set(ordered.map((row) => row.sellerId)).size > 1)
    throw new AppError('CHECKOUT_MIXED_SELLERS', 'One checkout holds the listings of one seller.');
  const openUnits = await countOpenUnits(executor, unique);
  for (const row of ordered) {
    if (row.status !== 'PUBLISHED') throw unavailable(row.id);
    const availability = availabilityOf(row);
    if (availability === 'sold') throw unavailable(row.id);
    if (availability === 'reserved' && row.reservedForUserId !== buyerId) throw unavailable(row.id);
    // Quantity above one: the listing stays available until open orders hold every unit.
    if (row.quantity - (openUnits.get(row.id) ?? 0) < 1) throw unavailable(row.id);
  }
  return ordered;
}

const pickupLabels = { de: 'Abholung', en: 'Pickup' } as const;

/**
 * The fulfilments every listing of the checkout offers. Several items of one seller travel as one
 * parcel, so a shipping option costs the highest price any of the items names for it (ADR 057).
 */
export function commonFulfilments(rows: CheckoutListingRow[]): FulfilmentChoice[] {
  const [first] = rows;
  if (!first) return [];
  const choices: FulfilmentChoice[] = [];
  if (
    rows.every((row) => row.offersPickup || row.shippingOptions.some((option) => option.type === 'pickup'))
  ) {
    const option = first.shippingOptions.find((candidate) => candidate.type === 'pickup');
    choices.push({
      kind: 'pickup',
      shippingOptionId: null,
      label: option?.label ?? pickupLabels[first.language],
      price: 0,
      estimated: option?.estimated ?? null,
    });
  }
  for (const option of first.shippingOptions) {
    if (option.type === 'pickup') continue;
    const matches = rows.map((row) =>
      row.shippingOptions.find((candidate) => candidate.id === option.id && candidate.type === option.type),
    );
    if (matches.some((match) => match === undefined)) continue;
    const priceCents = Math.max(...matches.map((match) => toCents(match?.price ?? 0)));
    choices.push({
      kind: option.type,
      shippingOptionId: option.id,
      label: option.label,
      price: toEuros(priceCents),
      estimated: option.estimated,
    });
  }
  return choices;
}

export function paymentMethodsFor(deps: AppDependencies, fulfilments: FulfilmentChoice[]): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (deps.payments) methods.push('online');
  if (fulfilments.some((choice) => choice.kind === 'pickup')) methods.push('cash_on_pickup');
  return methods;
}

/** The chosen fulfilment among the common ones (the first of its kind without an option id), or FULFILMENT_NOT_OFFERED. */
export function chooseFulfilment(
  rows: CheckoutListingRow[],
  kind: FulfilmentKind,
  shippingOptionId: string | null,
): FulfilmentChoice {
  const matchesOption = (choice: FulfilmentChoice) =>
    kind === 'pickup' || shippingOptionId === null || choice.shippingOptionId === shippingOptionId;
  const choice = commonFulfilments(rows).find(
    (candidate) => candidate.kind === kind && matchesOption(candidate),
  );
  if (!choice)
    throw new AppError('FULFILMENT_NOT_OFFERED', 'This delivery is not offered for every item.', {
      fulfilment: kind,
      shippingOptionId,
    });
  return choice;
}

/** Spec §9 fees summed over the items (each item's price in its own top category); the seller's side. */
export function sellerFeesOf(
  items: Array<{ unitPriceCents: number; quantity: number; categoryId: string }>,
): {
  fees: OrderFeeLine[];
  netItemsCents: number;
} {
  const totals = new Map<string, number>();
  let netItemsCents = 0;
  for (const item of items) {
    for (let unit = 0; unit < item.quantity; unit += 1) {
      const fees = computeFees(item.unitPriceCents, topCategoryIdOf(item.categoryId) ?? null);
      for (const fee of fees) totals.set(fee.id, (totals.get(fee.id) ?? 0) + fee.amountCents);
      netItemsCents += netProceedsCents(item.unitPriceCents, fees);
    }
  }
  return { fees: [...totals].map(([id, amountCents]) => ({ id, amountCents })), netItemsCents };
}

/** `GET /api/checkout/quote`: the items at their price, the common fulfilments and the payment methods. */
export async function getCheckoutQuote(
  deps: AppDependencies,
  buyerId: string,
  listingIds: string[],
): Promise<CheckoutQuote> {
  const { db } = deps.database;
  const rows = await assertPurchasable(db, listingIds, buyerId);
  const agreed = await findAgreedPrices(
    db,
    rows.map((row) => row.id),
    buyerId,
  );
  const items = rows.map((row) => {
    const price = unitPriceOf(row, agreed);
    return {
      listingId: row.id,
      slug: row.slug,
      title: row.title,
      thumbnail: row.media
        ? {
            url: mediaUrl(row.media.storageKey, 'card'),
            width: row.media.width,
            height: row.media.height,
            altText: row.media.altText,
          }
        : null,
      unitPrice: toEuros(price.cents),
      priceSource: price.source,
      quantity: 1,
    };
  });
  const fulfilments = commonFulfilments(rows);
  const [first] = rows;
  return {
    seller: { id: first?.sellerId ?? '', name: first?.sellerName ?? '' },
    items,
    fulfilments,
    paymentMethods: paymentMethodsFor(deps, fulfilments),
    onlinePaymentConfigured: deps.payments !== null,
    itemsTotal: toEuros(items.reduce((sum, item) => sum + toCents(item.unitPrice), 0)),
    buyerFees: [],
  };
}
