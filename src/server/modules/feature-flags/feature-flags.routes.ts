import { errorResponseSchema } from '@shared/api/error.schema';
import {
  assignFeatureFlagRequestSchema,
  featureFlagAssignmentParamsSchema,
  featureFlagAssignmentResponseSchema,
  featureFlagAssignmentsResponseSchema,
  featureFlagsResponseSchema,
} from '@shared/feature-flags/feature-flag.schema';
import { z } from 'zod';
import type { AppInstance } from '../../core/app-instance';
import { authOf, requireAuth, requirePermission } from '../auth/auth-guard';
import {
  assignFeatureFlag,
  getFeatureFlagsFor,
  listAssignments,
  removeAssignment,
} from './feature-flags.service';

const deniedResponses = { 401: errorResponseSchema, 403: errorResponseSchema };

export async function featureFlagsRoutes(app: AppInstance) {
  const authenticate = requireAuth(app.deps.config.authSecret);
  const canManageFlags = [authenticate, requirePermission('feature-flags:manage')];
  const { db } = app.deps.database;

  app.get(
    '/feature-flags/me',
    {
      preHandler: [authenticate],
      schema: {
        tags: ['feature-flags'],
        summary: 'Every feature flag, resolved for the signed-in user',
        response: { 200: featureFlagsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ data: { featureFlags: await getFeatureFlagsFor(db, authOf(request).userId) } }),
  );

  app.get(
    '/feature-flags/assignments',
    {
      preHandler: canManageFlags,
      schema: {
        tags: ['feature-flags'],
        summary: 'All feature flag assignments (user, cohort and global)',
        response: { 200: featureFlagAssignmentsResponseSchema, ...deniedResponses },
      },
    },
    async () => ({ data: { assignments: await listAssignments(db) } }),
  );

  app.put(
    '/feature-flags/assignments',
    {
      preHandler: canManageFlags,
      schema: {
        tags: ['feature-flags'],
        summary: 'Assign a flag to a user, a cohort or everyone; replaces the same key and target',
        body: assignFeatureFlagRequestSchema,
        response: {
          200: featureFlagAssignmentResponseSchema,
          400: errorResponseSchema,
          ...deniedResponses,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: { assignment: await assignFeatureFlag(db, authOf(request).userId, request.body) },
    }),
  );

  app.delete(
    '/feature-flags/assignments/:id',
    {
      preHandler: canManageFlags,
      schema: {
        tags: ['feature-flags'],
        summary: 'Delete a feature flag assignment',
        params: featureFlagAssignmentParamsSchema,
        response: {
          204: z.null().describe('Deleted'),
          400: errorResponseSchema,
          ...deniedResponses,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await removeAssignment(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
