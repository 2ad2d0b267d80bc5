import type { listingStatusResponseSchema } from '@shared/listings/listing-editor.schema';
import {
  allowedTransitions,
  canTransition,
  type ListingStatus,
  type ListingStatusActor,
  restoreTargetOf,
} from '@shared/listings/listing-status';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { RequestAuth } from '../../core/request-auth';
import type { Db } from '../../db/database';
import { type DbExecutor, runInTransaction } from '../../db/transaction';
import { assertNotRemovedByModeration } from './listing-moderation.service';
import {
  findArchivedFrom,
  insertStatusEvents,
  lockListingStatusRow,
  type StatusEvent,
  updateListingStatusFrom,
} from './listing-status.repository';

type ListingStatusView = z.infer<typeof listingStatusResponseSchema>['data']['listing'];

export interface TransitionStep {
  from: ListingStatus;
  to: ListingStatus;
  actor: ListingStatusActor;
}

export function transitionConflict(from: ListingStatus, to: ListingStatus, allowed: ListingStatus[] = []) {
  return new AppError('CONFLICT', `A listing cannot go from ${from} to ${to}.`, { from, to, allowed });
}

/**
 * The way to PUBLISHED when the seller publishes a draft of a listing in `status`; null when there
 * is none (an archived listing is restored first). A new listing is born from a DRAFT. Leaving
 * NEEDS_ACTION through READY is the system's step, so only the edit path, which has re-run the
 * publish rules and checks and seen the content change, may take it (ADR 038).
 */
export function publishSteps(status: ListingStatus): TransitionStep[] | null {
  const goLive: TransitionStep = { from: 'READY', to: 'PUBLISHED', actor: 'seller' };
  switch (status) {
    case 'PUBLISHED':
      return [];
    case 'READY':
      return [goLive];
    case 'DRAFT':
    case 'NEEDS_ACTION':
      return [{ from: status, to: 'READY', actor: 'system' }, goLive];
    case 'ARCHIVED':
      return null;
  }
}

/** Every step must be in the table (listing-status.ts); otherwise 409 naming the refused step. */
export function assertTransitions(steps: TransitionStep[]): void {
  for (const step of steps) {
    if (!canTransition(step.from, step.to, step.actor)) throw transitionConflict(step.from, step.to);
  }
}

export function statusEventsOf(
  listingId: string,
  steps: TransitionStep[],
  actorId: string | null,
  reason?: string,
): StatusEvent[] {
  return steps.map((step) => ({
    listingId,
    fromStatus: step.from,
    toStatus: step.to,
    // The system's steps have no person behind them.
    actorId: step.actor === 'system' ? null : actorId,
    actorRole: step.actor,
    reason: reason ?? null,
  }));
}

/**
 * Applies consecutive steps in the caller's transaction, each conditional on the status before it,
 * and records them. Null when the listing was changed by someone else in between.
 */
export async function applyTransitions(
  executor: DbExecutor,
  listingId: string,
  steps: TransitionStep[],
  actorId: string | null,
  reason?: string,
) {
  let row: Awaited<ReturnType<typeof updateListingStatusFrom>> = null;
  for (const step of steps) {
    row = await updateListingStatusFrom(executor, listingId, step.from, step.to);
    if (!row) return null;
  }
  await insertStatusEvents(executor, statusEventsOf(listingId, steps, actorId, reason));
  return row;
}

const hasRole = (roles: readonly string[], role: string) =>
  roles.some((candidate) => candidate.toLowerCase() === role);

/** The capacities the caller acts in for this listing, most specific first: owner, admin, moderator. */
function actorsFor(auth: RequestAuth, sellerId: string): ListingStatusActor[] {
  const actors: ListingStatusActor[] = [];
  if (auth.userId === sellerId) actors.push('seller');
  if (hasRole(auth.roles, 'admin')) actors.push('admin');
  if (hasRole(auth.roles, 'moderator')) actors.push('moderator');
  return actors;
}

/**
 * `POST /api/listings/{id}/status`: one transition of the table, by the owner, a moderator or an
 * admin. The row is locked while the history is read, so "archived from" still holds when the
 * move is applied.
 */
export function changeListingStatus(
  db: Db,
  auth: RequestAuth,
  listingId: string,
  input: { to: ListingStatus; reason?: string | undefined },
): Promise<ListingStatusView> {
  return runInTransaction(db, async (executor) => {
    const current = await lockListingStatusRow(executor, listingId);
    const actors = current ? actorsFor(auth, current.sellerId) : [];
    // Other sellers' listings read as missing, whatever their status.
    if (!current || actors.length === 0) throw new AppError('NOT_FOUND', 'Listing not found');

    if (input.to === 'PUBLISHED' || input.to === 'READY')
      assertNotRemovedByModeration(current.moderationRestriction);
    const context =
      current.status === 'ARCHIVED' ? { archivedFrom: await findArchivedFrom(executor, listingId) } : {};
    const actor = actors.find((candidate) => canTransition(current.status, input.to, candidate, context));
    if (!actor) {
      const allowed = [
        ...new Set(actors.flatMap((candidate) => allowedTransitions(current.status, candidate, context))),
      ];
      throw transitionConflict(current.status, input.to, allowed);
    }
    const step: TransitionStep = { from: current.status, to: input.to, actor };
    const updated = await applyTransitions(executor, listingId, [step], auth.userId, input.reason);
    if (!updated) throw transitionConflict(current.status, input.to);
    return { id: updated.id, slug: updated.slug, status: updated.status };
  });
}

/**
 * Where the owner's restore of an archived listing leads (back to the status it was archived from,
 * `restoreTargetOf`), for callers that restore without naming the target, such as the seller's
 * bulk restore. `changeListingStatus` checks it again under the row lock.
 */
export async function restoreTargetFor(db: Db, listingId: string): Promise<ListingStatus> {
  return restoreTargetOf(await findArchivedFrom(db, listingId));
}
