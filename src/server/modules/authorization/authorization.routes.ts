import { errorResponseSchema } from '@shared/api/error.schema';
import {
  assignCohortRequestSchema,
  assignRoleRequestSchema,
  rolesResponseSchema,
  userIdParamsSchema,
  userResponseSchema,
  userRoleParamsSchema,
  userSearchQuerySchema,
  usersResponseSchema,
} from '@shared/authorization/authorization.schema';
import type { AppInstance } from '../../core/app-instance';
import { authOf, requireAuth, requirePermission } from '../auth/auth-guard';
import {
  assignRole,
  findManagedUsers,
  listRoles,
  removeRole,
  setRolloutCohort,
} from './authorization.service';

const deniedResponses = { 401: errorResponseSchema, 403: errorResponseSchema };

export async function authorizationRoutes(app: AppInstance) {
  const authenticate = requireAuth(app.deps.config.authSecret);
  const canManageRoles = [authenticate, requirePermission('roles:manage')];
  const { db } = app.deps.database;

  app.get(
    '/authorization/roles',
    {
      preHandler: canManageRoles,
      schema: {
        tags: ['authorization'],
        summary: 'The roles that can be assigned, named in en and de',
        response: { 200: rolesResponseSchema, ...deniedResponses },
      },
    },
    async () => ({ data: { roles: listRoles() } }),
  );

  app.get(
    '/authorization/users',
    {
      preHandler: canManageRoles,
      schema: {
        tags: ['authorization'],
        summary: 'Find users by email or display name (at most 50, most relevant first)',
        querystring: userSearchQuerySchema,
        response: { 200: usersResponseSchema, 400: errorResponseSchema, ...deniedResponses },
      },
    },
    async (request) => ({ data: { users: await findManagedUsers(db, request.query.q) } }),
  );

  app.post(
    '/authorization/users/:id/roles',
    {
      preHandler: canManageRoles,
      schema: {
        tags: ['authorization'],
        summary: 'Give a user a role (idempotent); it takes effect at their next token refresh',
        params: userIdParamsSchema,
        body: assignRoleRequestSchema,
        response: {
          200: userResponseSchema,
          400: errorResponseSchema,
          ...deniedResponses,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({ data: { user: await assignRole(db, request.params.id, request.body.roleId) } }),
  );

  app.delete(
    '/authorization/users/:id/roles/:roleId',
    {
      preHandler: canManageRoles,
      schema: {
        tags: ['authorization'],
        summary: 'Take a role away; never your own admin role, never from the last admin',
        params: userRoleParamsSchema,
        response: {
          200: userResponseSchema,
          400: errorResponseSchema,
          ...deniedResponses,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: {
        user: await removeRole(db, {
          actorId: authOf(request).userId,
          userId: request.params.id,
          roleId: request.params.roleId,
        }),
      },
    }),
  );

  app.put(
    '/authorization/users/:id/cohort',
    {
      preHandler: [authenticate, requirePermission('feature-flags:manage')],
      schema: {
        tags: ['authorization', 'feature-flags'],
        summary: 'Put a user into a rollout cohort, or take them out with null',
        params: userIdParamsSchema,
        body: assignCohortRequestSchema,
        response: {
          200: userResponseSchema,
          400: errorResponseSchema,
          ...deniedResponses,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: { user: await setRolloutCohort(db, request.params.id, request.body.cohort) },
    }),
  );
}
