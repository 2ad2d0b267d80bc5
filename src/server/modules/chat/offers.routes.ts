import type { offersEndpoints } from '@shared/chat/offers.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import { type GroupHandlers, withStatus } from '../../core/endpoint-handlers';
import { presentOffer } from './chat-message.presenter';
import {
  findAgreedPrice,
  makeOffer,
  type OfferOutcome,
  respondToOffer,
  withdrawOffer,
} from './offers.service';

const present = (outcome: OfferOutcome) => ({
  data: {
    offer: presentOffer(outcome.offer),
    counterOffer: outcome.counterOffer ? presentOffer(outcome.counterOffer) : null,
    threadId: outcome.threadId,
  },
});

/** Offers in a chat thread (ADR 053): make, answer, withdraw, and the agreed price the checkout reads. */
export function offersHandlers(deps: AppDependencies): GroupHandlers<typeof offersEndpoints> {
  return {
    makeOffer: async ({ auth, body }) => {
      const outcome = await makeOffer(deps, auth, body);
      return outcome.isRetry ? present(outcome) : withStatus(201, present(outcome));
    },
    respondToOffer: async ({ auth, params, body }) =>
      present(await respondToOffer(deps, auth, params.offerId, body)),
    withdrawOffer: async ({ auth, params }) => present(await withdrawOffer(deps, auth, params.offerId)),
    getAgreedPrice: async ({ auth, params }) => ({
      data: { agreedPrice: await findAgreedPrice(deps.database.db, params.listingId, auth.userId) },
    }),
  };
}
