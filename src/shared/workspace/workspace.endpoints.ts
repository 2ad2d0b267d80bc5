import { defineEndpoint, signedIn } from '../api/endpoint';
import { workspaceIntegrationsResponseSchema } from './workspace-integrations.schema';
import { performanceQuerySchema, performanceResponseSchema } from './workspace-performance.schema';
import { workspaceTasksResponseSchema } from './workspace-tasks.schema';

const tags = ['workspace'];

/** The seller workspace's composed views (issue 19, ADR 074). */
export const workspaceEndpoints = {
  getWorkspaceTasks: defineEndpoint({
    method: 'GET',
    path: '/workspace/tasks',
    summary:
      'Everything that waits for the signed-in seller, newest first, with counts per kind: messages, offers, orders to ship or hand over, listings that need action or failed to publish, reviews to request',
    tags,
    access: signedIn,
    responses: { 200: workspaceTasksResponseSchema },
    errors: [],
  }),
  getWorkspacePerformance: defineEndpoint({
    method: 'GET',
    path: '/workspace/performance',
    summary:
      "The seller's performance figures over 7, 30 or 90 days; locked (403 PERFORMANCE_LOCKED) until the workspace is in a rollout cohort with sellerWorkspacePro",
    tags,
    access: signedIn,
    query: performanceQuerySchema,
    responses: { 200: performanceResponseSchema },
    errors: ['PERFORMANCE_LOCKED'],
  }),
  getWorkspaceIntegrations: defineEndpoint({
    method: 'GET',
    path: '/workspace/integrations',
    summary: "The integrations checklist's fulfilment and security facts for the signed-in seller",
    tags,
    access: signedIn,
    responses: { 200: workspaceIntegrationsResponseSchema },
    errors: [],
  }),
};
