import { type FeatureFlagAssignment, featureFlagKeySchema } from '@shared/feature-flags/feature-flag.schema';
import type { AssignmentRow } from './feature-flags.repository';
import type { ApplicableAssignment, FeatureFlagScope } from './resolve-feature-flags';

export function scopeOf(row: Pick<AssignmentRow, 'userId' | 'cohort'>): FeatureFlagScope {
  if (row.userId !== null) return 'user';
  return row.cohort === null ? 'global' : 'cohort';
}

export function presentAssignment(row: AssignmentRow): FeatureFlagAssignment {
  return {
    id: row.id,
    key: featureFlagKeySchema.parse(row.key),
    enabled: row.enabled,
    stage: row.stage,
    scope: scopeOf(row),
    userId: row.userId,
    cohort: row.cohort,
    metadata: row.metadata,
    assignedBy: row.assignedBy,
    assignedAt: row.assignedAt.toISOString(),
  };
}

export function toApplicableAssignment(row: AssignmentRow): ApplicableAssignment {
  return {
    id: row.id,
    key: featureFlagKeySchema.parse(row.key),
    enabled: row.enabled,
    stage: row.stage,
    scope: scopeOf(row),
    metadata: row.metadata,
    assignedAt: row.assignedAt,
  };
}
