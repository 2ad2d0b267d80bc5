import type { CategoryNode } from '@shared/catalog/category.schema';

/** Every category of the tree, parents before children. */
export function flattenCategories(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flattenCategories(node.children)]);
}

/** The category with this slug and its ancestors, top-level first; null when no category has it. */
export function findCategoryTrail(nodes: readonly CategoryNode[], slug: string): CategoryNode[] | null {
  for (const node of nodes) {
    if (node.slug === slug) return [node];
    const below = findCategoryTrail(node.children, slug);
    if (below) return [node, ...below];
  }
  return null;
}

export function categoriesById(nodes: readonly CategoryNode[]): Map<string, CategoryNode> {
  return new Map(flattenCategories(nodes).map((node) => [node.id, node]));
}
