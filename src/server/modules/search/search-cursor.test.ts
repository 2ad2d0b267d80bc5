import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/app-error';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';

const id = '0b5ee5a4-8a4f-4f59-a5a4-9f1d3c1e7a11';

describe('search cursor', () => {
  it('round-trips the key of each sort', () => {
    const keys = [
      { sort: 'relevance', rank: '0.607927', publishedAt: '2024-05-01T10:00:00.123456Z', id },
      { sort: 'new', publishedAt: '2024-05-01T10:00:00Z', id },
      { sort: 'price-low', priceCents: 4500, id },
      { sort: 'price-high', priceCents: 0, id },
    ] as const;
    for (const key of keys) {
      const cursor = encodeSearchCursor(key);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeSearchCursor(cursor, key.sort)).toEqual(key);
    }
  });

  it('rejects a cursor made for another sort', () => {
    const cursor = encodeSearchCursor({ sort: 'new', publishedAt: '2024-05-01T10:00:00Z', id });
    expect(() => decodeSearchCursor(cursor, 'price-low')).toThrow(AppError);
  });

  it('rejects malformed cursors with BAD_REQUEST', () => {
    const forged = Buffer.from(JSON.stringify({ sort: 'new', publishedAt: "'; DROP", id })).toString(
      'base64url',
    );
    for (const cursor of ['', 'not a cursor', 'e30', forged, 'x'.repeat(700)]) {
      try {
        decodeSearchCursor(cursor, 'new');
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe('BAD_REQUEST');
      }
    }
  });
});
