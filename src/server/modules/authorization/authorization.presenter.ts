import type { ManagedUser } from '@shared/authorization/authorization.schema';
import type { ManagedUserRow } from './authorization.repository';

export function presentManagedUser(row: ManagedUserRow): ManagedUser {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    roles: row.roles,
    isEmailVerified: row.emailVerifiedAt !== null,
    rolloutCohort: row.rolloutCohort,
    createdAt: row.createdAt.toISOString(),
  };
}
