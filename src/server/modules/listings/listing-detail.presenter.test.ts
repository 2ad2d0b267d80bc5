import { describe, expect, it } from 'vitest';
import { presentAttributes, summarise } from './listing-detail.presenter';

describe('summarise', () => {
  it('takes the first sentence', () => {
    expect(summarise('Works well. Some scratches.\n\nPickup only.')).toBe('Works well.');
  });

  it('cuts a long first sentence at a word boundary within 160 characters', () => {
    const summary = summarise(`${'word '.repeat(60)}end.`);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/word…$/);
  });

  it('keeps a description without sentence end whole when short', () => {
    expect(summarise('  Barely used\nbike  ')).toBe('Barely used bike');
  });
});

describe('presentAttributes', () => {
  it('labels unknown keys with the key and booleans in both languages', () => {
    expect(presentAttributes('no-such-category', { isBoxed: true, size: '', colour: 'red' })).toEqual([
      { key: 'isBoxed', label: { en: 'isBoxed', de: 'isBoxed' }, value: { en: 'Yes', de: 'Ja' } },
      { key: 'colour', label: { en: 'colour', de: 'colour' }, value: { en: 'red', de: 'red' } },
    ]);
  });
});
