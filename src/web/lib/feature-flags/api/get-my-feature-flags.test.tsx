// @vitest-environment jsdom
import type { FeatureFlag } from '@shared/feature-flags/feature-flag.schema';
import { featureFlagsEndpoints } from '@shared/feature-flags/feature-flags.endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultFeatureFlags } from '../feature-flags';

const session = vi.hoisted(() => ({
  current: { status: 'unauthenticated', user: null as { id: string } | null },
}));
const request = vi.hoisted(() => vi.fn());

vi.mock('../../session/use-session', () => ({ useSession: () => session.current }));
vi.mock('../../api', () => ({ apiClient: { call: request } }));

const { useFeatureFlags } = await import('./get-my-feature-flags');

let queryClient: QueryClient;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const proFlag: FeatureFlag = {
  key: 'sellerWorkspacePro',
  enabled: true,
  stage: 'beta',
  source: 'cohort',
  assignedAt: '2026-11-21T10:00:00.000Z',
  metadata: {},
};

describe('useFeatureFlags', () => {
  beforeEach(() => {
    request.mockReset();
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(cleanup);

  it('keeps every flag off for guests and never asks the server', () => {
    session.current = { status: 'unauthenticated', user: null };
    const { result } = renderHook(() => useFeatureFlags(), { wrapper });
    expect(result.current).toEqual({ flags: defaultFeatureFlags, isLoading: false });
    expect(request).not.toHaveBeenCalled();
  });

  it('keeps every flag off while the session is still unknown', () => {
    session.current = { status: 'unknown', user: null };
    const { result } = renderHook(() => useFeatureFlags(), { wrapper });
    expect(result.current.flags).toEqual(defaultFeatureFlags);
    expect(request).not.toHaveBeenCalled();
  });

  it('loads the signed-in user’s flags from GET /feature-flags/me', async () => {
    session.current = { status: 'authenticated', user: { id: 'user-1' } };
    request.mockResolvedValue({ data: { featureFlags: [proFlag] } });
    const { result } = renderHook(() => useFeatureFlags(), { wrapper });
    expect(result.current.flags.sellerWorkspacePro).toBe(false);
    await waitFor(() => expect(result.current.flags.sellerWorkspacePro).toBe(true));
    expect(result.current.flags.powerUserTour).toBe(false);
    expect(request).toHaveBeenCalledWith(featureFlagsEndpoints.getMyFeatureFlags, expect.anything());
  });

  it('falls back to all off when the request fails', async () => {
    session.current = { status: 'authenticated', user: { id: 'user-2' } };
    request.mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useFeatureFlags(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.flags).toEqual(defaultFeatureFlags);
  });
});
