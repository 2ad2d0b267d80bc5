import type { RoleId } from '@shared/auth/auth.constants';
import type { ManagedUser, Role } from '@shared/authorization/authorization.schema';
import type { Language } from '../../lib/i18n';

/** Role names on users are matched case-insensitively, like the persona rule (spec §4). */
export function hasRole(user: Pick<ManagedUser, 'roles'>, roleId: string): boolean {
  const wanted = roleId.toLowerCase();
  return user.roles.some((role) => role.toLowerCase() === wanted);
}

/** The roles that can still be given to the user, in the catalogue's order. */
export function assignableRoles(user: Pick<ManagedUser, 'roles'>, roles: readonly Role[]): Role[] {
  return roles.filter((role) => !hasRole(user, role.id));
}

/** A user's role as people read it: the catalogue's localized name, or the raw name when unknown. */
export function roleLabel(roleName: string, roles: readonly Role[], language: Language): string {
  const role = roles.find((candidate) => candidate.id === roleName.toLowerCase());
  return role ? role.name[language] : roleName;
}

/** The list with the role added to one user (for the optimistic update). */
export function withRoleAdded(users: readonly ManagedUser[], userId: string, roleId: RoleId): ManagedUser[] {
  return users.map((user) =>
    user.id === userId && !hasRole(user, roleId) ? { ...user, roles: [...user.roles, roleId] } : user,
  );
}

/** The list with the role taken from one user (for the optimistic update). */
export function withRoleRemoved(
  users: readonly ManagedUser[],
  userId: string,
  roleId: RoleId,
): ManagedUser[] {
  const removed = roleId.toLowerCase();
  return users.map((user) =>
    user.id === userId
      ? { ...user, roles: user.roles.filter((role) => role.toLowerCase() !== removed) }
      : user,
  );
}

/** The list with one user replaced by the server's answer. */
export function withUserReplaced(users: readonly ManagedUser[], updated: ManagedUser): ManagedUser[] {
  return users.map((user) => (user.id === updated.id ? updated : user));
}

/** Removing one's own admin role would lock the last door; the server refuses it (409). */
export function isOwnAdminRole(userId: string, roleId: string, currentUserId: string | undefined): boolean {
  return userId === currentUserId && roleId.toLowerCase() === 'admin';
}
