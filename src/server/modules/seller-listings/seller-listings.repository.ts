import type { ListingChannelStatus, MarketplaceChannel } from '@shared/marketplaces/marketplace.schema';
import type { SellerListingSort } from '@shared/seller-listings/seller-listings.schema';
import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { listingMedia, listings } from '../../db/schema/listings.schema';
import { listingMarketplaces } from '../../db/schema/marketplaces.schema';
import type { DbExecutor } from '../../db/transaction';

type ListingStatus = (typeof listings.$inferSelect)['status'];

/**
 * The outer row's id, qualified: in a one-table select Drizzle writes columns unqualified, and
 * inside a subquery on listing_media a bare "id" would mean the photo's own id.
 */
const outerListingId = sql`${sql.identifier('listings')}.${sql.identifier('id')}`;

const primaryMedia = sql<{ storageKey: string; width: number; height: number; altText: string } | null>`(
  SELECT json_build_object('storageKey', m.storage_key, 'width', m.width, 'height', m.height, 'altText', m.alt_text)
  FROM ${listingMedia} m WHERE m.listing_id = ${outerListingId}
  ORDER BY m.is_primary DESC, m.position ASC LIMIT 1)`;

const mediaFacts = sql<{ count: number; withoutAltText: number }>`(
  SELECT json_build_object('count', count(*), 'withoutAltText', count(*) FILTER (WHERE btrim(m.alt_text) = ''))
  FROM ${listingMedia} m WHERE m.listing_id = ${outerListingId})`;

export interface ChannelRow {
  channel: MarketplaceChannel;
  status: ListingChannelStatus;
  url: string | null;
  lastError: string | null;
  updatedAt: string;
}

const channels = sql<ChannelRow[]>`(
  SELECT coalesce(json_agg(json_build_object('channel', lm.channel, 'status', lm.status, 'url', lm.url,
    'lastError', lm.last_error, 'updatedAt', lm.updated_at) ORDER BY lm.channel), '[]'::json)
  FROM ${listingMarketplaces} lm WHERE lm.listing_id = ${outerListingId})`;

/** A timestamp as ISO text with microseconds, so a cursor compares exactly (a JS Date keeps milliseconds). */
const exactTime = (column: typeof listings.updatedAt | typeof listings.createdAt) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Per sort: the column keyset paging compares, and whether it runs downwards. */
const sortKeys = {
  updated: {
    key: exactTime(listings.updatedAt),
    column: sql`${listings.updatedAt}`,
    cast: 'timestamptz',
    descending: true,
  },
  created: {
    key: exactTime(listings.createdAt),
    column: sql`${listings.createdAt}`,
    cast: 'timestamptz',
    descending: true,
  },
  'price-low': {
    key: sql<string>`${listings.priceCents}::text`,
    column: sql`${listings.priceCents}`,
    cast: 'int',
    descending: false,
  },
  'price-high': {
    key: sql<string>`${listings.priceCents}::text`,
    column: sql`${listings.priceCents}`,
    cast: 'int',
    descending: true,
  },
  title: {
    key: sql<string>`lower(${listings.title})`,
    column: sql`lower(${listings.title})`,
    cast: 'text',
    descending: false,
  },
} as const satisfies Record<SellerListingSort, { key: SQL; column: SQL; cast: string; descending: boolean }>;

export const sellerListingColumns = {
  id: listings.id,
  slug: listings.slug,
  title: listings.title,
  status: listings.status,
  priceCents: listings.priceCents,
  priceKind: listings.priceKind,
  descriptionLength: sql<number>`char_length(btrim(${listings.description}))`.mapWith(Number),
  offersPickup: listings.offersPickup,
  offersShipping: listings.offersShipping,
  offersSameDay: listings.offersSameDay,
  shippingOptions: listings.shippingOptions,
  watcherCount: listings.watcherCount,
  soldAt: listings.soldAt,
  reservedAt: listings.reservedAt,
  moderationRestriction: listings.moderationRestriction,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
  media: primaryMedia,
  mediaFacts,
  channels,
};

export interface SellerListingsFilter {
  sellerId: string;
  text?: string | undefined;
  statuses?: readonly ListingStatus[] | undefined;
  marketplace?: { channel: MarketplaceChannel; state: 'any' | 'none' | ListingChannelStatus } | undefined;
  /** Inclusive bounds as instants (the service turns dates into the start of the day after `to`). */
  createdFrom?: Date | undefined;
  createdBefore?: Date | undefined;
  sort: SellerListingSort;
  after?: { key: string; id: string } | undefined;
  limit: number;
}

/** `%`, `_` and `\` are taken literally in the seller's search text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function conditionsOf(filter: SellerListingsFilter): SQL[] {
  const conditions: SQL[] = [eq(listings.sellerId, filter.sellerId)];
  if (filter.text) conditions.push(sql`${listings.title} ILIKE ${likePattern(filter.text)}`);
  if (filter.statuses && filter.statuses.length > 0)
    conditions.push(inArray(listings.status, [...filter.statuses]));
  if (filter.createdFrom) conditions.push(gte(listings.createdAt, filter.createdFrom));
  if (filter.createdBefore) conditions.push(lt(listings.createdAt, filter.createdBefore));
  if (filter.marketplace) {
    const { channel, state } = filter.marketplace;
    const onChannel = sql`SELECT 1 FROM ${listingMarketplaces} lm WHERE lm.listing_id = ${outerListingId} AND lm.channel = ${channel}`;
    if (state === 'none') conditions.push(sql`NOT EXISTS (${onChannel})`);
    else if (state === 'any') conditions.push(sql`EXISTS (${onChannel})`);
    else conditions.push(sql`EXISTS (${onChannel} AND lm.status = ${state})`);
  }
  if (filter.after) {
    const sort = sortKeys[filter.sort];
    const value = sql`${filter.after.key}::${sql.raw(sort.cast)}`;
    // A row comparison, so the (seller_id, updated_at desc, id desc) index serves the page directly.
    conditions.push(
      sort.descending
        ? sql`(${sort.column}, ${listings.id}) < (${value}, ${filter.after.id}::uuid)`
        : sql`(${sort.column}, ${listings.id}) > (${value}, ${filter.after.id}::uuid)`,
    );
  }
  return conditions;
}

/** One page of the seller's listings plus one row more, which tells the service another page exists. */
export function findSellerListingsPage(executor: DbExecutor, filter: SellerListingsFilter) {
  const sort = sortKeys[filter.sort];
  // DESC NULLS LAST, as Drizzle writes the index (seller_id, updated_at desc, id desc): a plain
  // DESC means NULLS FIRST, which that index cannot serve, and the planner then sorted all of a
  // seller's rows for every page (5,000 listings: a sequential scan, 15-20 ms, see performance.md).
  // Neither column is ever null, so the order is the same.
  const direction = sort.descending
    ? (column: SQL | typeof listings.id) => sql`${column} DESC NULLS LAST`
    : asc;
  return executor
    .select({ ...sellerListingColumns, sortKey: sort.key })
    .from(listings)
    .where(and(...conditionsOf(filter)))
    .orderBy(direction(sort.column), direction(listings.id))
    .limit(filter.limit + 1);
}
export type SellerListingDbRow = Awaited<ReturnType<typeof findSellerListingsPage>>[number];

export async function findOwnListing(executor: DbExecutor, sellerId: string, listingId: string) {
  const [row] = await executor
    .select({ ...sellerListingColumns, sortKey: sql<string>`''` })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.sellerId, sellerId)));
  return row ?? null;
}
