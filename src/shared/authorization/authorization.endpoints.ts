import { defineEndpoint, permission } from '../api/endpoint';
import {
  assignCohortRequestSchema,
  assignRoleRequestSchema,
  rolesResponseSchema,
  userIdParamsSchema,
  userResponseSchema,
  userRoleParamsSchema,
  userSearchQuerySchema,
  usersResponseSchema,
} from './authorization.schema';

const canManageRoles = permission('roles:manage');
const tags = ['authorization'];

/** Who may do what: the admin's role management and rollout cohorts. */
export const authorizationEndpoints = {
  listRoles: defineEndpoint({
    method: 'GET',
    path: '/authorization/roles',
    summary: 'The roles that can be assigned, named in en and de',
    tags,
    access: canManageRoles,
    responses: { 200: rolesResponseSchema },
    errors: [],
  }),
  findUsers: defineEndpoint({
    method: 'GET',
    path: '/authorization/users',
    summary: 'Find users by email or display name (at most 50, most relevant first)',
    tags,
    access: canManageRoles,
    query: userSearchQuerySchema,
    responses: { 200: usersResponseSchema },
    errors: [],
  }),
  assignRole: defineEndpoint({
    method: 'POST',
    path: '/authorization/users/:id/roles',
    summary: 'Give a user a role (idempotent); a change ends their sessions, so it counts at once',
    tags,
    access: canManageRoles,
    params: userIdParamsSchema,
    body: assignRoleRequestSchema,
    responses: { 200: userResponseSchema },
    errors: ['NOT_FOUND'],
  }),
  removeRole: defineEndpoint({
    method: 'DELETE',
    path: '/authorization/users/:id/roles/:roleId',
    summary: 'Take a role away (ends their sessions); never your own admin role, never from the last admin',
    tags,
    access: canManageRoles,
    params: userRoleParamsSchema,
    responses: { 200: userResponseSchema },
    // CONFLICT: your own admin role, or the last admin's.
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  setRolloutCohort: defineEndpoint({
    method: 'PUT',
    path: '/authorization/users/:id/cohort',
    summary: 'Put a user into a rollout cohort, or take them out with null',
    tags: [...tags, 'feature-flags'],
    access: permission('feature-flags:manage'),
    params: userIdParamsSchema,
    body: assignCohortRequestSchema,
    responses: { 200: userResponseSchema },
    errors: ['NOT_FOUND'],
  }),
};
