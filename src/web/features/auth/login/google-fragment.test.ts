import { describe, expect, it } from 'vitest';
import { parseGoogleFragment } from './google-fragment';

const payload = Buffer.from(JSON.stringify({ sub: 'u', exp: 1_900_000_000 })).toString('base64url');
const accessToken = `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;

describe('parseGoogleFragment', () => {
  it('reads the token pair and a safe redirect target', () => {
    expect(parseGoogleFragment(`#accessToken=${accessToken}&refreshToken=rt_123&redirectTo=%2Fsell`)).toEqual(
      {
        pair: {
          accessToken,
          refreshToken: 'rt_123',
          accessTokenExpiresAt: new Date(1_900_000_000_000).toISOString(),
          refreshTokenExpiresAt: '',
        },
        redirectTo: '/sell',
      },
    );
  });

  it('prefers the expiry times the server sends', () => {
    const result = parseGoogleFragment(
      `#accessToken=${accessToken}&refreshToken=rt&accessTokenExpiresAt=2026-11-21T10:00:00.000Z&refreshTokenExpiresAt=2026-12-21T10:00:00.000Z`,
    );
    expect(result?.pair.accessTokenExpiresAt).toBe('2026-11-21T10:00:00.000Z');
    expect(result?.pair.refreshTokenExpiresAt).toBe('2026-12-21T10:00:00.000Z');
    expect(result?.redirectTo).toBeNull();
  });

  it('drops a redirect to another site', () => {
    expect(
      parseGoogleFragment(`#accessToken=a.b.c&refreshToken=r&redirectTo=https://evil.example`)?.redirectTo,
    ).toBeNull();
  });

  it('is null without both tokens', () => {
    expect(parseGoogleFragment('')).toBeNull();
    expect(parseGoogleFragment('#accessToken=abc')).toBeNull();
    expect(parseGoogleFragment('#section-2')).toBeNull();
  });
});
