import { z } from 'zod';

export const featureFlagKeys = ['powerUserTour', 'ebayMarketplaceLaunch', 'sellerWorkspacePro'] as const;
/** Ordered: on duplicate keys the highest stage wins (spec §3). */
export const featureFlagStages = ['internal', 'pilot', 'beta', 'general'] as const;

export const featureFlagKeySchema = z.enum(featureFlagKeys);
export const featureFlagStageSchema = z.enum(featureFlagStages);

export const featureFlagSchema = z
  .object({
    key: featureFlagKeySchema,
    enabled: z.boolean(),
    stage: featureFlagStageSchema,
    source: z.enum(['default', 'user', 'cohort', 'global']),
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
    cohort: z.string().trim().min(1).max(60).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((value) => !(value.userId && value.cohort), { error: 'Assign to a user or a cohort, not both.' });

export type FeatureFlag = z.infer<typeof featureFlagSchema>;
export type FeatureFlagKey = z.infer<typeof featureFlagKeySchema>;
export type FeatureFlagStage = z.infer<typeof featureFlagStageSchema>;
