import type { FeatureFlag } from '@shared/feature-flags/feature-flag.schema';
import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags, resolveFeatureFlags } from './feature-flags';

const flag = (overrides: Partial<FeatureFlag>): FeatureFlag => ({
  key: 'sellerWorkspacePro',
  enabled: true,
  stage: 'general',
  source: 'user',
  assignedAt: '2026-11-21T10:00:00.000Z',
  metadata: {},
  ...overrides,
});

describe('feature flags', () => {
  it('are all off by default', () => {
    expect(defaultFeatureFlags).toEqual({
      powerUserTour: false,
      ebayMarketplaceLaunch: false,
      sellerWorkspacePro: false,
    });
    expect(Object.isFrozen(defaultFeatureFlags)).toBe(true);
  });

  it('keep keys the server does not mention off', () => {
    expect(resolveFeatureFlags([])).toEqual(defaultFeatureFlags);
    expect(resolveFeatureFlags([flag({ key: 'powerUserTour' })])).toEqual({
      ...defaultFeatureFlags,
      powerUserTour: true,
    });
  });

  it('let the highest stage win on duplicate keys, in any order', () => {
    const pilotOn = flag({ stage: 'pilot', enabled: true });
    const betaOff = flag({ stage: 'beta', enabled: false });
    expect(resolveFeatureFlags([pilotOn, betaOff]).sellerWorkspacePro).toBe(false);
    expect(resolveFeatureFlags([betaOff, pilotOn]).sellerWorkspacePro).toBe(false);
    const generalOn = flag({ stage: 'general', enabled: true });
    expect(resolveFeatureFlags([betaOff, generalOn, pilotOn]).sellerWorkspacePro).toBe(true);
  });

  it('never change the defaults when resolving', () => {
    resolveFeatureFlags([flag({})]);
    expect(defaultFeatureFlags.sellerWorkspacePro).toBe(false);
  });
});
