import type { checkoutSteps } from '@shared/analytics/analytics-events.catalogue';
import { track } from '../../lib/analytics/analytics-client';
import { useStepsTrackedOnce } from '../../lib/analytics/use-steps-tracked-once';

export type CheckoutStep = (typeof checkoutSteps)[number];

/**
 * The steps a confirmation passes: a buyer who keeps the preselected delivery and payment still went
 * through them. The address only counts when the delivery needs one.
 */
export function stepsPassedOnConfirm(needsAddress: boolean): CheckoutStep[] {
  return ['delivery', ...(needsAddress ? (['address'] as const) : []), 'payment', 'review'];
}

const sendCheckoutStep = (step: CheckoutStep) => track('checkout_step', { step });

/**
 * `checkout_step` (ADR 068): the checkout is one page, so a step counts when the buyer works on its
 * part (chooses a delivery or payment, types an address) or confirms past it. Each step is sent once
 * per visit of the page.
 */
export function useCheckoutSteps(): (step: CheckoutStep) => void {
  return useStepsTrackedOnce(sendCheckoutStep).reach;
}
