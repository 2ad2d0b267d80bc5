import { engagementEndpoints } from '@shared/engagement/engagement.endpoints';
import type { EngagementHandoffRequest } from '@shared/engagement/engagement.schema';
import { apiClient } from '../../api';

/** POST /marketplace/engagement/handoff: merges a guest's watchlist and cart into the account. */
export async function sendEngagementHandoff(request: EngagementHandoffRequest): Promise<void> {
  await apiClient.call(engagementEndpoints.handOffEngagement, { body: request });
}
