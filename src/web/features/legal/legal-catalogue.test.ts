import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { moderationRules } from '@shared/moderation/moderation-constants';
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

/**
 * ADR 071: one fee wording, said the same way everywhere. Listing is free; the §9 fees apply only
 * to sales paid through the checkout; a pickup paid in cash costs nothing.
 */
const feeWording = {
  en: {
    short: 'Listing is free. Fees apply only to sales paid through the checkout.',
    cash: 'A pickup paid in cash costs nothing.',
  },
  de: {
    short:
      'Einstellen ist kostenlos. Gebühren fallen nur bei Verkäufen an, die über den Checkout bezahlt werden.',
    cash: 'Eine Abholung mit Barzahlung kostet nichts.',
  },
} as const;

/** Claims that contradicted the fee table (issue 18) and promises of features that do not exist. */
const untruePhrases = {
  en: [
    /no selling fees/i,
    /free of (selling )?fees/i,
    /free of charge; we do not charge/i,
    /publish to eBay/i,
  ],
  de: [/keine Verkaufsgebühren/i, /ohne Verkaufsgebühren/i, /gebührenfrei/i, /bei eBay veröffentlichen/i],
} as const;

const readNamespace = (language: Language, namespace: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(localesRoot, language, `${namespace}.json`), 'utf8'));

/** Where the fee wording stands, by namespace and dotted key (arrays by index). */
const feeWordingPlaces = [
  ['common', 'footer.tagline'],
  ['common', 'home.hero.noFees'],
  ['search', 'category.promo.sellText'],
  ['auth', 'register.intro'],
  ['tour', 'steps.sell.body'],
  ['legal', 'terms.sections.fees.blocks.0'],
  ['legal', 'support.faq.items.sell-fast.answer.1'],
  ['legal', 'support.faq.items.fees.answer.0'],
] as const;

describe('fee wording (ADR 071)', () => {
  it.each(['en', 'de'] as const)('%s says the same fee sentence in every place', (language) => {
    for (const [namespace, key] of feeWordingPlaces) {
      const text = at(readNamespace(language, namespace), key);
      expect(typeof text, `${namespace}:${key}`).toBe('string');
      expect(text as string, `${namespace}:${key}`).toContain(feeWording[language].short);
    }
    for (const key of ['terms.sections.fees.blocks.0', 'support.faq.items.fees.answer.0']) {
      expect(at(readNamespace(language, 'legal'), key) as string, key).toContain(feeWording[language].cash);
    }
  });

  it.each(['en', 'de'] as const)('%s catalogues no longer claim there are no selling fees', (language) => {
    const directory = path.join(localesRoot, language);
    for (const file of readdirSync(directory).filter((name) => name.endsWith('.json'))) {
      const text = readFileSync(path.join(directory, file), 'utf8');
      for (const phrase of untruePhrases[language]) expect(text, `${language}/${file}`).not.toMatch(phrase);
    }
  });

  it('gives every moderation rule a section of the terms to link to, and one for objections', () => {
    for (const catalogue of [english, german]) {
      const ids = Object.keys(at(catalogue, 'terms.sections') as Record<string, unknown>);
      for (const rule of moderationRules) expect(ids).toContain(`rules-${rule.replaceAll('_', '-')}`);
      expect(ids).toContain('objections');
    }
  });
});
