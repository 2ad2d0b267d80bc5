import type { Db } from '../../db/database';
import {
  countListingsByStatus,
  countSalesByDay,
  findListingIds,
  findListingIdsCreatedBetween,
  findListingLabels,
  findListingsNeedingAction,
  summariseFulfilment,
} from './listing-seller-facts.repository';

/**
 * Facts about one seller's own listings for the seller workspace (issue 19, ADR 074): its tasks,
 * performance figures and integrations checklist ask here rather than reading the listings table.
 */
export function listListingsNeedingAction(db: Db, sellerId: string, limit = 50) {
  return findListingsNeedingAction(db, sellerId, limit);
}

export function listOwnListingLabels(db: Db, sellerId: string, listingIds: string[]) {
  return findListingLabels(db, sellerId, listingIds);
}

/** Live (published, not sold), pending (draft or ready) and needing action, among the seller's listings. */
export async function countOwnListingStates(db: Db, sellerId: string) {
  const rows = await countListingsByStatus(db, sellerId);
  const sum = (match: (row: (typeof rows)[number]) => boolean) =>
    rows.filter(match).reduce((total, row) => total + row.count, 0);
  return {
    live: sum((row) => row.status === 'PUBLISHED' && !row.isSold),
    pending: sum((row) => row.status === 'DRAFT' || row.status === 'READY'),
    needsAction: sum((row) => row.status === 'NEEDS_ACTION'),
  };
}

export async function listOwnListingIdsCreatedBetween(db: Db, sellerId: string, from: Date, to: Date) {
  return (await findListingIdsCreatedBetween(db, sellerId, from, to)).map((row) => row.id);
}

export function countOwnSalesByDay(db: Db, sellerId: string, from: Date, to: Date) {
  return countSalesByDay(db, sellerId, from, to);
}

export function summariseOwnFulfilment(db: Db, sellerId: string) {
  return summariseFulfilment(db, sellerId);
}

export async function listOwnListingIds(db: Db, sellerId: string) {
  return (await findListingIds(db, sellerId)).map((row) => row.id);
}
