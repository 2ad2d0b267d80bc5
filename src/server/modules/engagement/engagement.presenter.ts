import type { EngagementHandoffResponse } from '@shared/engagement/engagement.schema';
import type { EngagementCountsRow } from './engagement.repository';

export function presentEngagementCounts(row: EngagementCountsRow): EngagementHandoffResponse['data'] {
  return { watchlistCount: row.watchlistCount, cartCount: row.cartCount };
}
