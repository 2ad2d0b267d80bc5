import type { dealsEndpoints } from '@shared/deals/deals.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { readDealSegment, readNearbyFeed, readPriceDropsFeed } from './deals.service';

export function dealsHandlers(deps: AppDependencies): GroupHandlers<typeof dealsEndpoints> {
  // Feeds may lag a second: a streaming replica when there is one (ADR 083).
  const db = deps.database.readDb;

  return {
    getNearbyFeed: async ({ query }) => ({ data: await readNearbyFeed(db, query) }),
    getPriceDropsFeed: async ({ query }) => ({ data: await readPriceDropsFeed(db, query.limit) }),
    getDealSegment: async ({ params, query }) => ({
      data: await readDealSegment(db, params.segment, query),
    }),
  };
}
