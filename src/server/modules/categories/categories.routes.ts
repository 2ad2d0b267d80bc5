import { categoryTreeResponseSchema } from '@shared/catalog/category.schema';
import { categoryCountsResponseSchema } from '@shared/catalog/category-counts.schema';
import type { AppInstance } from '../../core/app-instance';
import { createCategoryCountsReader, readCategoryTree } from './categories.service';

export async function categoriesRoutes(app: AppInstance) {
  const readCategoryCounts = createCategoryCountsReader(app.deps.database.db);

  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The category taxonomy as a tree (up to three levels), names in en and de',
        response: { 200: categoryTreeResponseSchema },
      },
    },
    async () => ({ data: { categories: await readCategoryTree(app.deps.database.db) } }),
  );

  app.get(
    '/categories/counts',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Published, unsold listings per category including its sub-categories (30 s cache)',
        response: { 200: categoryCountsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=30');
      return { data: { counts: await readCategoryCounts() } };
    },
  );
}
