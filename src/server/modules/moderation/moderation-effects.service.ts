import { suspensionDefaultDays } from '@shared/moderation/moderation.schema';
import type { ModerationAction } from '@shared/moderation/moderation-constants';
import { AppError } from '../../core/app-error';
import type { DbExecutor } from '../../db/transaction';
import {
  restoreSuspension,
  type SuspensionRestorePoint,
  suspendAccount,
} from '../auth/account-suspension.service';
import {
  hideListingsOfSuspendedSeller,
  type ListingRestorePoint,
  republishListingsAfterSuspension,
  restoreListingFromModeration,
  restrictListingByModeration,
} from '../listings/listing-moderation.service';
import { setPhotoModeration } from '../media/media-moderation.service';
import { type ProblemResolutionOutcome, resolveProblemOrderLocked } from '../orders/order-moderation.service';
import { type ReviewRestorePoint, restoreReview, takeDownReview } from '../reviews/review-moderation.service';
import type { CaseRow } from './moderation-cases.repository';
import { countPriorViolations } from './moderation-decisions.repository';

/**
 * What each decision does to its subject, through the owning module's service (ADR 065), and the
 * state before, kept on the decision so an upheld objection restores it exactly.
 */
export type PreviousState =
  | { target: 'none' }
  | { target: 'listing'; listing: ListingRestorePoint }
  | { target: 'review'; review: ReviewRestorePoint }
  | { target: 'photo'; moderation: 'clear' | 'held' }
  | { target: 'suspension'; suspension: SuspensionRestorePoint; hiddenListingIds: string[]; until: string }
  | { target: 'order'; resolution: 'refund' | 'release' };

export interface Effect {
  previousState: PreviousState;
  affectedUserId: string | null;
  order?: ProblemResolutionOutcome;
}

const dayMs = 24 * 60 * 60 * 1000;

export async function applyDecisionEffect(
  executor: DbExecutor,
  moderationCase: CaseRow,
  input: { action: ModerationAction; suspendDays?: number | undefined },
  moderatorId: string,
  now: Date,
): Promise<Effect> {
  const owner = moderationCase.subjectOwnerId;
  const subjectId = moderationCase.subjectId;
  switch (input.action) {
    case 'dismiss':
      return { previousState: { target: 'none' }, affectedUserId: null };
    case 'restrict':
    case 'remove': {
      if (moderationCase.subjectKind === 'listing') {
        const restriction = input.action === 'restrict' ? 'restricted' : 'removed';
        const listing = await restrictListingByModeration(executor, subjectId, restriction, moderatorId, now);
        return { previousState: { target: 'listing', listing }, affectedUserId: owner };
      }
      if (moderationCase.subjectKind === 'review') {
        const review = await takeDownReview(executor, subjectId);
        if (!review) throw new AppError('CONFLICT', 'The review is already gone.');
        return { previousState: { target: 'review', review }, affectedUserId: owner };
      }
      if (moderationCase.subjectKind === 'photo') {
        // A removed photo stays held for good: never shown, never attached to a listing.
        return { previousState: { target: 'photo', moderation: 'held' }, affectedUserId: owner };
      }
      break;
    }
    case 'release': {
      const before = await setPhotoModeration(executor, subjectId, 'clear');
      if (!before) throw new AppError('CONFLICT', 'The photo is gone.');
      return { previousState: { target: 'photo', moderation: before }, affectedUserId: null };
    }
    case 'suspend': {
      if (!owner) throw notAllowed('The case names no account to suspend.', 'no_owner');
      // Art. 23 DSA: suspension only for repeated violations, after an earlier restricting decision.
      if ((await countPriorViolations(executor, owner, moderationCase.id)) === 0)
        throw notAllowed(
          'An account is suspended only for repeated violations: there is no earlier restricting decision.',
          'first_violation',
        );
      const until = new Date(now.getTime() + (input.suspendDays ?? suspensionDefaultDays) * dayMs);
      const suspension = await suspendAccount(executor, owner, until, now);
      const hiddenListingIds = await hideListingsOfSuspendedSeller(executor, owner);
      return {
        previousState: { target: 'suspension', suspension, hiddenListingIds, until: until.toISOString() },
        affectedUserId: owner,
      };
    }
    case 'refund_buyer':
    case 'release_to_seller': {
      const resolution = input.action === 'refund_buyer' ? 'refund' : 'release';
      const order = await resolveProblemOrderLocked(executor, subjectId, resolution, moderatorId);
      return { previousState: { target: 'order', resolution }, affectedUserId: null, order };
    }
    case 'restore':
      break;
  }
  throw notAllowed(`${input.action} does not fit this case.`, 'action_mismatch');
}

function notAllowed(message: string, reason: string) {
  return new AppError('MODERATION_ACTION_NOT_ALLOWED', message, { reason });
}

/** Undoes a decision's effect (an upheld objection). Order resolutions cannot be undone here. */
export async function restorePreviousState(
  executor: DbExecutor,
  moderationCase: CaseRow,
  previous: PreviousState,
  affectedUserId: string | null,
  moderatorId: string,
): Promise<void> {
  switch (previous.target) {
    case 'listing':
      await restoreListingFromModeration(executor, moderationCase.subjectId, previous.listing, moderatorId);
      return;
    case 'review':
      await restoreReview(executor, previous.review);
      return;
    case 'photo':
      // The objection to a removal is upheld: the photo was fine, so the hold ends.
      await setPhotoModeration(executor, moderationCase.subjectId, 'clear');
      return;
    case 'suspension':
      if (!affectedUserId) return;
      await restoreSuspension(executor, affectedUserId, previous.suspension);
      await republishListingsAfterSuspension(executor, previous.hiddenListingIds);
      return;
    case 'order':
      throw new AppError('MODERATION_ACTION_NOT_ALLOWED', 'An order resolution cannot be undone here.', {
        reason: 'order_resolution',
      });
    case 'none':
      return;
  }
}
