import type { ListingDetail } from '@shared/listings/listing-detail.schema';
import type { Db } from '../../db/database';
import { insertCheckoutHandoff, listingExists, medianHandoffLatency } from './orders.repository';

/** The product's own checkout channel; the eBay issue adds its channel beside it. */
export const ownCheckoutChannel = 'kleinkram';
/** Spec §9 sample hand-off latency (2600–4100 ms): the low end until hand-offs are measured. */
export const defaultHandoffLatencyMs = 2_600;
/** The median is taken over this many of the channel's latest hand-offs. */
export const handoffLatencyWindow = 200;

/** `POST /api/checkout/handoffs`: how long Buy → ready checkout took, as the web measured it. */
export async function recordCheckoutHandoff(
  db: Db,
  input: { listingId: string; channel: string; latencyMs: number },
): Promise<void> {
  // A listing deleted meanwhile still counts for the channel's figure.
  const listingId = (await listingExists(db, input.listingId)) ? input.listingId : null;
  await insertCheckoutHandoff(db, { channel: input.channel, listingId, latencyMs: input.latencyMs });
}

export async function expectedHandoffLatencyMs(db: Db, channel: string): Promise<number> {
  const median = await medianHandoffLatency(db, channel, handoffLatencyWindow);
  return median === null ? defaultHandoffLatencyMs : Math.round(median);
}

/**
 * Spec §3 `externalCheckout` of a listing (ADR 057): the own checkout while a buyer can start one
 * (published and available), null when it is sold, reserved or not live. The listings module gets
 * it through `app.deps.externalCheckout`, since orders already depends on listings.
 */
export async function externalCheckoutFor(
  db: Db,
  listing: { id: string; status: string; availability: ListingDetail['availability'] },
): Promise<ListingDetail['externalCheckout']> {
  if (listing.status !== 'PUBLISHED' || listing.availability !== 'available') return null;
  return {
    channel: ownCheckoutChannel,
    target: 'checkout',
    url: `/checkout?listings=${listing.id}`,
    label: 'Buy now',
    highlight: true,
    expectedHandoffLatencyMs: await expectedHandoffLatencyMs(db, ownCheckoutChannel),
  };
}
