import { describe, expect, it } from 'vitest';
import { listingStatuses } from './listing.schema';
import {
  allowedAvailabilityChanges,
  allowedTransitions,
  availabilityOf,
  canChangeAvailability,
  canTransition,
  type ListingStatus,
  type ListingStatusActor,
  listingStatusActors,
  restoreTargetOf,
} from './listing-status';

/** The expected table, written out independently of the implementation (ADRs 030 and 038). */
const expected: Record<string, ListingStatusActor[]> = {
  'DRAFT>READY': ['system'],
  'READY>DRAFT': ['seller'],
  'READY>PUBLISHED': ['seller', 'admin'],
  'PUBLISHED>ARCHIVED': ['seller', 'admin'],
  'PUBLISHED>NEEDS_ACTION': ['moderator', 'admin', 'system'],
  // Not the seller: an edit that passes the rules again (the system's step) or a moderator.
  'NEEDS_ACTION>READY': ['system'],
  'NEEDS_ACTION>PUBLISHED': ['moderator', 'admin'],
  'NEEDS_ACTION>ARCHIVED': ['seller', 'admin'],
  'ARCHIVED>PUBLISHED': ['seller', 'admin'],
  'ARCHIVED>NEEDS_ACTION': ['seller'],
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
    // A seller's restore also needs the history to agree (tested below); here it does.
    const archivedFrom = from === 'ARCHIVED' ? to : null;
    expect(canTransition(from, to, actor, { archivedFrom })).toBe(isAllowed);
  });

  it('never allows staying in the same status', () => {
    for (const status of listingStatuses) {
      for (const actor of listingStatusActors) expect(canTransition(status, status, actor)).toBe(false);
    }
  });

  it('never lets a seller leave NEEDS_ACTION for READY or PUBLISHED by a status change', () => {
    for (const archivedFrom of [null, 'PUBLISHED', 'NEEDS_ACTION'] as const) {
      expect(canTransition('NEEDS_ACTION', 'READY', 'seller', { archivedFrom })).toBe(false);
      expect(canTransition('NEEDS_ACTION', 'PUBLISHED', 'seller', { archivedFrom })).toBe(false);
    }
  });

  it('restores a seller’s archived listing to where it was archived from', () => {
    expect(restoreTargetOf('NEEDS_ACTION')).toBe('NEEDS_ACTION');
    expect(restoreTargetOf('PUBLISHED')).toBe('PUBLISHED');
    // Seeded archived listings have no history: they were live.
    expect(restoreTargetOf(null)).toBe('PUBLISHED');
    expect(allowedTransitions('ARCHIVED', 'seller', { archivedFrom: 'PUBLISHED' })).toEqual(['PUBLISHED']);
    expect(allowedTransitions('ARCHIVED', 'seller', {})).toEqual(['PUBLISHED']);
    expect(allowedTransitions('ARCHIVED', 'seller', { archivedFrom: 'NEEDS_ACTION' })).toEqual([
      'NEEDS_ACTION',
    ]);
    // An admin may lift a flag, so an admin's restore goes live either way.
    expect(allowedTransitions('ARCHIVED', 'admin', { archivedFrom: 'NEEDS_ACTION' })).toEqual(['PUBLISHED']);
  });

  it('lists the allowed targets per status and actor', () => {
    expect(allowedTransitions('DRAFT', 'seller')).toEqual([]);
    expect(allowedTransitions('DRAFT', 'system')).toEqual(['READY']);
    expect(allowedTransitions('PUBLISHED', 'admin')).toEqual(['ARCHIVED', 'NEEDS_ACTION']);
    expect(allowedTransitions('NEEDS_ACTION', 'seller')).toEqual(['ARCHIVED']);
    expect(allowedTransitions('NEEDS_ACTION', 'moderator')).toEqual(['PUBLISHED']);
  });
});

describe('availability of a published listing (ADR 043)', () => {
  it('reserves, unreserves and sells while live; a sale is final', () => {
    expect(allowedAvailabilityChanges('PUBLISHED', 'available', 'seller')).toEqual(['reserved', 'sold']);
    expect(allowedAvailabilityChanges('PUBLISHED', 'reserved', 'seller')).toEqual(['available', 'sold']);
    expect(allowedAvailabilityChanges('PUBLISHED', 'sold', 'seller')).toEqual([]);
    expect(canChangeAvailability('PUBLISHED', 'available', 'reserved', 'system')).toBe(true);
  });

  it('changes nothing while the listing is not live', () => {
    for (const status of ['DRAFT', 'READY', 'NEEDS_ACTION', 'ARCHIVED'] as const) {
      expect(allowedAvailabilityChanges(status, 'available', 'seller')).toEqual([]);
    }
  });

  it('reads sold before reserved from the columns', () => {
    const now = new Date();
    expect(availabilityOf({ soldAt: null, reservedAt: null })).toBe('available');
    expect(availabilityOf({ soldAt: null, reservedAt: now })).toBe('reserved');
    expect(availabilityOf({ soldAt: now, reservedAt: now })).toBe('sold');
  });
});
