import type { ManagedUser, Role } from '@shared/authorization/authorization.schema';
import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  hasRole,
  isOwnAdminRole,
  roleLabel,
  withRoleAdded,
  withRoleRemoved,
  withUserReplaced,
} from './role-assignment';

const role = (id: Role['id'], en: string, de: string): Role => ({
  id,
  name: { en, de },
  description: { en: `${en} role`, de: `Rolle ${de}` },
});
const roles = [
  role('buyer', 'Buyer', 'Käufer'),
  role('seller', 'Seller', 'Verkäufer'),
  role('moderator', 'Moderator', 'Moderator'),
  role('admin', 'Administrator', 'Administrator'),
];

const user = (id: string, userRoles: string[]): ManagedUser => ({
  id,
  email: `${id}@example.org`,
  displayName: id,
  roles: userRoles,
  isEmailVerified: true,
  rolloutCohort: null,
  createdAt: '2026-11-21T10:00:00.000Z',
});

describe('role assignment', () => {
  it('matches role names case-insensitively', () => {
    expect(hasRole(user('a', ['Seller']), 'seller')).toBe(true);
    expect(hasRole(user('a', ['buyer']), 'seller')).toBe(false);
  });

  it('offers only the roles a user does not have, in catalogue order', () => {
    expect(assignableRoles(user('a', ['buyer', 'ADMIN']), roles).map((entry) => entry.id)).toEqual([
      'seller',
      'moderator',
    ]);
    expect(assignableRoles(user('a', ['buyer', 'seller', 'moderator', 'admin']), roles)).toEqual([]);
  });

  it('names roles in the current language and keeps unknown names as they are', () => {
    expect(roleLabel('seller', roles, 'de')).toBe('Verkäufer');
    expect(roleLabel('Seller', roles, 'en')).toBe('Seller');
    expect(roleLabel('beta-tester', roles, 'en')).toBe('beta-tester');
  });

  it('adds a role to exactly one user, once', () => {
    const users = [user('a', ['buyer']), user('b', ['buyer'])];
    const next = withRoleAdded(users, 'a', 'seller');
    expect(next.map((entry) => entry.roles)).toEqual([['buyer', 'seller'], ['buyer']]);
    expect(withRoleAdded(next, 'a', 'seller')[0]?.roles).toEqual(['buyer', 'seller']);
    expect(users[0]?.roles).toEqual(['buyer']);
  });

  it('removes a role from exactly one user, whatever its case', () => {
    const users = [user('a', ['buyer', 'Seller']), user('b', ['seller'])];
    expect(withRoleRemoved(users, 'a', 'seller').map((entry) => entry.roles)).toEqual([
      ['buyer'],
      ['seller'],
    ]);
  });

  it('replaces a user with the server answer', () => {
    const users = [user('a', ['buyer']), user('b', ['buyer'])];
    const updated = user('b', ['buyer', 'admin']);
    expect(withUserReplaced(users, updated)[1]).toBe(updated);
  });

  it('recognises removing one’s own admin role', () => {
    expect(isOwnAdminRole('me', 'admin', 'me')).toBe(true);
    expect(isOwnAdminRole('me', 'seller', 'me')).toBe(false);
    expect(isOwnAdminRole('other', 'admin', 'me')).toBe(false);
  });
});
