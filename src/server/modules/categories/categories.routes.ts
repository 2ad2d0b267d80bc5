import type { categoriesEndpoints } from '@shared/catalog/categories.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { createCategoryCountsReader, createCategoryTreeReader } from './categories.service';

export function categoriesHandlers(deps: AppDependencies): GroupHandlers<typeof categoriesEndpoints> {
  // The tree and its counts may lag a second: a streaming replica when there is one (ADR 083).
  const db = deps.database.readDb;
  const readCategoryCounts = createCategoryCountsReader(db);
  const readCategoryTree = createCategoryTreeReader(db, { isCached: deps.config.isReadCacheEnabled });

  return {
    getCategoryTree: async () => ({ data: { categories: await readCategoryTree() } }),
    getCategoryCounts: async ({ reply }) => {
      reply.header('Cache-Control', 'public, max-age=30');
      return { data: { counts: await readCategoryCounts() } };
    },
  };
}
