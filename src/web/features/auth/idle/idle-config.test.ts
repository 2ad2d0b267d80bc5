// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { resolveIdleConfig } from './idle-config';

afterEach(() => {
  localStorage.clear();
  delete window.__KLEINKRAM_IDLE__;
});

describe('resolveIdleConfig', () => {
  it('is 15 minutes with a 2-minute warning, checked every second', () => {
    expect(resolveIdleConfig()).toEqual({ timeoutMs: 900_000, warningMs: 120_000, tickMs: 1000 });
  });

  it('takes a shorter timing from localStorage (kleinkram.idleOverride)', () => {
    localStorage.setItem('kleinkram.idleOverride', JSON.stringify({ timeoutMs: 8000, warningMs: 5000 }));
    expect(resolveIdleConfig()).toEqual({ timeoutMs: 8000, warningMs: 5000, tickMs: 1000 });
  });

  it('takes window.__KLEINKRAM_IDLE__ first', () => {
    localStorage.setItem('kleinkram.idleOverride', JSON.stringify({ timeoutMs: 8000, warningMs: 5000 }));
    window.__KLEINKRAM_IDLE__ = { timeoutMs: 4000, warningMs: 2000 };
    expect(resolveIdleConfig()).toEqual({ timeoutMs: 4000, warningMs: 2000, tickMs: 1000 });
  });

  it('can never lengthen the timeout, and the warning never exceeds it', () => {
    window.__KLEINKRAM_IDLE__ = { timeoutMs: 24 * 3600_000, warningMs: 48 * 3600_000 };
    expect(resolveIdleConfig()).toEqual({ timeoutMs: 900_000, warningMs: 900_000, tickMs: 1000 });
  });

  it('ignores nonsense', () => {
    localStorage.setItem('kleinkram.idleOverride', '{"timeoutMs":-1,"warningMs":"soon"}');
    expect(resolveIdleConfig()).toEqual({ timeoutMs: 900_000, warningMs: 120_000, tickMs: 1000 });
    localStorage.setItem('kleinkram.idleOverride', 'not json');
    expect(resolveIdleConfig().timeoutMs).toBe(900_000);
  });
});
