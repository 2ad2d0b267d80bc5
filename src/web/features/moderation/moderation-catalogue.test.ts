import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  moderationActions,
  moderationCaseKinds,
  moderationRules,
  reportReasons,
} from '@shared/moderation/moderation-constants';
import { describe, expect, it } from 'vitest';

const localesRoot = path.resolve(import.meta.dirname, '../../../shared/i18n/locales');
const readCatalogue = (language: 'en' | 'de'): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(localesRoot, language, 'moderation.json'), 'utf8'));

function keys(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1)];
}

describe('moderation catalogue', () => {
  const english = readCatalogue('en');
  const german = readCatalogue('de');

  it('has the same keys in English and German', () => {
    expect(keys(german).sort()).toEqual(keys(english).sort());
  });

  it('names every reason, case kind, action and rule of the shared constants', () => {
    const all = new Set(keys(english));
    const missing = [
      ...reportReasons.map((reason) => `reasons.${reason}`),
      ...moderationCaseKinds.map((kind) => `queue.kinds.${kind}`),
      ...moderationActions.map((action) => `actions.${action}`),
      ...moderationRules.map((rule) => `rules.${rule}`),
    ].filter((key) => !all.has(key));
    expect(missing).toEqual([]);
  });
});
