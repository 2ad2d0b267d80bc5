import type { RoleId } from '@shared/auth/auth.constants';
import type { ManagedUser, Role } from '@shared/authorization/authorization.schema';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { endAllSessionsOfUser } from '../auth/session.service';
import { presentManagedUser } from './authorization.presenter';
import {
  findManagedUser,
  lockOtherAdminIds,
  searchManagedUsers,
  updateUserRoles,
  updateUserRolloutCohort,
} from './authorization.repository';
import { roleCatalogue } from './role-catalogue';

/*
 * Access tokens carry the roles. A role change ends every session of the user in the same
 * transaction (ADR 035), so a removed role stops working at once and the user signs in again to
 * get a token with the roles they hold now. A change that changes nothing keeps the sessions.
 */

export const userSearchLimit = 50;

const unknownUser = () => new AppError('NOT_FOUND', 'No user with this id');
const hasRole = (roles: readonly string[], roleId: RoleId) =>
  roles.some((role) => role.toLowerCase() === roleId);

export function listRoles(): Role[] {
  return roleCatalogue;
}

export async function findManagedUsers(db: Db, query: string): Promise<ManagedUser[]> {
  const rows = await searchManagedUsers(db, query.trim(), userSearchLimit);
  return rows.map(presentManagedUser);
}

/** Idempotent: assigning a role the user already holds changes nothing. */
export async function assignRole(db: Db, userId: string, roleId: RoleId): Promise<ManagedUser> {
  const row = await runInTransaction(db, async (executor) => {
    const user = await findManagedUser(executor, userId, { isLocking: true });
    if (!user) throw unknownUser();
    if (hasRole(user.roles, roleId)) return user;
    await endAllSessionsOfUser(executor, userId);
    return updateUserRoles(executor, userId, [...user.roles, roleId]);
  });
  if (!row) throw unknownUser();
  return presentManagedUser(row);
}

/** An admin cannot demote themselves: it would lock them out until another admin steps in. */
export function assertNotRemovingOwnAdminRole(removal: { actorId: string; userId: string; roleId: RoleId }) {
  if (removal.roleId === 'admin' && removal.actorId === removal.userId) {
    throw new AppError('CONFLICT', 'You cannot remove your own admin role; ask another admin to do it.');
  }
}

/** Someone must always be left to manage roles. */
export function assertNotLastAdmin(otherAdminCount: number) {
  if (otherAdminCount === 0) {
    throw new AppError('CONFLICT', 'This is the last admin; make someone else an admin first.');
  }
}

/** Idempotent: removing a role the user does not hold changes nothing. */
export async function removeRole(
  db: Db,
  removal: { actorId: string; userId: string; roleId: RoleId },
): Promise<ManagedUser> {
  assertNotRemovingOwnAdminRole(removal);
  const row = await runInTransaction(db, async (executor) => {
    const user = await findManagedUser(executor, removal.userId, { isLocking: true });
    if (!user) throw unknownUser();
    if (!hasRole(user.roles, removal.roleId)) return user;
    if (removal.roleId === 'admin') {
      assertNotLastAdmin((await lockOtherAdminIds(executor, removal.userId)).length);
    }
    const roles = user.roles.filter((role) => role.toLowerCase() !== removal.roleId);
    await endAllSessionsOfUser(executor, removal.userId);
    return updateUserRoles(executor, removal.userId, roles);
  });
  if (!row) throw unknownUser();
  return presentManagedUser(row);
}

/** Cohorts gate feature flags (assignments by cohort) and rollout-gated workspace features. */
export async function setRolloutCohort(db: Db, userId: string, cohort: string | null): Promise<ManagedUser> {
  const row = await updateUserRolloutCohort(db, userId, cohort);
  if (!row) throw unknownUser();
  return presentManagedUser(row);
}
