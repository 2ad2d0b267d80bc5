import type { listingStatuses } from './listing.schema';

export type ListingStatus = (typeof listingStatuses)[number];

/**
 * Spec §4 "Listing status": the one table of allowed transitions and who may make each. Services
 * (publishing, editing, status changes, moderation) ask `canTransition` instead of comparing
 * statuses themselves, so a rule changes here and nowhere else (ADRs 030 and 038).
 */
export const listingStatusActors = ['seller', 'moderator', 'admin', 'system'] as const;
export type ListingStatusActor = (typeof listingStatusActors)[number];

type TransitionTable = Record<ListingStatus, Partial<Record<ListingStatus, readonly ListingStatusActor[]>>>;

export const listingStatusTransitions = {
  // The system moves a draft on once every publish rule passes; nobody does it by hand.
  DRAFT: { READY: ['system'] },
  READY: { DRAFT: ['seller'], PUBLISHED: ['seller', 'admin'] },
  PUBLISHED: { ARCHIVED: ['seller', 'admin'], NEEDS_ACTION: ['moderator', 'admin', 'system'] },
  // A moderator's NEEDS_ACTION is left through an edit that passes the publish rules and checks
  // again (the system's step to READY, then the seller's to PUBLISHED), or by a moderator or admin
  // lifting it; never by a bare status call of the seller.
  NEEDS_ACTION: { READY: ['system'], PUBLISHED: ['moderator', 'admin'], ARCHIVED: ['seller', 'admin'] },
  // Restore: a seller goes back to the status the listing was archived from (see `canTransition`).
  ARCHIVED: { PUBLISHED: ['seller', 'admin'], NEEDS_ACTION: ['seller'] },
} as const satisfies TransitionTable;

/** What the listing's history adds to the table: the status it was last archived from, if known. */
export interface TransitionContext {
  archivedFrom?: ListingStatus | null;
}

/**
 * Where a seller's restore leads: back to NEEDS_ACTION when the listing was archived while a
 * moderator's request was open (so archive and restore cannot lift it), else to PUBLISHED.
 */
export function restoreTargetOf(archivedFrom: ListingStatus | null | undefined): ListingStatus {
  return archivedFrom === 'NEEDS_ACTION' ? 'NEEDS_ACTION' : 'PUBLISHED';
}

export function canTransition(
  from: ListingStatus,
  to: ListingStatus,
  actor: ListingStatusActor,
  context: TransitionContext = {},
): boolean {
  const actors: readonly ListingStatusActor[] | undefined = (listingStatusTransitions as TransitionTable)[
    from
  ][to];
  if (!actors?.includes(actor)) return false;
  if (from === 'ARCHIVED' && actor === 'seller') return to === restoreTargetOf(context.archivedFrom);
  return true;
}

/** The statuses `actor` may move a listing in `from` to, in table order. */
export function allowedTransitions(
  from: ListingStatus,
  actor: ListingStatusActor,
  context: TransitionContext = {},
): ListingStatus[] {
  return (Object.keys(listingStatusTransitions[from]) as ListingStatus[]).filter((to) =>
    canTransition(from, to, actor, context),
  );
}

/**
 * Availability of a published listing (ADR 043): beside the status, so the spec's five statuses
 * stay. Reserved and sold listings stay PUBLISHED; sold ones leave search and keep their page.
 */
export const listingAvailabilities = ['available', 'reserved', 'sold'] as const;
export type ListingAvailability = (typeof listingAvailabilities)[number];
/** The seller reserves, unreserves and sells; the system will reserve for a buyer when an offer is accepted. */
export const listingAvailabilityActors = ['seller', 'system'] as const;
export type ListingAvailabilityActor = (typeof listingAvailabilityActors)[number];

type AvailabilityTable = Record<
  ListingAvailability,
  Partial<Record<ListingAvailability, readonly ListingAvailabilityActor[]>>
>;

export const listingAvailabilityTransitions = {
  available: { reserved: ['seller', 'system'], sold: ['seller', 'system'] },
  reserved: { available: ['seller', 'system'], sold: ['seller', 'system'] },
  // A sale is final: a listing sold by mistake is archived and listed again.
  sold: {},
} as const satisfies AvailabilityTable;

/** Availability changes only while the listing is live; an archived or flagged one is edited or restored first. */
export const availabilityChangeStatuses: readonly ListingStatus[] = ['PUBLISHED'];

export function canChangeAvailability(
  status: ListingStatus,
  from: ListingAvailability,
  to: ListingAvailability,
  actor: ListingAvailabilityActor,
): boolean {
  if (!availabilityChangeStatuses.includes(status)) return false;
  const actors: readonly ListingAvailabilityActor[] | undefined = (
    listingAvailabilityTransitions as AvailabilityTable
  )[from][to];
  return actors?.includes(actor) ?? false;
}

/** The availabilities `actor` may move a listing to, in table order; none unless it is live. */
export function allowedAvailabilityChanges(
  status: ListingStatus,
  from: ListingAvailability,
  actor: ListingAvailabilityActor,
): ListingAvailability[] {
  return (Object.keys(listingAvailabilityTransitions[from]) as ListingAvailability[]).filter((to) =>
    canChangeAvailability(status, from, to, actor),
  );
}

/** What the columns say: sold once a sale is recorded, reserved while a reservation stands. */
export function availabilityOf(row: { soldAt: Date | null; reservedAt: Date | null }): ListingAvailability {
  if (row.soldAt !== null) return 'sold';
  return row.reservedAt === null ? 'available' : 'reserved';
}
