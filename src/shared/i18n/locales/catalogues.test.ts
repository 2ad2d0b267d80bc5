import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCodes } from '@shared/errors/error-codes';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(root, language, file), 'utf8')) as Record<string, unknown>;

/** Every leaf as a dotted path; array items count by index so lists must match in length too. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, `${prefix}${index}.`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1)];
}

/** Every leaf's {{placeholders}}, by dotted path. */
function placeholders(value: unknown, prefix = ''): Record<string, string[]> {
  if (typeof value === 'string') {
    const names = [...value.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1] ?? '');
    return { [prefix]: [...new Set(names)].sort() };
  }
  if (value && typeof value === 'object') {
    return Object.assign(
      {},
      ...Object.entries(value).map(([key, child]) => placeholders(child, prefix ? `${prefix}.${key}` : key)),
    );
  }
  return {};
}

function emptyLeaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [prefix] : [];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      emptyLeaves(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

describe('translation catalogues', () => {
  const englishFiles = readdirSync(path.join(root, 'en')).filter((file) => file.endsWith('.json'));
  const germanFiles = readdirSync(path.join(root, 'de')).filter((file) => file.endsWith('.json'));

  it('has the same namespaces in English and German', () => {
    expect(germanFiles.sort()).toEqual(englishFiles.sort());
  });

  it.each(englishFiles)('%s has the same keys in both languages and no empty texts', (file) => {
    const english = read('en', file);
    const german = read('de', file);
    const englishKeys = leafPaths(english).sort();
    const germanKeys = leafPaths(german).sort();
    expect(
      germanKeys.filter((key) => !englishKeys.includes(key)),
      'only in German',
    ).toEqual([]);
    expect(
      englishKeys.filter((key) => !germanKeys.includes(key)),
      'only in English',
    ).toEqual([]);
    expect(emptyLeaves(english)).toEqual([]);
    expect(emptyLeaves(german)).toEqual([]);
  });

  it.each(englishFiles)('%s interpolates the same {{names}} in both languages', (file) => {
    // The server renders its texts from these files too (ADR 039): a name missing in one language
    // would leave a gap in a mail or a notice.
    const german = placeholders(read('de', file));
    for (const [key, names] of Object.entries(placeholders(read('en', file)))) {
      expect(german[key], `${file} ${key}`).toEqual(names);
    }
  });

  it('translates every API error code', () => {
    for (const language of ['en', 'de']) {
      const errors = read(language, 'common.json').errors as Record<string, string>;
      for (const code of errorCodes) expect(errors[code], `${language} errors.${code}`).toBeTruthy();
    }
  });
});
