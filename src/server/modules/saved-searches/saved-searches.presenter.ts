import type { SavedSearch } from '@shared/saved-searches/saved-search.schema';
import type { SavedSearchRow } from './saved-searches.repository';

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    label: row.label,
    params: row.params,
    notificationsEnabled: row.notificationsEnabled,
    createdAt: row.createdAt.toISOString(),
    lastRunAt: row.lastRunAt.toISOString(),
  };
}
