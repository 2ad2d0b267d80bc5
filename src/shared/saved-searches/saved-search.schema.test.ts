import { describe, expect, it } from 'vitest';
import {
  defaultSavedSearchLabel,
  normalizeSavedSearchParams,
  renameSavedSearch,
  type SavedSearch,
  savedSearchesMax,
  savedSearchParamsKey,
  saveSearchRequestSchema,
  upsertSavedSearch,
} from './saved-search.schema';

const clockAt = (iso: string) => {
  let next = 0;
  return { now: new Date(iso), newId: () => `id-${++next}-${iso}` };
};

const saved = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 'existing',
  label: 'Bikes',
  params: { category: 'bikes' },
  notificationsEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastRunAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('normalizeSavedSearchParams', () => {
  it('sorts keys, trims values and drops empty values, paging keys and `saved`', () => {
    const params = normalizeSavedSearchParams({
      query: '  sofa ',
      category: 'home',
      priceMax: '',
      radius: undefined,
      cursor: 'abc',
      limit: '24',
      facets: 'true',
      saved: 'some-id',
    });
    expect(params).toEqual({ category: 'home', query: 'sofa' });
    expect(Object.keys(params)).toEqual(['category', 'query']);
  });
});

describe('savedSearchParamsKey', () => {
  it('is the same for the same params in any order and with noise', () => {
    expect(savedSearchParamsKey({ query: 'sofa', category: 'home' })).toBe(
      savedSearchParamsKey({ category: 'home', query: ' sofa', cursor: 'x' }),
    );
    expect(savedSearchParamsKey({ query: 'sofa' })).not.toBe(savedSearchParamsKey({ query: 'sofas' }));
  });
});

describe('saveSearchRequestSchema', () => {
  it('normalises params and refuses a search without any filter', () => {
    const parsed = saveSearchRequestSchema.parse({ params: { query: ' lamp ', limit: '10' } });
    expect(parsed.params).toEqual({ query: 'lamp' });
    expect(saveSearchRequestSchema.safeParse({ params: { query: '  ', cursor: 'a' } }).success).toBe(false);
    expect(saveSearchRequestSchema.safeParse({ params: {} }).success).toBe(false);
  });
});

describe('upsertSavedSearch', () => {
  it('puts a new search first with createdAt and lastRunAt now', () => {
    const outcome = upsertSavedSearch(
      [saved()],
      { params: { query: 'lamp' } },
      clockAt('2026-02-01T10:00:00Z'),
    );
    if ('error' in outcome) throw new Error(outcome.error);
    expect(outcome.created).toBe(true);
    expect(outcome.list.map((item) => item.label)).toEqual(['lamp', 'Bikes']);
    expect(outcome.saved.createdAt).toBe('2026-02-01T10:00:00.000Z');
    expect(outcome.saved.notificationsEnabled).toBe(false);
  });

  it('updates label and lastRunAt of identical params instead of adding', () => {
    const outcome = upsertSavedSearch(
      [saved({ notificationsEnabled: true })],
      { label: 'All bikes', params: { category: 'bikes', cursor: 'x' } },
      clockAt('2026-02-01T10:00:00Z'),
    );
    if ('error' in outcome) throw new Error(outcome.error);
    expect(outcome.created).toBe(false);
    expect(outcome.list).toHaveLength(1);
    expect(outcome.saved).toMatchObject({
      id: 'existing',
      label: 'All bikes',
      lastRunAt: '2026-02-01T10:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
      notificationsEnabled: true,
    });
  });

  it('refuses the 21st and empty params', () => {
    const full = Array.from({ length: savedSearchesMax }, (_, index) =>
      saved({ id: `s${index}`, params: { query: `thing ${index}` } }),
    );
    expect(
      upsertSavedSearch(full, { params: { query: 'one more' } }, clockAt('2026-02-01T10:00:00Z')),
    ).toEqual({
      error: 'limit_reached',
    });
    const updated = upsertSavedSearch(
      full,
      { params: { query: 'thing 3' } },
      clockAt('2026-02-01T10:00:00Z'),
    );
    expect('error' in updated).toBe(false);
    expect(upsertSavedSearch([], { params: { cursor: 'x' } }, clockAt('2026-02-01T10:00:00Z'))).toEqual({
      error: 'empty_params',
    });
  });

  it('labels a search without a label from its params', () => {
    expect(defaultSavedSearchLabel({ query: 'sofa', region: 'Berlin', radius: '25' })).toBe(
      'sofa · Berlin · 25 km',
    );
    expect(defaultSavedSearchLabel({ category: 'home' })).toBe('home');
    expect(defaultSavedSearchLabel({ priceMax: '50' })).toBe('50');
  });
});

describe('renameSavedSearch', () => {
  it('renames, and keeps the old label when the new one is blank', () => {
    const list = [saved()];
    expect(renameSavedSearch(list, 'existing', '  Road bikes ')[0]?.label).toBe('Road bikes');
    expect(renameSavedSearch(list, 'existing', '   ')[0]?.label).toBe('Bikes');
    expect(renameSavedSearch(list, 'unknown', 'Other')[0]?.label).toBe('Bikes');
  });
});
