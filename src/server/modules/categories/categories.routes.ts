import { categoryTreeResponseSchema } from '@shared/catalog/category.schema';
import type { AppInstance } from '../../core/app-instance';
import { readCategoryTree } from './categories.service';

export async function categoriesRoutes(app: AppInstance) {
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
}
