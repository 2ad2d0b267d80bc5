import { z } from 'zod';
import { defineEndpoint, permission, signedIn } from '../api/endpoint';
import {
  assignFeatureFlagRequestSchema,
  featureFlagAssignmentParamsSchema,
  featureFlagAssignmentResponseSchema,
  featureFlagAssignmentsResponseSchema,
  featureFlagsResponseSchema,
} from './feature-flag.schema';

const canManageFlags = permission('feature-flags:manage');
const tags = ['feature-flags'];

export const featureFlagsEndpoints = {
  getMyFeatureFlags: defineEndpoint({
    method: 'GET',
    path: '/feature-flags/me',
    summary: 'Every feature flag, resolved for the signed-in user',
    tags,
    access: signedIn,
    responses: { 200: featureFlagsResponseSchema },
    errors: [],
  }),
  listAssignments: defineEndpoint({
    method: 'GET',
    path: '/feature-flags/assignments',
    summary: 'All feature flag assignments (user, cohort and global)',
    tags,
    access: canManageFlags,
    responses: { 200: featureFlagAssignmentsResponseSchema },
    errors: [],
  }),
  assignFeatureFlag: defineEndpoint({
    method: 'PUT',
    path: '/feature-flags/assignments',
    summary: 'Assign a flag to a user, a cohort or everyone; replaces the same key and target',
    tags,
    access: canManageFlags,
    body: assignFeatureFlagRequestSchema,
    responses: { 200: featureFlagAssignmentResponseSchema },
    errors: ['NOT_FOUND'],
  }),
  removeAssignment: defineEndpoint({
    method: 'DELETE',
    path: '/feature-flags/assignments/:id',
    summary: 'Delete a feature flag assignment',
    tags,
    access: canManageFlags,
    params: featureFlagAssignmentParamsSchema,
    responses: { 204: z.null().describe('Deleted') },
    errors: ['NOT_FOUND'],
  }),
};
