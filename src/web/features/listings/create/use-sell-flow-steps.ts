import type { sellFlowSteps } from '@shared/analytics/analytics-events.catalogue';
import type { MediaAsset } from '@shared/media/media-asset.schema';
import { useEffect, useMemo, useRef } from 'react';
import { track } from '../../../lib/analytics/analytics-client';
import { useStepsTrackedOnce } from '../../../lib/analytics/use-steps-tracked-once';

export type SellFlowStep = (typeof sellFlowSteps)[number];

export interface SellFlowSteps {
  /** The seller reached the step: reported once per listing being created (`track` needs consent). */
  reach(step: Exclude<SellFlowStep, 'publish'>): void;
  /** Start again, or another draft opened: the next listing reports its steps anew. */
  restart(): void;
}

const sendSellFlowStep = (step: Exclude<SellFlowStep, 'publish'>) => track('sell_flow_step', { step });

/**
 * The create page's sell-flow steps (ADR 068 `sell_flow_step`), which the seller workspace's drop-off
 * reads: photo, speech, preview here; publish goes with the publish call itself. Each step is sent
 * once per listing, not per photo or keystroke.
 */
export function useSellFlowSteps(): SellFlowSteps {
  const { reach, reset } = useStepsTrackedOnce(sendSellFlowStep);
  return useMemo(() => ({ reach, restart: reset }), [reach, reset]);
}

/** A photo the seller added: one in `next` that `previous` did not hold (not a reorder or removal). */
export function hasAddedPhoto(previous: readonly MediaAsset[], next: readonly MediaAsset[]): boolean {
  const known = new Set(previous.map((asset) => asset.id));
  return next.some((asset) => !known.has(asset.id));
}

/**
 * Reaches `step` when `isReached` turns true while the page is open. What was restored on loading
 * (a description from an earlier visit) is not a step taken now.
 */
export function useSellFlowStepWhen(
  steps: SellFlowSteps,
  step: Exclude<SellFlowStep, 'publish'>,
  isReached: boolean,
) {
  const wasReached = useRef(isReached);
  useEffect(() => {
    if (isReached && !wasReached.current) steps.reach(step);
    wasReached.current = isReached;
  }, [steps, step, isReached]);
}
