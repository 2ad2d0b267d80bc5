import { describe, expect, it } from 'vitest';
import { attributeSchemaSchema } from './attribute.schema';
import {
  categoryPathOf,
  findTaxonomyCategory,
  flattenTaxonomy,
  mergeAttributeFields,
  topCategoryIdOf,
} from './taxonomy';
import { taxonomy } from './taxonomy.data';

const categories = flattenTaxonomy();

describe('taxonomy', () => {
  // Search relies on this (migration 0010): a listing's category tokens are its id's '-' prefixes.
  it('gives every category an id that extends its parent id by "-<slug>"', () => {
    const ids = new Set(categories.map((category) => category.id));
    for (const category of categories) {
      const parts = category.id.split('-');
      const prefixesThatAreCategories = parts
        .map((_, index) => parts.slice(0, index + 1).join('-'))
        .filter((prefix) => ids.has(prefix));
      expect(prefixesThatAreCategories).toEqual(category.path);
    }
  });

  it('starts with the four spec categories, then what a second-hand market needs', () => {
    expect(taxonomy.slice(0, 4).map((node) => node.id)).toEqual([
      'fashion',
      'electronics',
      'home',
      'collectibles',
    ]);
    expect(taxonomy.length).toBeGreaterThanOrEqual(10);
    expect(taxonomy.length).toBeLessThanOrEqual(13);
    expect(taxonomy.map((node) => node.id)).toEqual(
      expect.arrayContaining([
        'family-kids',
        'sports-leisure',
        'books-media-music',
        'garden-diy',
        'vehicles',
        'vehicle-parts',
        'toys-games',
        'musical-instruments',
        'pets',
      ]),
    );
  });

  it('gives every top category 3 to 8 subcategories', () => {
    for (const node of taxonomy) {
      expect(node.children?.length, node.id).toBeGreaterThanOrEqual(3);
      expect(node.children?.length, node.id).toBeLessThanOrEqual(8);
    }
  });

  it('names every category in English and German and gives it an icon', () => {
    for (const category of categories) {
      expect(category.name.en.trim(), category.id).not.toBe('');
      expect(category.name.de.trim(), category.id).not.toBe('');
      expect(category.icon, category.id).toMatch(/^[a-z][a-z-]*$/);
    }
  });

  it('has unique kebab-case ids that extend their parent id, at most three levels deep', () => {
    expect(new Set(categories.map((category) => category.id)).size).toBe(categories.length);
    for (const category of categories) {
      expect(category.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(category.id.length).toBeGreaterThanOrEqual(3);
      expect(category.slug).toBe(category.id);
      expect(category.level).toBeLessThanOrEqual(2);
      if (category.parentId) expect(category.id.startsWith(`${category.parentId}-`)).toBe(true);
    }
    expect(categories.some((category) => category.level === 2)).toBe(true);
  });

  it('orders siblings by position and lists parents before children', () => {
    expect(
      categories.filter((category) => category.level === 0).map((category) => category.position),
    ).toEqual(taxonomy.map((_, index) => index));
    const seen = new Set<string>();
    for (const category of categories) {
      if (category.parentId) expect(seen.has(category.parentId), category.id).toBe(true);
      seen.add(category.id);
    }
  });

  it('stores a valid, complete attribute schema on every category', () => {
    for (const category of categories) {
      const schema = attributeSchemaSchema.parse(category.attributeSchema);
      const keys = schema.fields.map((field) => field.key);
      expect(new Set(keys).size, category.id).toBe(keys.length);
      for (const field of schema.fields) {
        if (field.type === 'select' || field.type === 'multiselect') {
          expect(field.options?.length, `${category.id}.${field.key}`).toBeGreaterThan(0);
          for (const option of field.options ?? []) expect(option.labelDe && option.labelEn).toBeTruthy();
        }
        if (field.visibleWhen) expect(keys, `${category.id}.${field.key}`).toContain(field.visibleWhen.key);
      }
      const parent = category.parentId ? findTaxonomyCategory(category.parentId) : undefined;
      for (const field of parent?.attributeSchema.fields ?? [])
        expect(keys, category.id).toContain(field.key);
    }
  });

  it('asks for the Bluetooth version only when Bluetooth is on', () => {
    const fields = findTaxonomyCategory('electronics-audio-headphones')?.attributeSchema.fields ?? [];
    expect(fields.find((field) => field.key === 'bluetoothVersion')?.visibleWhen).toEqual({
      key: 'bluetooth',
      equals: true,
    });
    expect(fields.find((field) => field.key === 'connectivity')).toMatchObject({
      type: 'multiselect',
      isRequired: true,
    });
  });

  it('uses sizes that fit the category', () => {
    const sizes = (id: string) =>
      findTaxonomyCategory(id)
        ?.attributeSchema.fields.find((field) => field.key === 'size')
        ?.options?.map((option) => option.value);
    expect(sizes('fashion-women-dresses')).toEqual(expect.arrayContaining(['XS', 'XXL', '34', '48']));
    expect(sizes('fashion-men-jackets')).toEqual(expect.arrayContaining(['S', 'XXL', '44', '58']));
    expect(sizes('fashion-men-shoes')).toEqual(expect.arrayContaining(['39', '48']));
    expect(sizes('family-kids-clothing')).toEqual(expect.arrayContaining(['50', '176']));
    const frames = findTaxonomyCategory('sports-leisure-bicycles-city')?.attributeSchema.fields.find(
      (field) => field.key === 'frameSize',
    );
    expect(frames?.options?.map((option) => option.value)).toEqual(
      expect.arrayContaining(['S', 'XL', '48', '62']),
    );
  });

  it('finds categories and their paths from the top', () => {
    expect(categoryPathOf('electronics-phones-smartphones')).toEqual([
      'electronics',
      'electronics-phones',
      'electronics-phones-smartphones',
    ]);
    expect(topCategoryIdOf('fashion-women-jackets')).toBe('fashion');
    expect(categoryPathOf('no-such-category')).toEqual([]);
    expect(findTaxonomyCategory('home')?.isLeaf).toBe(false);
  });

  it('lets a child field replace the parent field with the same key', () => {
    const merged = mergeAttributeFields(
      [
        { key: 'brand', type: 'text', labelEn: 'Brand', labelDe: 'Marke', isRequired: false },
        { key: 'size', type: 'text', labelEn: 'Size', labelDe: 'Größe', isRequired: false },
      ],
      [
        { key: 'size', type: 'select', labelEn: 'Size', labelDe: 'Größe', isRequired: true, options: [] },
        { key: 'colour', type: 'text', labelEn: 'Colour', labelDe: 'Farbe', isRequired: false },
      ],
    );
    expect(merged.map((field) => `${field.key}:${field.type}`)).toEqual([
      'brand:text',
      'size:select',
      'colour:text',
    ]);
  });
});
