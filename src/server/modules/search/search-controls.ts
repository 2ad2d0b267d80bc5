import type { RawSearchParams, SearchNote } from '@shared/search/search-params';
import { searchPageSizeDefault, searchPageSizeMax } from '@shared/search/search-params';

/** cursor, limit and facets: they page a search but are not part of it. Bad values become notes. */
export function readSearchControls(raw: RawSearchParams): {
  cursor?: string;
  limit: number;
  withFacets: boolean;
  notes: SearchNote[];
} {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();
  const notes: SearchNote[] = [];
  let limit = searchPageSizeDefault;
  const limitText = first(raw.limit);
  if (limitText) {
    const value = Number(limitText);
    if (!Number.isFinite(value)) {
      notes.push({ param: 'limit', code: 'invalid_value', message: 'limit must be a number.' });
    } else {
      limit = Math.min(Math.max(Math.trunc(value), 1), searchPageSizeMax);
      if (limit !== value)
        notes.push({ param: 'limit', code: 'clamped', message: `limit was clamped to ${limit}.` });
    }
  }
  const facetsText = first(raw.facets);
  if (facetsText && facetsText !== 'true' && facetsText !== 'false') {
    notes.push({ param: 'facets', code: 'invalid_value', message: 'facets must be true or false.' });
  }
  const cursor = first(raw.cursor);
  return { cursor: cursor || undefined, limit, withFacets: facetsText !== 'false', notes };
}
