import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../lib/i18n';
import { isBlock, readFaqItems, readSections } from './legal-content';

const localesRoot = path.resolve(import.meta.dirname, '../../../shared/i18n/locales');
const readCatalogue = (language: Language): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(localesRoot, language, 'legal.json'), 'utf8'));

const english = readCatalogue('en');
const german = readCatalogue('de');
const catalogues = [
  ['en', english],
  ['de', german],
] as const;

/** Every leaf as "path:type" in document order; array items count by index, so lengths must match too. */
function leaves(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${prefix}${index}.`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, `${prefix}${key}.`));
  }
  return [`${prefix.slice(0, -1)}:${typeof value}`];
}

function strings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => strings(child, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

function at(catalogue: Record<string, unknown>, dottedPath: string): unknown {
  return dottedPath
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      catalogue,
    );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const emails = (text: string) => [...new Set(text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [])].sort();

describe('legal catalogue', () => {
  it('has exactly the same keys, order and array lengths in English and German', () => {
    // Order matters here, unlike in other catalogues: sections and FAQ items render in catalogue order.
    expect(leaves(german)).toEqual(leaves(english));
  });

  it.each(catalogues)('%s has no empty or untrimmed strings', (_language, catalogue) => {
    for (const [key, text] of strings(catalogue)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).toBe(text.trim());
    }
  });

  it('uses the same interpolation placeholders in both languages', () => {
    const germanStrings = new Map(strings(german));
    for (const [key, text] of strings(english)) {
      expect(placeholders(germanStrings.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('names the same contact addresses in both languages', () => {
    expect(emails(JSON.stringify(german))).toEqual(emails(JSON.stringify(english)));
    expect(emails(JSON.stringify(english))).toContain('support@kleinkram.local');
  });

  it.each(catalogues)('%s documents read back completely through the page guards', (_language, catalogue) => {
    for (const documentKey of ['privacy', 'terms', 'imprint']) {
      const raw = at(catalogue, `${documentKey}.sections`) as Record<string, { blocks: unknown[] }>;
      const sections = readSections(raw);
      expect(sections.map((section) => section.id)).toEqual(Object.keys(raw));
      for (const section of sections) {
        expect(raw[section.id]?.blocks.every(isBlock), `${documentKey}.${section.id}`).toBe(true);
        expect(section.blocks.length, `${documentKey}.${section.id}`).toBeGreaterThan(0);
      }
    }
  });

  it.each(catalogues)('%s support page has at least eight complete FAQ items', (_language, catalogue) => {
    const raw = at(catalogue, 'support.faq.items') as Record<string, unknown>;
    const items = readFaqItems(raw);
    expect(items.map((item) => item.id)).toEqual(Object.keys(raw));
    expect(items.length).toBeGreaterThanOrEqual(8);
    for (const item of items) expect(item.answer.length, item.id).toBeGreaterThan(0);
  });
});
