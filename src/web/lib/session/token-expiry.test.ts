import { describe, expect, it } from 'vitest';
import {
  isExpiring,
  minimumRefreshDelayMs,
  readTokenExpiry,
  refreshDelayMs,
  refreshLeadMs,
} from './token-expiry';

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) =>
  `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;

describe('readTokenExpiry', () => {
  it('reads exp (seconds) from the payload as epoch milliseconds', () => {
    expect(readTokenExpiry(jwt({ sub: 'u', exp: 1_900_000_000, iat: 1_899_999_100 }))).toBe(
      1_900_000_000_000,
    );
  });

  it('decodes base64url payloads with - and _ and non-ASCII text', () => {
    const token = jwt({ name: 'Jürgen ÄÖÜ ~~~???', exp: 1_800_000_123 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(readTokenExpiry(token)).toBe(1_800_000_123_000);
  });

  it.each([
    ['an opaque refresh token', 'kk_rt_0123456789abcdef'],
    ['a payload that is not JSON', 'aaa.bm90IGpzb24.sig'],
    ['a payload without exp', jwt({ sub: 'u' })],
    ['a string exp', jwt({ exp: '1900000000' })],
    ['an empty payload segment', 'a..c'],
  ])('is null for %s', (_label, token) => {
    expect(readTokenExpiry(token)).toBeNull();
  });
});

describe('refreshDelayMs', () => {
  const now = 1_000_000;

  it('refreshes a minute before a 15-minute token expires', () => {
    expect(refreshDelayMs(now + 15 * 60_000, now)).toBe(15 * 60_000 - refreshLeadMs);
  });

  it('refreshes halfway through a token that lives shorter than two minutes', () => {
    expect(refreshDelayMs(now + 100_000, now)).toBe(50_000);
  });

  it('never schedules sooner than the minimum, even for an expired token', () => {
    expect(refreshDelayMs(now - 10_000, now)).toBe(minimumRefreshDelayMs);
  });
});

describe('isExpiring', () => {
  it('is true within the margin and after expiry, false before, and false without an expiry', () => {
    expect(isExpiring(10_000, 6_000)).toBe(true);
    expect(isExpiring(10_000, 20_000)).toBe(true);
    expect(isExpiring(100_000, 6_000)).toBe(false);
    expect(isExpiring(null, 6_000)).toBe(false);
  });
});
