import {
  type FeatureFlag,
  type FeatureFlagKey,
  type FeatureFlagSource,
  type FeatureFlagStage,
  featureFlagKeys,
  featureFlagStageRank,
} from '@shared/feature-flags/feature-flag.schema';

export type FeatureFlagScope = Exclude<FeatureFlagSource, 'default'>;

/** An assignment that applies to the user: their own, their cohort's, or everyone's. */
export interface ApplicableAssignment {
  id: string;
  key: FeatureFlagKey;
  enabled: boolean;
  stage: FeatureFlagStage;
  scope: FeatureFlagScope;
  metadata: Record<string, unknown>;
  assignedAt: Date;
}

/** More specific wins a tie on stage. */
const specificity: Record<FeatureFlagScope, number> = { user: 3, cohort: 2, global: 1 };

/** Negative when `a` should win over `b`. */
function compareAssignments(a: ApplicableAssignment, b: ApplicableAssignment): number {
  return (
    featureFlagStageRank(b.stage) - featureFlagStageRank(a.stage) ||
    specificity[b.scope] - specificity[a.scope] ||
    b.assignedAt.getTime() - a.assignedAt.getTime() ||
    a.id.localeCompare(b.id)
  );
}

/**
 * Every known flag, resolved: all default off at stage internal. Among assignments of one key the
 * highest stage wins (spec §3); on equal stage the most specific (user > cohort > global), then the
 * newest, then the lowest id, so the answer never depends on row order.
 */
export function resolveFeatureFlags(assignments: readonly ApplicableAssignment[]): FeatureFlag[] {
  return featureFlagKeys.map((key) => {
    const [winner] = assignments.filter((assignment) => assignment.key === key).sort(compareAssignments);
    if (!winner) {
      return { key, enabled: false, stage: 'internal', source: 'default', assignedAt: null, metadata: {} };
    }
    return {
      key,
      enabled: winner.enabled,
      stage: winner.stage,
      source: winner.scope,
      assignedAt: winner.assignedAt.toISOString(),
      metadata: winner.metadata,
    };
  });
}
