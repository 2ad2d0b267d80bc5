import type { listingStatuses } from './listing.schema';

export type ListingStatus = (typeof listingStatuses)[number];

/**
 * Spec §4 "Listing status": the one table of allowed transitions and who may make each. Services
 * (publishing, status changes, moderation) ask `canTransition` instead of comparing statuses
 * themselves, so a rule changes here and nowhere else.
 */
export const listingStatusActors = ['seller', 'moderator', 'admin', 'system'] as const;
export type ListingStatusActor = (typeof listingStatusActors)[number];

type TransitionTable = Record<ListingStatus, Partial<Record<ListingStatus, readonly ListingStatusActor[]>>>;

export const listingStatusTransitions = {
  // The system moves a draft on once every publish rule passes; nobody does it by hand.
  DRAFT: { READY: ['system'] },
  // Editing a ready listing makes it a draft again, so it is checked anew.
  READY: { DRAFT: ['seller'], PUBLISHED: ['seller', 'admin'] },
  PUBLISHED: { ARCHIVED: ['seller', 'admin'], NEEDS_ACTION: ['moderator', 'admin', 'system'] },
  NEEDS_ACTION: { READY: ['seller', 'system'], ARCHIVED: ['seller', 'admin'] },
  // Restore (spec: bulk archive and restore) or take back into the editor.
  ARCHIVED: { PUBLISHED: ['seller', 'admin'], DRAFT: ['seller'] },
} as const satisfies TransitionTable;

export function canTransition(from: ListingStatus, to: ListingStatus, actor: ListingStatusActor): boolean {
  const actors: readonly ListingStatusActor[] | undefined = (listingStatusTransitions as TransitionTable)[
    from
  ][to];
  return actors?.includes(actor) ?? false;
}

/** The statuses `actor` may move a listing in `from` to, in table order. */
export function allowedTransitions(from: ListingStatus, actor: ListingStatusActor): ListingStatus[] {
  return (Object.keys(listingStatusTransitions[from]) as ListingStatus[]).filter((to) =>
    canTransition(from, to, actor),
  );
}
