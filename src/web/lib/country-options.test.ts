import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options';

describe('countryOptions', () => {
  it('lists Germany and its neighbours first, then countries by their name in the language', () => {
    const german = countryOptions('de');
    expect(german.slice(0, 3).map((option) => option.label)).toEqual([
      'Deutschland',
      'Österreich',
      'Schweiz',
    ]);
    const english = countryOptions('en');
    expect(english[0]?.label).toBe('Germany');
    const rest = english.slice(3).map((option) => option.label);
    expect(rest).toEqual([...rest].sort((left, right) => left.localeCompare(right, 'en')));
    expect(english).toHaveLength(german.length);
  });
});
