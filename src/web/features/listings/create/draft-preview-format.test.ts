import type { CategoryNode } from '@shared/catalog/category.schema';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../lib/format';
import { draftResultFixture } from './create-listing.test-helper';
import {
  attributeRows,
  categoryShortName,
  categoryTrailNames,
  confidenceLevel,
  formatConfidence,
  orderedSources,
} from './draft-preview-format';

const words = { yes: 'Yes', no: 'No' };

function node(id: string, en: string, de: string, children: CategoryNode[] = []): CategoryNode {
  return { id, slug: id, parentId: null, level: 0, name: { en, de }, icon: 'box', children };
}

const tree = [
  node('electronics', 'Electronics (tree)', 'Elektronik (Baum)', [
    node('electronics-phones', 'Phones', 'Telefone', [
      node('electronics-phones-smartphones', 'Smartphones', 'Smartphones'),
    ]),
  ]),
];

describe('draft preview formatting', () => {
  it('names the category path from the category tree in the UI language', () => {
    const path = draftResultFixture().draft.categoryPath;
    expect(categoryTrailNames(path, tree, 'de').map((category) => category.name)).toEqual([
      'Elektronik (Baum)',
      'Telefone',
      'Smartphones',
    ]);
    // Before the tree has loaded, the catalogue's own names stand in; unknown ids show as they are.
    expect(categoryTrailNames([...path.slice(0, 1), 'gone'], undefined, 'en')).toEqual([
      { id: 'electronics', name: 'Electronics' },
      { id: 'gone', name: 'gone' },
    ]);
  });

  it('names alternative categories with their parent so namesakes can be told apart', () => {
    expect(categoryShortName('fashion-women-jackets', undefined, 'en')).toMatch(/^Women › /);
    expect(categoryShortName('electronics-phones-smartphones', tree, 'de')).toBe('Telefone › Smartphones');
    expect(categoryShortName('electronics', tree, 'en')).toBe('Electronics (tree)');
    expect(categoryShortName('gone', undefined, 'en')).toBe('gone');
  });

  it('lists attributes in schema order with schema labels, option labels, units and yes/no', () => {
    const { draft } = draftResultFixture();
    const english = attributeRows(draft, 'en', words);
    expect(english.map((row) => [row.key, row.label, row.value])).toEqual([
      ['brand', 'Brand', 'Apple'],
      ['storageGb', 'Storage', '128 GB'],
      ['batteryHealthPercent', 'Battery health', '89 %'],
      ['connectivity', 'Connectivity', '5G, Wi-Fi'],
      ['simLockFree', 'No SIM lock', 'Yes'],
    ]);
    expect(english[0]?.evidence).toEqual({ confidence: 0.3, sources: ['photo_text'] });
    const german = attributeRows(draft, 'de', { yes: 'Ja', no: 'Nein' });
    expect(german.find((row) => row.key === 'connectivity')?.value).toBe('5G, WLAN');
    expect(german.find((row) => row.key === 'simLockFree')?.value).toBe('Ja');
  });

  it('leaves out empty values and keys the category does not have', () => {
    const { draft } = draftResultFixture({
      attributes: { brand: '', connectivity: [], colour: 'black', madeUp: 'x' },
    });
    expect(attributeRows(draft, 'en', words).map((row) => row.key)).toEqual(['colour']);
  });

  it('grades confidence and writes it as a percentage per locale', () => {
    expect(confidenceLevel(0.9)).toBe('high');
    expect(confidenceLevel(0.75)).toBe('high');
    expect(confidenceLevel(0.5)).toBe('medium');
    expect(confidenceLevel(0.2)).toBe('low');
    expect(formatConfidence(0.834, 'en')).toBe('83%');
    expect(formatConfidence(0.834, 'de').replace(/\s/g, ' ')).toBe('83 %');
  });

  it('orders evidence sources with what the seller can check first', () => {
    expect(orderedSources({ confidence: 1, sources: ['model', 'speech', 'photo_text'] })).toEqual([
      'photo_text',
      'speech',
      'model',
    ]);
    expect(orderedSources(undefined)).toEqual([]);
  });

  it('writes the suggested price in EUR per locale', () => {
    const { price } = draftResultFixture().draft;
    expect(formatPrice(price.value, 'en')).toBe('€389.50');
    expect(formatPrice(price.value, 'de').replace(/\s/g, ' ')).toBe('389,50 €');
  });
});
