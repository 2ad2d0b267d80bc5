import type { CategoryNode } from '@shared/catalog/category.schema';
import type { Db } from '../../db/database';
import { presentCategoryTree } from './categories.presenter';
import { findAllCategories } from './categories.repository';

export async function readCategoryTree(db: Db): Promise<CategoryNode[]> {
  return presentCategoryTree(await findAllCategories(db));
}
