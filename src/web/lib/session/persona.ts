export type SessionStatus = 'unknown' | 'authenticated' | 'unauthenticated';
export type Persona = 'guest' | 'buyer' | 'seller' | 'admin';

const hasRoleContaining = (roles: readonly string[], fragment: string) =>
  roles.some((role) => role.toLowerCase().includes(fragment));

/**
 * Spec §4 persona: a guest unless authenticated; then the first role fragment that matches
 * (case-insensitive substring) of admin, then seller; everyone else signed in is a buyer.
 */
export function personaFor(status: SessionStatus, roles: readonly string[] | undefined): Persona {
  if (status !== 'authenticated' || !roles) return 'guest';
  if (hasRoleContaining(roles, 'admin')) return 'admin';
  if (hasRoleContaining(roles, 'seller')) return 'seller';
  return 'buyer';
}

/** Spec §5 route access: the seller area (workspace, /listings, /sell) admits these roles. */
export const sellerAreaRoles = ['admin', 'seller', 'buyer'] as const;

/**
 * Spec §5: a user may enter when they have no roles at all, or a role containing one of the
 * allowed ones (case-insensitive, the same substring rule as the persona).
 */
export function hasRouteAccess(userRoles: readonly string[], allowedRoles: readonly string[]): boolean {
  if (userRoles.length === 0) return true;
  return allowedRoles.some((allowed) => hasRoleContaining(userRoles, allowed.toLowerCase()));
}
