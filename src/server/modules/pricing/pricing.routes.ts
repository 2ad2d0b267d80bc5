import type { pricingEndpoints } from '@shared/pricing/pricing.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { listPriceFeedback, submitPriceFeedback } from './price-feedback.service';
import { getDraftPricingInsight } from './pricing.service';

/** Issue 6: the price recommendation for a draft and the seller's answers to it. */
export function pricingHandlers(deps: AppDependencies): GroupHandlers<typeof pricingEndpoints> {
  const { db } = deps.database;
  // The draft is read through listings' service (app.deps), since listings calls pricing.
  const pricingDeps = { db, findOwnDraft: deps.findOwnDraft };

  return {
    getDraftPricingInsight: async ({ auth, params, language }) => ({
      data: { insight: await getDraftPricingInsight(pricingDeps, auth.userId, params.id, language) },
    }),
    submitPriceFeedback: async ({ auth, body }) => ({
      data: { feedback: await submitPriceFeedback(pricingDeps, auth.userId, body) },
    }),
    listPriceFeedback: async ({ auth }) => ({ data: { feedback: await listPriceFeedback(db, auth.userId) } }),
  };
}
