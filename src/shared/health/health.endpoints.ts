import { defineEndpoint, publicAccess } from '../api/endpoint';
import { healthResponseSchema } from './health.schema';

export const healthEndpoints = {
  getHealth: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'API status, version, database engine, migration state and uptime',
    description: 'A degraded platform answers 503 with the same report, so monitors can read why.',
    tags: ['platform'],
    access: publicAccess,
    responses: { 200: healthResponseSchema },
    failureResponses: { 503: healthResponseSchema },
    errors: [],
  }),
};
