import type { SavedSearch } from '@shared/saved-searches/saved-search.schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../lib/session/memory-storage.test-helper';
import { readLocalSavedSearches, saveLocalSavedSearch } from './local-saved-searches';
import { moveLocalSavedSearchesToAccount } from './saved-search-handoff';

const now = new Date('2026-11-20T10:00:00.000Z');
const later = new Date('2026-11-20T11:00:00.000Z');
const serverList: SavedSearch[] = [];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('moveLocalSavedSearchesToAccount', () => {
  it('skips without local saved searches', async () => {
    const send = vi.fn();
    const result = await moveLocalSavedSearchesToAccount({ storage: new MemoryStorage(), send });
    expect(result).toEqual({ outcome: 'skipped' });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends oldest first and clears local ones on success', async () => {
    const storage = new MemoryStorage();
    saveLocalSavedSearch(storage, { params: { query: 'older' } }, now);
    saveLocalSavedSearch(storage, { params: { query: 'newer' } }, later);
    const send = vi.fn().mockResolvedValue(serverList);
    const result = await moveLocalSavedSearchesToAccount({ storage, send });
    expect(result).toEqual({ outcome: 'sent', savedSearches: serverList });
    expect(send.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({ label: 'older', params: { query: 'older' }, createdAt: now.toISOString() }),
      expect.objectContaining({
        label: 'newer',
        notificationsEnabled: false,
        lastRunAt: later.toISOString(),
      }),
    ]);
    expect(send.mock.calls[0]?.[0][0]).not.toHaveProperty('id');
    expect(readLocalSavedSearches(storage)).toEqual([]);
  });

  it('keeps local ones when the server fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new MemoryStorage();
    saveLocalSavedSearch(storage, { params: { query: 'jacke' } }, now);
    const result = await moveLocalSavedSearchesToAccount({
      storage,
      send: vi.fn().mockRejectedValue(new Error('offline')),
    });
    expect(result).toEqual({ outcome: 'failed' });
    expect(readLocalSavedSearches(storage)).toHaveLength(1);
  });

  it('keeps a search saved while the request was under way', async () => {
    const storage = new MemoryStorage();
    saveLocalSavedSearch(storage, { params: { query: 'sent' } }, now);
    const send = vi.fn().mockImplementation(async () => {
      saveLocalSavedSearch(storage, { params: { query: 'meanwhile' } }, later);
      return serverList;
    });
    await moveLocalSavedSearchesToAccount({ storage, send });
    expect(readLocalSavedSearches(storage).map((item) => item.label)).toEqual(['meanwhile']);
  });
});
