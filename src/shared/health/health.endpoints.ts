import { defineEndpoint, permission, publicAccess } from '../api/endpoint';
import { healthResponseSchema, publicHealthResponseSchema } from './health.schema';

export const healthEndpoints = {
  getHealth: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'API status and version',
    description:
      'A degraded platform answers 503 with the same body, so monitors can tell. The details are admin-only (`GET /platform/health`).',
    tags: ['platform'],
    access: publicAccess,
    responses: { 200: publicHealthResponseSchema },
    failureResponses: { 503: publicHealthResponseSchema },
    errors: [],
  }),
  getPlatformHealth: defineEndpoint({
    method: 'GET',
    path: '/platform/health',
    summary: 'Platform health for admins: status, version, database engine, migration state and uptime',
    description: 'Answers 200 with the report whether the platform is healthy or degraded.',
    tags: ['platform'],
    access: permission('platform:monitor'),
    responses: { 200: healthResponseSchema },
    errors: [],
  }),
};
