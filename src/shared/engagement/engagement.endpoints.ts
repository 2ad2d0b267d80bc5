import { defineEndpoint, permission } from '../api/endpoint';
import { engagementHandoffRequestSchema, engagementHandoffResponseSchema } from './engagement.schema';

export const engagementEndpoints = {
  handOffEngagement: defineEndpoint({
    method: 'POST',
    path: '/marketplace/engagement/handoff',
    summary: 'Store the watchlist and cart kept on the device before sign-in',
    tags: ['engagement'],
    access: permission('engagement:manage'),
    body: engagementHandoffRequestSchema,
    responses: { 200: engagementHandoffResponseSchema },
    errors: [],
  }),
};
