import type { SearchSort } from '@shared/search/search-params';
import { searchSorts } from '@shared/search/search-params';
import { z } from 'zod';
import { AppError } from '../../core/app-error';

/**
 * The keyset of the last row of a page, per sort. Timestamps travel as ISO text with microseconds
 * and the rank as a 6-decimal string, so the next page compares exactly what the database sorted.
 */
export type SearchCursorKey = (
  | { sort: 'relevance'; rank: string; publishedAt: string; id: string }
  | { sort: 'new'; publishedAt: string; id: string }
  | { sort: 'price-low' | 'price-high'; priceCents: number; id: string }
) &
  CarriedSearchState;

/**
 * What the first page learnt, carried to the next pages so they neither count again nor redo the
 * typo correction: the (capped) total and the text query actually used.
 */
export interface CarriedSearchState {
  total?: number;
  queryText?: string;
  correctedQuery?: string;
  /** The first page found so many matches that pages walk the sort order's index (search.service.ts). */
  isBroad?: boolean;
}

const carried = {
  total: z.number().int().nonnegative().optional(),
  queryText: z.string().max(600).optional(),
  correctedQuery: z.string().max(200).optional(),
  isBroad: z.boolean().optional(),
};

const timestamp = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/);

const cursorSchema = z.discriminatedUnion('sort', [
  z.object({
    sort: z.literal('relevance'),
    rank: z.string().regex(/^\d{1,3}(\.\d{1,6})?$/),
    publishedAt: timestamp,
    id: z.uuid(),
    ...carried,
  }),
  z.object({ sort: z.literal('new'), publishedAt: timestamp, id: z.uuid(), ...carried }),
  z.object({
    sort: z.enum(['price-low', 'price-high']),
    priceCents: z.number().int().nonnegative(),
    id: z.uuid(),
    ...carried,
  }),
]);

export function encodeSearchCursor(key: SearchCursorKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** The cursor's key, or a 400 when it is malformed or was made for another sort. */
export function decodeSearchCursor(cursor: string, sort: SearchSort): SearchCursorKey {
  const malformed = () =>
    new AppError('BAD_REQUEST', 'The cursor is malformed; start the search again without it.', {
      param: 'cursor',
    });
  if (!/^[A-Za-z0-9_-]{1,600}$/.test(cursor)) throw malformed();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw malformed();
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success) throw malformed();
  if (parsed.data.sort !== sort || !(searchSorts as readonly string[]).includes(sort)) {
    throw new AppError('BAD_REQUEST', `The cursor belongs to sort "${parsed.data.sort}", not "${sort}".`, {
      param: 'cursor',
    });
  }
  return parsed.data;
}
