import { describe, expect, it } from 'vitest';
import { type ApplicableAssignment, resolveFeatureFlags } from './resolve-feature-flags';

let sequence = 0;
function assignment(overrides: Partial<ApplicableAssignment>): ApplicableAssignment {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    key: 'powerUserTour',
    enabled: true,
    stage: 'pilot',
    scope: 'global',
    metadata: {},
    assignedAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
}

const resolvedTour = (assignments: ApplicableAssignment[]) =>
  resolveFeatureFlags(assignments).find((flag) => flag.key === 'powerUserTour');

describe('resolveFeatureFlags', () => {
  it('answers every key, off at stage internal from the default when nothing is assigned', () => {
    expect(resolveFeatureFlags([])).toEqual([
      {
        key: 'powerUserTour',
        enabled: false,
        stage: 'internal',
        source: 'default',
        assignedAt: null,
        metadata: {},
      },
      {
        key: 'ebayMarketplaceLaunch',
        enabled: false,
        stage: 'internal',
        source: 'default',
        assignedAt: null,
        metadata: {},
      },
      {
        key: 'sellerWorkspacePro',
        enabled: false,
        stage: 'internal',
        source: 'default',
        assignedAt: null,
        metadata: {},
      },
    ]);
  });

  it('takes a single assignment as it is, with its source, time and metadata', () => {
    const only = assignment({
      key: 'sellerWorkspacePro',
      scope: 'cohort',
      stage: 'beta',
      metadata: { variant: 'b' },
      assignedAt: new Date('2026-03-04T05:06:07Z'),
    });
    expect(resolveFeatureFlags([only]).find((flag) => flag.key === 'sellerWorkspacePro')).toEqual({
      key: 'sellerWorkspacePro',
      enabled: true,
      stage: 'beta',
      source: 'cohort',
      assignedAt: '2026-03-04T05:06:07.000Z',
      metadata: { variant: 'b' },
    });
  });

  it('lets the highest stage win, even over a more specific or newer assignment', () => {
    const winner = resolvedTour([
      assignment({ scope: 'user', stage: 'pilot', enabled: true, assignedAt: new Date('2026-06-01') }),
      assignment({ scope: 'global', stage: 'general', enabled: false, assignedAt: new Date('2026-01-01') }),
      assignment({ scope: 'cohort', stage: 'beta', enabled: true }),
    ]);
    expect(winner).toMatchObject({ enabled: false, stage: 'general', source: 'global' });
  });

  it('breaks a stage tie by specificity: user, then cohort, then global', () => {
    const global = assignment({
      scope: 'global',
      stage: 'beta',
      enabled: false,
      assignedAt: new Date('2026-09-01'),
    });
    const cohort = assignment({
      scope: 'cohort',
      stage: 'beta',
      enabled: true,
      assignedAt: new Date('2026-08-01'),
    });
    const user = assignment({
      scope: 'user',
      stage: 'beta',
      enabled: false,
      assignedAt: new Date('2026-01-01'),
    });
    expect(resolvedTour([global, cohort, user])).toMatchObject({ source: 'user', enabled: false });
    expect(resolvedTour([global, cohort])).toMatchObject({ source: 'cohort', enabled: true });
  });

  it('then by the newest assignment, then deterministically by id', () => {
    const older = assignment({ scope: 'cohort', enabled: false, assignedAt: new Date('2026-01-01') });
    const newer = assignment({ scope: 'cohort', enabled: true, assignedAt: new Date('2026-02-01') });
    expect(resolvedTour([newer, older])).toMatchObject({ enabled: true });
    expect(resolvedTour([older, newer])).toMatchObject({ enabled: true });

    const first = assignment({ enabled: true, metadata: { which: 'first' } });
    const second = assignment({ enabled: false, metadata: { which: 'second' } });
    expect(resolvedTour([second, first])?.metadata).toEqual({ which: 'first' });
    expect(resolvedTour([first, second])?.metadata).toEqual({ which: 'first' });
  });

  it('resolves each key on its own', () => {
    const flags = resolveFeatureFlags([
      assignment({ key: 'ebayMarketplaceLaunch', stage: 'general', enabled: true }),
      assignment({ key: 'powerUserTour', stage: 'internal', enabled: true, scope: 'user' }),
    ]);
    expect(flags.map((flag) => [flag.key, flag.enabled, flag.stage, flag.source])).toEqual([
      ['powerUserTour', true, 'internal', 'user'],
      ['ebayMarketplaceLaunch', true, 'general', 'global'],
      ['sellerWorkspacePro', false, 'internal', 'default'],
    ]);
  });
});
