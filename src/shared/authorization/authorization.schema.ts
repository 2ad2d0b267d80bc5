import { z } from 'zod';
import { roleIdSchema } from '../auth/auth.schema';
import { rolloutCohortSchema } from '../feature-flags/feature-flag.schema';

export const roleSchema = z.object({
  id: roleIdSchema,
  name: z.object({ en: z.string(), de: z.string() }),
  description: z.object({ en: z.string(), de: z.string() }),
});

export const rolesResponseSchema = z.object({ data: z.object({ roles: z.array(roleSchema) }) });

export const userSearchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });

export const managedUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(z.string()),
  isEmailVerified: z.boolean(),
  /** Rollout cohort for feature flags and gated workspace features, or null. */
  rolloutCohort: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const usersResponseSchema = z.object({ data: z.object({ users: z.array(managedUserSchema) }) });
export const userResponseSchema = z.object({ data: z.object({ user: managedUserSchema }) });

export const assignRoleRequestSchema = z.strictObject({ roleId: roleIdSchema });
export const userIdParamsSchema = z.object({ id: z.uuid() });
export const userRoleParamsSchema = z.object({ id: z.uuid(), roleId: roleIdSchema });
/** Puts a user into a rollout cohort, or takes them out with null. */
export const assignCohortRequestSchema = z.strictObject({ cohort: rolloutCohortSchema.nullable() });

export type Role = z.infer<typeof roleSchema>;
export type ManagedUser = z.infer<typeof managedUserSchema>;
