import { describe, expect, it } from 'vitest';
import { createSearchPageCache } from './search-page-cache';

describe('search page cache', () => {
  it('answers a repeated key from memory until the TTL has passed', async () => {
    let clock = 0;
    const cache = createSearchPageCache<string>({ ttlMs: 5_000, now: () => clock });
    let searches = 0;
    const search = async () => `page ${++searches}`;
    expect(await cache.remember('jacke', search)).toEqual({ value: 'page 1', isHit: false });
    clock = 4_999;
    expect(await cache.remember('jacke', search)).toEqual({ value: 'page 1', isHit: true });
    clock = 5_000;
    expect(await cache.remember('jacke', search)).toEqual({ value: 'page 2', isHit: false });
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
