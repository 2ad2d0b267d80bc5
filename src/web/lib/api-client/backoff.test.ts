import { describe, expect, it } from 'vitest';
import {
  maxGetAttempts,
  retryAfterDelayMs,
  retryBaseDelayMs,
  retryDelayMs,
  retryMaxDelayMs,
} from './backoff';

describe('retryDelayMs', () => {
  it('starts at 600 ms and doubles up to 4000 ms', () => {
    expect([1, 2, 3, 4, 5, 10].map(retryDelayMs)).toEqual([600, 1200, 2400, 4000, 4000, 4000]);
  });

  it('treats attempts below 1 as the first', () => {
    expect(retryDelayMs(0)).toBe(600);
    expect(retryDelayMs(-3)).toBe(600);
  });

  it('exposes the spec constants', () => {
    expect(retryBaseDelayMs).toBe(600);
    expect(retryMaxDelayMs).toBe(4000);
    expect(maxGetAttempts).toBe(3);
  });
});

describe('retryAfterDelayMs', () => {
  it.each([
    ['1', 1000],
    [' 2 ', 2000],
    ['1.5', 1500],
    ['0', 0],
    ['4', 4000],
    ['120', 4000],
  ])('reads %j seconds as %i ms', (header, expected) => {
    expect(retryAfterDelayMs(header)).toBe(expected);
  });

  it.each([null, undefined, '', '-1', 'soon', 'Wed, 21 Oct 2099 07:28:00 GMT'])('ignores %j', (header) => {
    expect(retryAfterDelayMs(header)).toBeUndefined();
  });
});
