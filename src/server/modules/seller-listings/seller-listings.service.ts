import type { ListingStatus } from '@shared/listings/listing-status';
import {
  type BulkListingOutcome,
  type BulkListingsRequest,
  type BulkListingsResponse,
  parseMarketplaceFilter,
  type SellerListingSort,
  type SellerListingsQuery,
  type SellerListingsResponse,
} from '@shared/seller-listings/seller-listings.schema';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import type { ListingModerationsOf } from '../listings/listing-detail.service';
import { changeListingStatus, restoreTargetFor } from '../listings/listing-status.service';
import { sellerTrust } from '../trust/trust.service';
import { presentSellerListing } from './seller-listings.presenter';
import {
  findOwnListing,
  findSellerListingsPage,
  type SellerListingDbRow,
} from './seller-listings.repository';

interface Cursor {
  sort: SellerListingSort;
  key: string;
  id: string;
}

/** The cursor names the sort it belongs to, so a page of one order is never continued in another. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(value: string, sort: SellerListingSort): Cursor {
  const invalid = () =>
    new AppError('BAD_REQUEST', 'The page cursor is not valid for this sort; start from the first page.', {
      field: 'cursor',
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [cursorSort, key, id] = parsed as unknown[];
  if (cursorSort !== sort || typeof key !== 'string' || typeof id !== 'string' || !uuidPattern.test(id)) {
    throw invalid();
  }
  if ((sort === 'updated' || sort === 'created') && Number.isNaN(Date.parse(key))) throw invalid();
  if ((sort === 'price-low' || sort === 'price-high') && !/^\d+$/.test(key)) throw invalid();
  return { sort, key, id };
}

/** The day after `date` (YYYY-MM-DD) at midnight UTC: "created to" includes the whole day. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000);

/**
 * The seller's rows, each with the decision behind its moderation restriction (issue 18), asked of
 * the moderation module only for the restricted ones.
 */
export async function presentWithModeration(
  sellerId: string,
  rows: Omit<SellerListingDbRow, 'sortKey'>[],
  listingModerations: ListingModerationsOf | undefined,
) {
  const restrictedIds = rows.filter((row) => row.moderationRestriction !== null).map((row) => row.id);
  const moderations =
    restrictedIds.length > 0 && listingModerations
      ? await listingModerations(sellerId, restrictedIds)
      : new Map();
  return rows.map((row) => presentSellerListing(row, moderations.get(row.id) ?? null));
}

/**
 * `GET /api/seller/listings`: the caller's listings, one keyset page. The seller's badges are the
 * same the listing page shows buyers (trust module), computed once per page.
 */
export async function listMyListings(
  db: Db,
  sellerId: string,
  query: SellerListingsQuery,
  options: { listingModerations?: ListingModerationsOf; now?: Date } = {},
): Promise<SellerListingsResponse['data']> {
  const now = options.now ?? new Date();
  const after = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
  const [rows, trust] = await Promise.all([
    findSellerListingsPage(db, {
      sellerId,
      text: query.q,
      statuses: query.status,
      marketplace: query.marketplace ? parseMarketplaceFilter(query.marketplace) : undefined,
      createdFrom: query.createdFrom ? new Date(`${query.createdFrom}T00:00:00Z`) : undefined,
      createdBefore: query.createdTo ? dayAfter(query.createdTo) : undefined,
      sort: query.sort,
      after,
      limit: query.limit,
    }),
    sellerTrust(db, sellerId, now),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const hasMore = rows.length > query.limit;
  return {
    listings: await presentWithModeration(sellerId, page, options.listingModerations),
    nextCursor: hasMore && last ? encodeCursor({ sort: query.sort, key: last.sortKey, id: last.id }) : null,
    sellerBadges: trust.badges,
  };
}

/**
 * `POST /api/seller/listings/bulk`: each listing through the one status service (so history events
 * and side effects are those of a single change), each in its own transaction, so one refusal never
 * undoes another listing's change. The caller acts only as the owner: an admin's bulk selection does
 * not reach other sellers' listings, which read as NOT_FOUND like unknown ids.
 */
export async function changeMyListingsInBulk(
  db: Db,
  sellerId: string,
  request: BulkListingsRequest,
  onUnexpectedError: (error: unknown, listingId: string) => void = () => {},
): Promise<BulkListingsResponse['data']> {
  const ownerOnly = { userId: sellerId, roles: [] };
  const results: BulkListingOutcome[] = [];
  for (const listingId of request.listingIds) {
    try {
      const to: ListingStatus =
        request.action === 'archive' ? 'ARCHIVED' : await restoreTargetFor(db, listingId);
      const changed = await changeListingStatus(db, ownerOnly, listingId, { to });
      results.push({ listingId, outcome: 'ok', status: changed.status, error: null });
    } catch (error) {
      if (!(error instanceof AppError)) onUnexpectedError(error, listingId);
      const refusal =
        error instanceof AppError
          ? { code: error.code, message: error.message }
          : { code: 'INTERNAL', message: 'Something went wrong with this listing. Please try again.' };
      const own =
        error instanceof AppError && error.code === 'NOT_FOUND'
          ? null
          : await findOwnListing(db, sellerId, listingId);
      results.push({ listingId, outcome: 'refused', status: own?.status ?? null, error: refusal });
    }
  }
  const succeeded = results.filter((result) => result.outcome === 'ok').length;
  return { action: request.action, succeeded, failed: results.length - succeeded, results };
}
