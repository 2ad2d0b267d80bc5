import { describe, expect, it } from 'vitest';
import { createSearchPageCache } from './search-page-cache';

describe('search page cache', () => {
  it('answers a repeated key from memory until the TTL has passed (no stale time)', async () => {
    let clock = 0;
    const cache = createSearchPageCache<string>({ ttlMs: 5_000, staleMs: 0, now: () => clock });
    let searches = 0;
    const search = async () => `page ${++searches}`;
    expect(await cache.remember('jacke', search)).toEqual({ value: 'page 1', isHit: false });
    clock = 4_999;
    expect(await cache.remember('jacke', search)).toEqual({ value: 'page 1', isHit: true });
    clock = 5_000;
    expect(await cache.remember('jacke', search)).toEqual({ value: 'page 2', isHit: false });
  });

  it('past its TTL answers the stale page at once and searches once in the background (ADR 093)', async () => {
    let clock = 0;
    const cache = createSearchPageCache<string>({ ttlMs: 5_000, staleMs: 25_000, now: () => clock });
    let searches = 0;
    let finishSearch: () => void = () => {};
    const search = () =>
      new Promise<string>((resolve) => {
        const page = `page ${++searches}`;
        finishSearch = () => resolve(page);
        if (searches === 1) resolve(page);
      });
    expect(await cache.remember('jacke', search)).toEqual({ value: 'page 1', isHit: false });

    clock = 6_000;
    // Two callers past the TTL: both get page 1 at once; one search runs for them.
    const stale = await Promise.all([cache.remember('jacke', search), cache.remember('jacke', search)]);
    expect(stale).toEqual([
      { value: 'page 1', isHit: true, isStale: true },
      { value: 'page 1', isHit: true, isStale: true },
    ]);
    expect(searches).toBe(2);

    finishSearch();
    await new Promise((resolve) => setImmediate(resolve));
    // The refreshed page is fresh for its own TTL, counted from its answer.
    expect(await cache.remember('jacke', search)).toEqual({ value: 'page 2', isHit: true });
    clock = 10_999;
    expect(await cache.remember('jacke', search)).toEqual({ value: 'page 2', isHit: true });
    expect(searches).toBe(2);
  });

  it('refreshes at most maxRefreshing pages at a time; the others stay stale until a slot is free', async () => {
    let clock = 0;
    const cache = createSearchPageCache<string>({
      ttlMs: 5_000,
      staleMs: 25_000,
      maxRefreshing: 1,
      now: () => clock,
    });
    await cache.remember('a', async () => 'a1');
    await cache.remember('b', async () => 'b1');
    clock = 6_000;
    const started: string[] = [];
    let finishA: () => void = () => {};
    const refreshA = () =>
      new Promise<string>((resolve) => {
        started.push('a');
        finishA = () => resolve('a2');
      });
    const refreshB = async () => {
      started.push('b');
      return 'b2';
    };
    expect((await cache.remember('a', refreshA)).value).toBe('a1');
    expect((await cache.remember('b', refreshB)).value).toBe('b1');
    expect(started).toEqual(['a']);

    finishA();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.remember('b', refreshB)).toEqual({ value: 'b1', isHit: true, isStale: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    expect(await cache.remember('a', refreshA)).toEqual({ value: 'a2', isHit: true });
    expect(await cache.remember('b', refreshB)).toEqual({ value: 'b2', isHit: true });
  });

  it('keeps the stale page when its refresh fails, and the next caller tries again', async () => {
    let clock = 0;
    const cache = createSearchPageCache<string>({ ttlMs: 5_000, staleMs: 25_000, now: () => clock });
    await cache.remember('sofa', async () => 'page 1');
    clock = 6_000;
    let attempts = 0;
    const failing = async () => {
      attempts += 1;
      throw new Error('database down');
    };
    expect(await cache.remember('sofa', failing)).toEqual({ value: 'page 1', isHit: true, isStale: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.remember('sofa', failing)).toEqual({ value: 'page 1', isHit: true, isStale: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(attempts).toBe(2);

    // One that throws before it returns a promise frees its refresh slot all the same.
    const throwing = (() => {
      attempts += 1;
      throw new Error('bad input');
    }) as unknown as () => Promise<string>;
    const bounded = createSearchPageCache<string>({ ttlMs: 5_000, maxRefreshing: 1, now: () => clock });
    await bounded.remember('bett', async () => 'page 1');
    clock = 12_000;
    await bounded.remember('bett', throwing);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await bounded.remember('bett', async () => 'page 2')).toEqual({
      value: 'page 1',
      isHit: true,
      isStale: true,
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await bounded.remember('bett', async () => 'page 3')).toEqual({ value: 'page 2', isHit: true });
  });

  it('makes the caller wait for a new search once TTL and stale time have passed', async () => {
    let clock = 0;
    const cache = createSearchPageCache<string>({ ttlMs: 5_000, staleMs: 25_000, now: () => clock });
    await cache.remember('lampe', async () => 'page 1');
    clock = 30_000;
    expect(await cache.remember('lampe', async () => 'page 2')).toEqual({ value: 'page 2', isHit: false });
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createSearchPageCache<string>({ maxEntries: 2 });
    await cache.remember('a', async () => 'a1');
    await cache.remember('b', async () => 'b1');
    await cache.remember('a', async () => 'a2');
    await cache.remember('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect((await cache.remember('a', async () => 'a3')).value).toBe('a1');
    expect((await cache.remember('b', async () => 'b2')).value).toBe('b2');
  });

  it('shares one search between concurrent misses and never keeps a failure', async () => {
    const cache = createSearchPageCache<string>();
    let searches = 0;
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`page ${++searches}`), 10));
    const [first, second] = await Promise.all([cache.remember('k', slow), cache.remember('k', slow)]);
    expect(searches).toBe(1);
    expect([first.isHit, second.isHit]).toEqual([false, true]);
    await expect(cache.remember('broken', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect((await cache.remember('broken', async () => 'recovered')).value).toBe('recovered');
  });
});
