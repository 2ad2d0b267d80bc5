// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaAssetFixture } from './create-listing.test-helper';

const track = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/analytics/analytics-client', () => ({ track }));

const { hasAddedPhoto, useSellFlowSteps, useSellFlowStepWhen } = await import('./use-sell-flow-steps');

describe('the sell-flow steps the create page reports', () => {
  beforeEach(() => track.mockReset());

  it('sends each step once per listing, and anew after a restart', () => {
    const { result } = renderHook(() => useSellFlowSteps());
    result.current.reach('photo');
    result.current.reach('photo');
    result.current.reach('preview');
    expect(track.mock.calls).toEqual([
      ['sell_flow_step', { step: 'photo' }],
      ['sell_flow_step', { step: 'preview' }],
    ]);
    result.current.restart();
    result.current.reach('photo');
    expect(track).toHaveBeenCalledTimes(3);
    expect(track).toHaveBeenLastCalledWith('sell_flow_step', { step: 'photo' });
  });

  it('counts a photo only when one was added, not a reorder or a removal', () => {
    const [first, second] = [mediaAssetFixture('a1'), mediaAssetFixture('b2')];
    expect(hasAddedPhoto([], [first])).toBe(true);
    expect(hasAddedPhoto([first], [first, second])).toBe(true);
    expect(hasAddedPhoto([first, second], [second, first])).toBe(false);
    expect(hasAddedPhoto([first, second], [second])).toBe(false);
  });

  it('reaches a step when its condition turns true on the page, not for what was restored', () => {
    const { result: steps } = renderHook(() => useSellFlowSteps());
    const { rerender } = renderHook(
      ({ isReached }: { isReached: boolean }) => useSellFlowStepWhen(steps.current, 'speech', isReached),
      { initialProps: { isReached: true } },
    );
    expect(track).not.toHaveBeenCalled();
    rerender({ isReached: false });
    rerender({ isReached: true });
    expect(track.mock.calls).toEqual([['sell_flow_step', { step: 'speech' }]]);
  });
});
