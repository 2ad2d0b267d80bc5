import type { CategoryNode } from '@shared/catalog/category.schema';
import { describe, expect, it } from 'vitest';
import { categoriesById, findCategoryTrail, flattenCategories } from './category-tree';

const node = (id: string, parentId: string | null, children: CategoryNode[] = []): CategoryNode => ({
  id,
  slug: id,
  parentId,
  level: 0,
  name: { en: id, de: id },
  icon: 'tag',
  children,
});

const tree = [
  node('fashion', null, [node('fashion-men', 'fashion', [node('fashion-men-jackets', 'fashion-men')])]),
  node('home', null),
];

describe('category tree', () => {
  it('flattens parents before children', () => {
    expect(flattenCategories(tree).map((category) => category.id)).toEqual([
      'fashion',
      'fashion-men',
      'fashion-men-jackets',
      'home',
    ]);
  });

  it('finds the trail from the top-level category down to the slug', () => {
    expect(findCategoryTrail(tree, 'fashion-men-jackets')?.map((category) => category.slug)).toEqual([
      'fashion',
      'fashion-men',
      'fashion-men-jackets',
    ]);
    expect(findCategoryTrail(tree, 'home')?.length).toBe(1);
    expect(findCategoryTrail(tree, 'unknown')).toBeNull();
  });

  it('indexes by id', () => {
    expect(categoriesById(tree).get('fashion-men')?.parentId).toBe('fashion');
  });
});
