import {
  type EngagementHandoffRequest,
  engagementHandoffResponseSchema,
} from '@shared/engagement/engagement.schema';
import { apiClient } from '../../api';

/** POST /marketplace/engagement/handoff: merges a guest's watchlist and cart into the account. */
export async function sendEngagementHandoff(request: EngagementHandoffRequest): Promise<void> {
  await apiClient.post('/marketplace/engagement/handoff', request, {
    schema: engagementHandoffResponseSchema,
  });
}
