import type { ExternalCheckout, ListingDetail } from '@shared/listings/listing-detail.schema';
import { createExpiringCache } from '../../core/expiring-cache';
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

/** A channel's expected hand-off latency: the median of its latest hand-offs, or the default. */
export type HandoffLatencyOf = (channel: string) => Promise<number>;

/**
 * How long a node reuses a channel's median (ADR 088): an estimate over the last 200 hand-offs,
 * which one more hand-off barely moves, shown as a hint; nobody acts on its exact value.
 */
export const handoffLatencyCacheTtlMs = 60_000;

/** One reader per app; with `isCached`, each channel's median is read at most once a minute per node. */
export function createHandoffLatencyReader(
  db: Db,
  options: { isCached: boolean; now?: () => number },
): HandoffLatencyOf {
  if (!options.isCached) return (channel) => expectedHandoffLatencyMs(db, channel);
  // Channels are a handful (ours, eBay); the bound only guards against a bug feeding it names.
  const medians = createExpiringCache<number>({
    ttlMs: handoffLatencyCacheTtlMs,
    maxEntries: 16,
    now: options.now,
  });
  return async (channel) =>
    (await medians.remember(channel, () => expectedHandoffLatencyMs(db, channel))).value;
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
  listing: { id: string; status: string; availability: ListingDetail['availability'] },
  liveMarketplaceChannels: () => Promise<readonly MarketplaceChannelLink[]>,
  handoffLatencyOf: HandoffLatencyOf,
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
      expectedHandoffLatencyMs: await handoffLatencyOf(channel.channel),
    }),
  );
  return Promise.all([ownCheckoutOf(listing.id, handoffLatencyOf), ...elsewhere]);
}

async function ownCheckoutOf(
  listingId: string,
  handoffLatencyOf: HandoffLatencyOf,
): Promise<ExternalCheckout> {
  return {
    channel: ownCheckoutChannel,
    target: 'checkout',
    url: `/checkout?listings=${listingId}`,
    label: 'Buy now',
    highlight: true,
    expectedHandoffLatencyMs: await handoffLatencyOf(ownCheckoutChannel),
  };
}
