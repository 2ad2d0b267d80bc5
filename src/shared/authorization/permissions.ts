import type { RoleId } from '../auth/auth.constants';

/**
 * Who may do what, in one place. Routes name a permission; this table decides which roles hold it.
 * Signed-in users always hold the `self:*` permissions for their own account.
 */
export const permissionsByRole = {
  // Every verified account may sell on a private-seller marketplace (spec §5 route access, ADR 072).
  buyer: ['self:manage', 'listings:buy', 'listings:sell', 'engagement:manage'],
  seller: ['self:manage', 'listings:buy', 'listings:sell', 'engagement:manage'],
  moderator: ['self:manage', 'moderation:review'],
  admin: [
    'self:manage',
    'listings:buy',
    'listings:sell',
    'engagement:manage',
    'moderation:review',
    'roles:manage',
    'feature-flags:manage',
    'platform:monitor',
  ],
} as const satisfies Record<RoleId, readonly string[]>;

export type Permission = (typeof permissionsByRole)[keyof typeof permissionsByRole][number];

/**
 * Spec §4 persona: a signed-in account without roles is a buyer, and spec §5 admits it to the
 * seller area, so it holds what a buyer holds (ADR 072).
 */
const rolesOfAccountWithoutRoles: readonly RoleId[] = ['buyer'];

/** Role names are matched case-insensitively, like the web's persona rule (spec §4). */
export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  const effectiveRoles = roles.length === 0 ? rolesOfAccountWithoutRoles : roles;
  return effectiveRoles.some((role) => {
    const granted = permissionsByRole[role.toLowerCase() as RoleId] as readonly string[] | undefined;
    return granted?.includes(permission) ?? false;
  });
}
