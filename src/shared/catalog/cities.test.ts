import { describe, expect, it } from 'vitest';
import { cities, findCity } from './cities.data';

describe('cities', () => {
  it('lists the spec’s ten cities with German labels and ASCII slugs', () => {
    expect(cities.map((city) => [city.label, city.slug])).toEqual([
      ['Berlin', 'berlin'],
      ['Hamburg', 'hamburg'],
      ['München', 'muenchen'],
      ['Köln', 'koeln'],
      ['Frankfurt am Main', 'frankfurt-am-main'],
      ['Stuttgart', 'stuttgart'],
      ['Düsseldorf', 'duesseldorf'],
      ['Dortmund', 'dortmund'],
      ['Leipzig', 'leipzig'],
      ['Bremen', 'bremen'],
    ]);
  });

  it('has unique ids, real postal codes, a state and coordinates inside Germany', () => {
    expect(new Set(cities.map((city) => city.id)).size).toBe(10);
    for (const city of cities) {
      expect(city.state.length).toBeGreaterThan(3);
      expect(city.postalCodes.length).toBeGreaterThanOrEqual(3);
      for (const code of city.postalCodes) expect(code).toMatch(/^\d{5}$/);
      expect(city.latitude).toBeGreaterThan(47.2);
      expect(city.latitude).toBeLessThan(55.1);
      expect(city.longitude).toBeGreaterThan(5.8);
      expect(city.longitude).toBeLessThan(15.1);
    }
  });

  it('knows the English names and spellings without umlauts', () => {
    expect(findCity('muenchen')?.keywords).toEqual(expect.arrayContaining(['munich', 'muenchen', 'munchen']));
    expect(findCity('koeln')?.keywords).toEqual(expect.arrayContaining(['cologne', 'koeln', 'koln']));
    expect(findCity('duesseldorf')?.keywords).toEqual(expect.arrayContaining(['dusseldorf', 'duesseldorf']));
    for (const city of cities)
      for (const keyword of city.keywords) expect(keyword).toBe(keyword.toLowerCase());
  });
});
