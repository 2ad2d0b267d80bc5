import type {
  AssignFeatureFlagRequest,
  FeatureFlag,
  FeatureFlagAssignment,
} from '@shared/feature-flags/feature-flag.schema';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { presentAssignment, toApplicableAssignment } from './feature-flags.presenter';
import {
  deleteAssignment,
  findAllAssignments,
  findAssignmentsApplyingTo,
  upsertAssignment,
  userExists,
} from './feature-flags.repository';
import { resolveFeatureFlags } from './resolve-feature-flags';

export async function getFeatureFlagsFor(db: Db, userId: string): Promise<FeatureFlag[]> {
  const rows = await findAssignmentsApplyingTo(db, userId);
  return resolveFeatureFlags(rows.map(toApplicableAssignment));
}

export async function listAssignments(db: Db): Promise<FeatureFlagAssignment[]> {
  const rows = await findAllAssignments(db);
  return rows.map(presentAssignment);
}

/** Assigning the same key to the same target again replaces the earlier assignment. */
export async function assignFeatureFlag(
  db: Db,
  actorId: string,
  request: AssignFeatureFlagRequest,
): Promise<FeatureFlagAssignment> {
  if (request.userId && !(await userExists(db, request.userId))) {
    throw new AppError('NOT_FOUND', 'No user with this id', { userId: request.userId });
  }
  const row = await upsertAssignment(db, {
    key: request.key,
    enabled: request.enabled,
    stage: request.stage,
    userId: request.userId ?? null,
    cohort: request.cohort ?? null,
    metadata: request.metadata ?? {},
    assignedBy: actorId,
  });
  return presentAssignment(row);
}

export async function removeAssignment(db: Db, id: string): Promise<void> {
  if (!(await deleteAssignment(db, id)))
    throw new AppError('NOT_FOUND', 'No feature flag assignment with this id');
}
