import { savedSearchesMax } from '@shared/saved-searches/saved-search.schema';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../lib/session/memory-storage.test-helper';
import { storageKeys } from '../../lib/storage-keys';
import {
  deleteLocalSavedSearch,
  parseLocalSavedSearches,
  readLocalSavedSearches,
  renameLocalSavedSearch,
  restoreLocalSavedSearch,
  saveLocalSavedSearch,
} from './local-saved-searches';

const now = new Date('2026-11-20T10:00:00.000Z');
const later = new Date('2026-11-21T10:00:00.000Z');

describe('local saved searches', () => {
  it('stores version 1 with local ids, newest first', () => {
    const storage = new MemoryStorage();
    const first = saveLocalSavedSearch(storage, { params: { query: 'jacke' } }, now);
    const second = saveLocalSavedSearch(storage, { params: { query: 'lampe', loc: 'berlin' } }, now);
    expect(first).toMatchObject({ created: true, saved: { label: 'jacke', notificationsEnabled: false } });
    expect(second).toMatchObject({ created: true });
    const stored = JSON.parse(storage.getItem(storageKeys.savedSearches) ?? 'null');
    expect(stored.version).toBe(1);
    const list = readLocalSavedSearches(storage);
    expect(list.map((item) => item.params.query)).toEqual(['lampe', 'jacke']);
    expect(list[0]?.id).toMatch(/^local-[a-z0-9-]+$/);
  });

  it('updates label and lastRunAt for identical params instead of adding', () => {
    const storage = new MemoryStorage();
    saveLocalSavedSearch(storage, { params: { query: 'jacke', radius: '25' } }, now);
    const again = saveLocalSavedSearch(
      storage,
      { label: 'Winter', params: { radius: '25', query: 'jacke' } },
      later,
    );
    expect(again).toMatchObject({
      created: false,
      saved: { label: 'Winter', lastRunAt: later.toISOString() },
    });
    expect(readLocalSavedSearches(storage)).toHaveLength(1);
  });

  it('refuses empty params and the 21st search', () => {
    const storage = new MemoryStorage();
    expect(saveLocalSavedSearch(storage, { params: { query: ' ', cursor: 'x' } }, now)).toEqual({
      error: 'empty_params',
    });
    for (let index = 0; index < savedSearchesMax; index += 1)
      saveLocalSavedSearch(storage, { params: { query: `item${index}` } }, now);
    expect(saveLocalSavedSearch(storage, { params: { query: 'one-too-many' } }, now)).toEqual({
      error: 'limit_reached',
    });
    expect(readLocalSavedSearches(storage)).toHaveLength(savedSearchesMax);
  });

  it('keeps the old label when renamed to blank', () => {
    const storage = new MemoryStorage();
    const result = saveLocalSavedSearch(storage, { params: { query: 'jacke' } }, now);
    if (!('saved' in result)) throw new Error('not saved');
    renameLocalSavedSearch(storage, result.saved.id, '   ');
    expect(readLocalSavedSearches(storage)[0]?.label).toBe('jacke');
    renameLocalSavedSearch(storage, result.saved.id, 'Jacken');
    expect(readLocalSavedSearches(storage)[0]?.label).toBe('Jacken');
  });

  it('puts a deleted search back where it was on undo', () => {
    const storage = new MemoryStorage();
    for (const query of ['a1', 'b2', 'c3']) saveLocalSavedSearch(storage, { params: { query } }, now);
    const middle = readLocalSavedSearches(storage)[1];
    if (!middle) throw new Error('missing');
    const deleted = deleteLocalSavedSearch(storage, middle.id);
    expect(readLocalSavedSearches(storage).map((item) => item.label)).toEqual(['c3', 'a1']);
    if (!deleted) throw new Error('not deleted');
    restoreLocalSavedSearch(storage, deleted.removed, deleted.index);
    expect(readLocalSavedSearches(storage).map((item) => item.label)).toEqual(['c3', 'b2', 'a1']);
  });

  it('reads nothing from broken JSON, another version or entries that do not fit', () => {
    expect(parseLocalSavedSearches('{oops')).toEqual([]);
    expect(parseLocalSavedSearches(JSON.stringify({ version: 2, savedSearches: [] }))).toEqual([]);
    const good = {
      id: 'local-abc',
      label: 'jacke',
      params: { query: 'jacke' },
      notificationsEnabled: false,
      createdAt: now.toISOString(),
      lastRunAt: now.toISOString(),
    };
    const raw = JSON.stringify({ version: 1, savedSearches: [good, { ...good, id: 'server-id' }, null] });
    expect(parseLocalSavedSearches(raw)).toEqual([good]);
  });
});
