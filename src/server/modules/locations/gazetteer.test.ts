import { searchForms, transliterateName } from '@shared/text/name-folding';
import { describe, expect, it } from 'vitest';
import { findNearestPlace, findPlaceByName, findPlaceBySlug, suggestPlaces } from './gazetteer';

describe('place names', () => {
  it('folds umlauts both ways and drops punctuation', () => {
    expect(transliterateName('München')).toBe('muenchen');
    expect(searchForms('München')).toEqual(['muenchen', 'munchen']);
    expect(searchForms('Großröhrsdorf')).toEqual(['grossroehrsdorf', 'grossrohrsdorf']);
    expect(searchForms('  Frankfurt (Oder) ')).toEqual(['frankfurt oder']);
    expect(searchForms('Île-de-Sée')).toEqual(['ile de see']);
  });
});

describe('gazetteer', () => {
  const slugsOf = (query: string) => suggestPlaces(query, 8).map((place) => place.slug);

  it('keeps the ten cities of spec §3 with their slug, label and postal codes', () => {
    const munich = findPlaceBySlug('muenchen');
    expect(munich).toMatchObject({ label: 'München', state: 'Bayern', isMajorCity: true });
    expect(munich?.postalCodes.slice(0, 2)).toEqual(['80331', '80469']);
    expect(munich?.population).toBeGreaterThan(1_000_000);
    expect(findPlaceBySlug('munich')).toBeUndefined();
  });

  it('finds Berlin by name and by postal code', () => {
    expect(slugsOf('Berlin')[0]).toBe('berlin');
    expect(slugsOf('10115')[0]).toBe('berlin');
    expect(slugsOf('1011')[0]).toBe('berlin');
  });

  it('ranks München first for "muen" and matches every spelling', () => {
    expect(slugsOf('muen')[0]).toBe('muenchen');
    for (const spelling of ['Muenchen', 'Munchen', 'München', 'munich', 'MÜNCHEN']) {
      expect(slugsOf(spelling)[0]).toBe('muenchen');
    }
    expect(slugsOf('koeln')[0]).toBe('koeln');
    expect(slugsOf('cologne')[0]).toBe('koeln');
  });

  it('finds a small town with umlauts in every spelling', () => {
    for (const spelling of ['Bückeburg', 'bueckeb', 'buckeburg']) {
      expect(slugsOf(spelling)[0]).toBe('bueckeburg');
    }
    expect(findPlaceBySlug('bueckeburg')).toMatchObject({ state: 'Niedersachsen', isMajorCity: false });
    expect(findPlaceBySlug('bueckeburg')?.postalCodes).toContain('31675');
  });

  it('matches a prefix of any word of the name', () => {
    expect(slugsOf('homburg')).toContain('bad-homburg-vor-der-hoehe');
    expect(slugsOf('frankfurt am')).toEqual(['frankfurt-am-main']);
  });

  it('gives repeated names distinct slugs with their state', () => {
    const aach = suggestPlaces('Aach', 8).filter((place) => place.label === 'Aach');
    expect(aach.map((place) => place.slug).sort()).toEqual([
      'aach-baden-wuerttemberg',
      'aach-rheinland-pfalz',
    ]);
    expect(findPlaceBySlug('aach-baden-wuerttemberg')?.postalCodes).toEqual(['78267']);
    expect(findPlaceBySlug('aach-rheinland-pfalz')?.postalCodes).toEqual(['54298']);
  });

  it('answers at most 8 suggestions, whatever the limit asked', () => {
    expect(suggestPlaces('ne', 8)).toHaveLength(8);
    expect(suggestPlaces('ne', 50)).toHaveLength(8);
    expect(suggestPlaces('ne', 3)).toHaveLength(3);
    expect(suggestPlaces('   ', 8)).toEqual([]);
    expect(suggestPlaces('zzzzqx', 8)).toEqual([]);
  });

  it('resolves a typed name or postal code, the most populous on ties', () => {
    expect(findPlaceByName('Muenchen')?.slug).toBe('muenchen');
    expect(findPlaceByName('80331')?.slug).toBe('muenchen');
    expect(findPlaceByName('Halle')?.slug).toBe('halle-saale');
    expect(findPlaceByName('Frankfurt')?.slug).toBe('frankfurt-am-main');
    expect(findPlaceByName('Nowhere-on-Sea')).toBeUndefined();
  });

  it('finds the nearest place to a point', () => {
    expect(findNearestPlace(52.52, 13.405)?.slug).toBe('berlin');
    expect(findNearestPlace(50.0, 8.27)?.label).toBe('Mainz');
  });
});
