import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOffLocalEngagement, readLocalEngagement } from './engagement-handoff';
import { MemoryStorage } from './memory-storage.test-helper';

const key = 'kleinkram.engagement';
const listingA = '0b8f3c1e-4d2a-4f6b-9c1d-2e3f4a5b6c7d';
const listingB = '1c9e4d2f-5e3b-4a7c-8d2e-3f4a5b6c7d8e';
const entryB = { listingId: listingB, quantity: 1, addedAt: '2026-11-20T10:00:00.000Z' };

function storageWith(value: unknown) {
  const storage = new MemoryStorage();
  storage.setItem(key, JSON.stringify(value));
  return storage;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readLocalEngagement', () => {
  it('reads version 1 and drops entries that do not fit', () => {
    const storage = storageWith({
      version: 1,
      watchlist: [listingA, listingA, 'not-a-uuid', 42],
      cart: [entryB, { listingId: listingA, quantity: 0, addedAt: 'x' }, null],
    });
    expect(readLocalEngagement(storage, key)).toEqual({ watchlist: [listingA], cart: [entryB] });
  });

  it('is empty without a record, for another version, or for broken JSON', () => {
    expect(readLocalEngagement(new MemoryStorage(), key)).toEqual({ watchlist: [], cart: [] });
    expect(readLocalEngagement(storageWith({ version: 2, watchlist: [listingA] }), key)).toEqual({
      watchlist: [],
      cart: [],
    });
    const broken = new MemoryStorage();
    broken.setItem(key, '{');
    expect(readLocalEngagement(broken, key)).toEqual({ watchlist: [], cart: [] });
  });
});

describe('handOffLocalEngagement (spec §4 after login)', () => {
  it('skips the call when watchlist and cart are both empty', async () => {
    const send = vi.fn(async () => {});
    const outcome = await handOffLocalEngagement({
      storage: storageWith({ version: 1, watchlist: [], cart: [] }),
      key,
      send,
    });
    expect(outcome).toBe('skipped');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends both and clears them locally on success', async () => {
    const storage = storageWith({ version: 1, watchlist: [listingA], cart: [entryB] });
    const send = vi.fn(async () => {});
    expect(await handOffLocalEngagement({ storage, key, send })).toBe('sent');
    expect(send).toHaveBeenCalledWith({ watchlist: [listingA], cart: [entryB] });
    expect(storage.getItem(key)).toBeNull();
  });

  it('keeps what was added while the call was under way', async () => {
    const storage = storageWith({ version: 1, watchlist: [listingA], cart: [] });
    const send = vi.fn(async () => {
      storage.setItem(key, JSON.stringify({ version: 1, watchlist: [listingA, listingB], cart: [] }));
    });
    await handOffLocalEngagement({ storage, key, send });
    expect(readLocalEngagement(storage, key)).toEqual({ watchlist: [listingB], cart: [] });
  });

  it('keeps the local data and only logs when the server fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = storageWith({ version: 1, watchlist: [listingA], cart: [entryB] });
    const send = vi.fn(async () => {
      throw new Error('503');
    });
    expect(await handOffLocalEngagement({ storage, key, send })).toBe('failed');
    expect(readLocalEngagement(storage, key)).toEqual({ watchlist: [listingA], cart: [entryB] });
    expect(warn).toHaveBeenCalledOnce();
  });
});
