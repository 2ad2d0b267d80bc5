import type { marketplacesEndpoints } from '@shared/marketplaces/marketplaces.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import {
  completeEbayConnect,
  disconnectEbay,
  getEbayConnection,
  startEbayConnect,
} from './marketplace-accounts.service';
import type { PublishJobContext } from './marketplace-publish-job.service';
import { requestEbayPublish } from './marketplaces.service';

export function marketplaceContextOf(deps: AppDependencies): PublishJobContext {
  return { db: deps.database.db, config: deps.config, jobs: deps.jobs };
}

/** Issue 19 (ADR 073): the eBay connection of the integrations checklist, and publishing. */
export function marketplacesHandlers(deps: AppDependencies): GroupHandlers<typeof marketplacesEndpoints> {
  const context = marketplaceContextOf(deps);
  return {
    getEbayConnection: async ({ auth }) => ({ data: await getEbayConnection(context, auth.userId) }),
    startEbayConnect: async ({ auth, body }) => ({
      data: await startEbayConnect(context, auth.userId, body.returnTo),
    }),
    completeEbayConnect: async ({ query, reply }) => {
      const location = await completeEbayConnect(context, query);
      reply.header('cache-control', 'no-store');
      return reply.redirect(location, 302);
    },
    disconnectEbay: async ({ auth }) => {
      await disconnectEbay(context, auth.userId);
      return null;
    },
    publishToEbay: async ({ auth, body }) => ({
      data: await requestEbayPublish(context, auth.userId, body.listingIds),
    }),
  };
}
