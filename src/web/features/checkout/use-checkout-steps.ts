import type { checkoutSteps } from '@shared/analytics/analytics-events.catalogue';
import { useCallback, useRef } from 'react';
import { track } from '../../lib/analytics/analytics-client';

export type CheckoutStep = (typeof checkoutSteps)[number];

/**
 * The steps a confirmation passes: a buyer who keeps the preselected delivery and payment still went
 * through them. The address only counts when the delivery needs one.
 */
export function stepsPassedOnConfirm(needsAddress: boolean): CheckoutStep[] {
  return ['delivery', ...(needsAddress ? (['address'] as const) : []), 'payment', 'review'];
}

/**
 * `checkout_step` (ADR 068): the checkout is one page, so a step counts when the buyer works on its
 * part (chooses a delivery or payment, types an address) or confirms past it. Each step is sent once
 * per visit of the page.
 */
export function useCheckoutSteps(): (step: CheckoutStep) => void {
  const reached = useRef(new Set<CheckoutStep>());
  return useCallback((step: CheckoutStep) => {
    if (reached.current.has(step)) return;
    reached.current.add(step);
    track('checkout_step', { step });
  }, []);
}
