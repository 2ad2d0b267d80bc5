import {
  type FeatureFlag,
  type FeatureFlagKey,
  featureFlagKeys,
  featureFlagStageRank,
} from '@shared/feature-flags/feature-flag.schema';

/** Whether each flag is on for the current user; every key is always present. */
export type FeatureFlagMap = Readonly<Record<FeatureFlagKey, boolean>>;

/** Spec §3: all flags default off (guests, loading, and a failed request alike). */
export const defaultFeatureFlags: FeatureFlagMap = Object.freeze(
  Object.fromEntries(featureFlagKeys.map((key) => [key, false])) as Record<FeatureFlagKey, boolean>,
);

const stageRank = (flag: FeatureFlag) => featureFlagStageRank(flag.stage);

/**
 * One answer per key from the server's list. Spec §3: on duplicate keys the highest stage wins;
 * keys the server does not mention stay off.
 */
export function resolveFeatureFlags(flags: readonly FeatureFlag[]): FeatureFlagMap {
  const winners = new Map<FeatureFlagKey, FeatureFlag>();
  for (const flag of flags) {
    const current = winners.get(flag.key);
    if (!current || stageRank(flag) > stageRank(current)) winners.set(flag.key, flag);
  }
  const resolved = { ...defaultFeatureFlags };
  for (const [key, flag] of winners) resolved[key] = flag.enabled;
  return resolved;
}
