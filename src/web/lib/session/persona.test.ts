import { describe, expect, it } from 'vitest';
import { hasRouteAccess, personaFor, sellerAreaRoles } from './persona';

describe('personaFor (spec §4)', () => {
  it('is guest unless authenticated, whatever the roles', () => {
    expect(personaFor('unauthenticated', ['admin'])).toBe('guest');
    expect(personaFor('unknown', ['seller'])).toBe('guest');
    expect(personaFor('authenticated', undefined)).toBe('guest');
  });

  it.each([
    [['admin'], 'admin'],
    [['buyer', 'seller', 'admin'], 'admin'],
    [['SUPER_ADMIN'], 'admin'],
    [['Seller'], 'seller'],
    [['buyer', 'power-seller'], 'seller'],
    [['buyer'], 'buyer'],
    [['moderator'], 'buyer'],
    [[], 'buyer'],
  ] as const)('roles %j give %s (case-insensitive substring, admin before seller)', (roles, persona) => {
    expect(personaFor('authenticated', roles)).toBe(persona);
  });
});

describe('hasRouteAccess (spec §5 route access)', () => {
  it('admits users without roles', () => {
    expect(hasRouteAccess([], sellerAreaRoles)).toBe(true);
  });

  it.each([['admin'], ['SELLER'], ['buyer'], ['moderator', 'buyer']])(
    'admits %j to the seller area',
    (...roles) => {
      expect(hasRouteAccess(roles, sellerAreaRoles)).toBe(true);
    },
  );

  it('turns away roles outside the list', () => {
    expect(hasRouteAccess(['moderator'], sellerAreaRoles)).toBe(false);
    expect(hasRouteAccess(['buyer'], ['admin'])).toBe(false);
  });
});
