import type { ExternalCheckout, ListingDetail } from '@shared/listings/listing-detail.schema';
import type { Db } from '../../db/database';
import { insertCheckoutHandoff, listingExists, medianHandoffLatency } from './orders.repository';

/** The product's own checkout channel; marketplace channels (eBay) come beside it (ADR 077). */
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

/** A marketplace the listing is live on, as the marketplaces module reports it (ADR 077). */
export interface MarketplaceChannelLink {
  channel: string;
  url: string;
  label: string;
}

/**
 * Every way a buyer can buy a listing now, ours first (ADR 057, 077): while the listing is
 * published and available here, our checkout, then each marketplace it is live on. Empty otherwise,
 * reserved included: a buyer here is mid-purchase, and pointing others to eBay invites a double
 * sale. The listings module gets it through `app.deps.externalCheckouts`, since orders already
 * depends on listings; `app.ts` hands in the marketplace lookup, so orders never reads the
 * marketplaces module, and it is asked only for a listing that can be bought.
 */
export async function externalCheckoutsFor(
  db: Db,
  listing: { id: string; status: string; availability: ListingDetail['availability'] },
  liveMarketplaceChannels: () => Promise<readonly MarketplaceChannelLink[]>,
): Promise<ListingDetail['externalCheckouts']> {
  if (listing.status !== 'PUBLISHED' || listing.availability !== 'available') return [];
  const marketplaceChannels = await liveMarketplaceChannels();
  const elsewhere = marketplaceChannels.map(
    async (channel): Promise<ExternalCheckout> => ({
      channel: channel.channel,
      target: 'external',
      url: channel.url,
      label: channel.label,
      // Our Buy button stays the main action; another site is an alternative, never pushed.
      highlight: false,
      // Nobody measures a hand-off to another site: the channel's figure is the default until then.
      expectedHandoffLatencyMs: await expectedHandoffLatencyMs(db, channel.channel),
    }),
  );
  return Promise.all([ownCheckoutOf(db, listing.id), ...elsewhere]);
}

async function ownCheckoutOf(db: Db, listingId: string): Promise<ExternalCheckout> {
  return {
    channel: ownCheckoutChannel,
    target: 'checkout',
    url: `/checkout?listings=${listingId}`,
    label: 'Buy now',
    highlight: true,
    expectedHandoffLatencyMs: await expectedHandoffLatencyMs(db, ownCheckoutChannel),
  };
}
