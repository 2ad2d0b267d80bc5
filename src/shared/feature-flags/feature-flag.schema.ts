import { z } from 'zod';

export const featureFlagKeys = ['powerUserTour', 'ebayMarketplaceLaunch', 'sellerWorkspacePro'] as const;
/** Ordered: on duplicate keys the highest stage wins (spec §3). */
export const featureFlagStages = ['internal', 'pilot', 'beta', 'general'] as const;

/** Where a resolved flag came from; assignments are user, cohort or global (spec §3). */
export const featureFlagSources = ['default', 'user', 'cohort', 'global'] as const;

/** Higher is later in the rollout; the spec's "highest stage wins" compares these. */
export function featureFlagStageRank(stage: (typeof featureFlagStages)[number]): number {
  return featureFlagStages.indexOf(stage);
}

export const featureFlagKeySchema = z.enum(featureFlagKeys);
export const featureFlagStageSchema = z.enum(featureFlagStages);
export const featureFlagSourceSchema = z.enum(featureFlagSources);
/** A rollout cohort name, e.g. "pilot"; matched exactly. */
export const rolloutCohortSchema = z.string().trim().min(1).max(60);

export const featureFlagSchema = z
  .object({
    key: featureFlagKeySchema,
    enabled: z.boolean(),
    stage: featureFlagStageSchema,
    source: featureFlagSourceSchema,
    assignedAt: z.iso.datetime().nullable(),
    metadata: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'FeatureFlag' });

export const featureFlagsResponseSchema = z.object({
  data: z.object({ featureFlags: z.array(featureFlagSchema) }),
});

/** Admin: assign a flag to one user, to a rollout cohort, or to everyone. */
export const assignFeatureFlagRequestSchema = z
  .strictObject({
    key: featureFlagKeySchema,
    enabled: z.boolean(),
    stage: featureFlagStageSchema,
    userId: z.uuid().optional(),
    cohort: rolloutCohortSchema.optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((value) => !(value.userId && value.cohort), { error: 'Assign to a user or a cohort, not both.' });

/** One stored assignment; userId and cohort both null means it applies to everyone. */
export const featureFlagAssignmentSchema = z
  .object({
    id: z.uuid(),
    key: featureFlagKeySchema,
    enabled: z.boolean(),
    stage: featureFlagStageSchema,
    scope: featureFlagSourceSchema.exclude(['default']),
    userId: z.uuid().nullable(),
    cohort: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    assignedBy: z.uuid().nullable(),
    assignedAt: z.iso.datetime(),
  })
  .meta({ id: 'FeatureFlagAssignment' });

export const featureFlagAssignmentsResponseSchema = z.object({
  data: z.object({ assignments: z.array(featureFlagAssignmentSchema) }),
});
export const featureFlagAssignmentResponseSchema = z.object({
  data: z.object({ assignment: featureFlagAssignmentSchema }),
});
export const featureFlagAssignmentParamsSchema = z.object({ id: z.uuid() });

export type FeatureFlag = z.infer<typeof featureFlagSchema>;
export type FeatureFlagKey = z.infer<typeof featureFlagKeySchema>;
export type FeatureFlagStage = z.infer<typeof featureFlagStageSchema>;
export type FeatureFlagSource = z.infer<typeof featureFlagSourceSchema>;
export type AssignFeatureFlagRequest = z.infer<typeof assignFeatureFlagRequestSchema>;
export type FeatureFlagAssignment = z.infer<typeof featureFlagAssignmentSchema>;
