import { describe, expect, it } from 'vitest';
import { listingStatuses } from './listing.schema';
import {
  allowedTransitions,
  canTransition,
  type ListingStatus,
  type ListingStatusActor,
  listingStatusActors,
} from './listing-status';

/** The expected table, written out independently of the implementation. */
const expected: Record<string, ListingStatusActor[]> = {
  'DRAFT>READY': ['system'],
  'READY>DRAFT': ['seller'],
  'READY>PUBLISHED': ['seller', 'admin'],
  'PUBLISHED>ARCHIVED': ['seller', 'admin'],
  'PUBLISHED>NEEDS_ACTION': ['moderator', 'admin', 'system'],
  'NEEDS_ACTION>READY': ['seller', 'system'],
  'NEEDS_ACTION>ARCHIVED': ['seller', 'admin'],
  'ARCHIVED>PUBLISHED': ['seller', 'admin'],
  'ARCHIVED>DRAFT': ['seller'],
};

const everyCase = listingStatuses.flatMap((from) =>
  listingStatuses.flatMap((to) =>
    listingStatusActors.map((actor) => {
      const isAllowed = expected[`${from}>${to}`]?.includes(actor) ?? false;
      return [from, to, actor, isAllowed] as [ListingStatus, ListingStatus, ListingStatusActor, boolean];
    }),
  ),
);

describe('listing status transitions', () => {
  it.each(everyCase)('%s -> %s by %s: %s', (from, to, actor, isAllowed) => {
    expect(canTransition(from, to, actor)).toBe(isAllowed);
  });

  it('never allows staying in the same status', () => {
    for (const status of listingStatuses) {
      for (const actor of listingStatusActors) expect(canTransition(status, status, actor)).toBe(false);
    }
  });

  it('lists the allowed targets per status and actor', () => {
    expect(allowedTransitions('DRAFT', 'seller')).toEqual([]);
    expect(allowedTransitions('DRAFT', 'system')).toEqual(['READY']);
    expect(allowedTransitions('PUBLISHED', 'admin')).toEqual(['ARCHIVED', 'NEEDS_ACTION']);
    expect(allowedTransitions('ARCHIVED', 'seller')).toEqual(['PUBLISHED', 'DRAFT']);
    expect(allowedTransitions('NEEDS_ACTION', 'moderator')).toEqual([]);
  });
});
