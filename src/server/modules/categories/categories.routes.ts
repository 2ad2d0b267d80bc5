import { categoryTreeResponseSchema } from '@shared/catalog/category.schema';
import type { AppInstance } from '../../app';
import { presentCategoryTree } from './categories.presenter';
import { findAllCategories } from './categories.repository';

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
    async () => ({ data: { categories: presentCategoryTree(await findAllCategories(app.deps.database.db)) } }),
  );
}
