import type { AttributeField, AttributeSchema } from './attribute.schema';
import { type TaxonomyNode, taxonomy } from './taxonomy.data';

/** A category as stored: flat, with its place in the tree and its full (inherited) attribute schema. */
export interface TaxonomyCategory {
  id: string;
  slug: string;
  parentId: string | null;
  /** 0 for top-level categories, at most 2. */
  level: number;
  position: number;
  name: { en: string; de: string };
  icon: string;
  attributeSchema: AttributeSchema;
  /** Ids from the top-level category down to this one (the listing's categoryPath). */
  path: string[];
  isLeaf: boolean;
}

/** A child's field replaces the parent's field with the same key in place; new keys are appended. */
export function mergeAttributeFields(
  inherited: readonly AttributeField[],
  own: readonly AttributeField[] = [],
) {
  const merged = inherited.map((field) => own.find((candidate) => candidate.key === field.key) ?? field);
  for (const field of own) {
    if (!inherited.some((candidate) => candidate.key === field.key)) merged.push(field);
  }
  return merged;
}

/** Depth-first, parents before their children, siblings in authored order. */
export function flattenTaxonomy(nodes: readonly TaxonomyNode[] = taxonomy): TaxonomyCategory[] {
  const result: TaxonomyCategory[] = [];
  const visit = (node: TaxonomyNode, position: number, parent: TaxonomyCategory | null) => {
    const category: TaxonomyCategory = {
      id: node.id,
      slug: node.id,
      parentId: parent?.id ?? null,
      level: parent ? parent.level + 1 : 0,
      position,
      name: node.name,
      icon: node.icon,
      attributeSchema: { fields: mergeAttributeFields(parent?.attributeSchema.fields ?? [], node.fields) },
      path: [...(parent?.path ?? []), node.id],
      isLeaf: !node.children?.length,
    };
    result.push(category);
    for (const [index, child] of (node.children ?? []).entries()) visit(child, index, category);
  };
  for (const [index, node] of nodes.entries()) visit(node, index, null);
  return result;
}

let byId: Map<string, TaxonomyCategory> | undefined;

export function findTaxonomyCategory(id: string): TaxonomyCategory | undefined {
  byId ??= new Map(flattenTaxonomy().map((category) => [category.id, category]));
  return byId.get(id);
}

/** Ids from the top-level category down to `id`; empty for an unknown id. */
export function categoryPathOf(id: string): string[] {
  return findTaxonomyCategory(id)?.path ?? [];
}

export function topCategoryIdOf(id: string): string | undefined {
  return categoryPathOf(id)[0];
}
