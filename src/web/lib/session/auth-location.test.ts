import type { SessionUser } from '@shared/auth/auth.schema';
import { describe, expect, it } from 'vitest';
import { landingAfterSignIn, pathOf, readAuthLocationState, safeAppPath } from './auth-location';

function user(completed: boolean): SessionUser {
  return {
    id: '0b8f3c1e-4d2a-4f6b-9c1d-2e3f4a5b6c7d',
    email: 'sina@example.com',
    roles: ['buyer', 'seller'],
    displayName: 'Sina',
    isEmailVerified: true,
    isTwoFactorEnabled: false,
    onboarding: { completed, currentStep: 0, completedAt: null, lastSeenAt: null },
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('safeAppPath', () => {
  it.each(['/sell', '/search?query=jacke#top', '/'])('accepts the app path %s', (path) => {
    expect(safeAppPath(path)).toBe(path);
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'sell', '/a b', '', 42, null])(
    'rejects %j',
    (value) => {
      expect(safeAppPath(value)).toBeNull();
    },
  );

  it('accepts a location object', () => {
    expect(safeAppPath({ pathname: '/settings', search: '?tab=2', hash: '' })).toBe('/settings?tab=2');
  });
});

describe('readAuthLocationState', () => {
  it('keeps only what it understands', () => {
    expect(
      readAuthLocationState({
        from: '//evil.example',
        reason: 'session_timeout',
        rememberMe: true,
        notice: 'other',
        email: 'a@b.de',
      }),
    ).toEqual({ reason: 'session_timeout', rememberMe: true, email: 'a@b.de' });
    expect(readAuthLocationState(null)).toEqual({});
  });
});

describe('landingAfterSignIn', () => {
  it('goes to the target, or home', () => {
    expect(landingAfterSignIn(user(true), '/sell')).toEqual({ to: '/sell' });
    expect(landingAfterSignIn(user(true), null)).toEqual({ to: '/' });
  });

  it('never lands back on an auth page', () => {
    expect(landingAfterSignIn(user(true), '/login?x=1')).toEqual({ to: '/' });
  });

  it('sends users who have not finished onboarding there first, carrying the target', () => {
    expect(landingAfterSignIn(user(false), '/sell')).toEqual({ to: '/onboarding', state: { from: '/sell' } });
    expect(landingAfterSignIn(user(false), null)).toEqual({ to: '/onboarding', state: {} });
  });
});

describe('pathOf', () => {
  it('joins pathname, search and hash', () => {
    expect(pathOf({ pathname: '/a', search: '?b=1', hash: '#c' })).toBe('/a?b=1#c');
  });
});
