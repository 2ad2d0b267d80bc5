import type { CategoryNode } from '@shared/catalog/category.schema';
import type { CategoryRow } from './categories.repository';

/** Rows come ordered by level, so every parent exists before its children are attached. */
export function presentCategoryTree(rows: CategoryRow[]): CategoryNode[] {
  const byId = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = {
      id: row.id,
      slug: row.slug,
      parentId: row.parentId,
      level: row.level,
      name: { en: row.nameEn, de: row.nameDe },
      icon: row.icon,
      children: [],
    };
    byId.set(row.id, node);
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
