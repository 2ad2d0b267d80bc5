import type { LocationSelection } from '@shared/locations/location.schema';
import { withStoredLocation } from '@shared/search/search-location-params';
import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  headerSearchHref,
  parseSearchUrl,
  resetFilters,
  withQueryString,
} from './search-url';

const berlin: LocationSelection = {
  label: 'Berlin',
  slug: 'berlin',
  radiusKm: 25,
  coordinates: { latitude: 52.520_008, longitude: 13.404_954 },
  source: 'manual',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('search URL state', () => {
  it('parses repeated and comma-separated lists', () => {
    const { params } = parseSearchUrl(new URLSearchParams('condition=new&condition=good,fair&priceMax=50'));
    expect(params).toMatchObject({ condition: ['fair', 'good', 'new'], priceMax: 50 });
  });

  it('applies a stored location with a radius in full, with 4-decimal coordinates', () => {
    const located = withStoredLocation({ query: 'jacke' }, berlin);
    expect(withQueryString('/search', located)).toBe(
      '/search?query=jacke&region=Berlin&radius=25&loc=berlin&lat=52.5200&lng=13.4050',
    );
  });

  it('ignores a nationwide stored location and never overrides the URL', () => {
    expect(withStoredLocation({ query: 'x' }, { ...berlin, radiusKm: 0 })).toEqual({ query: 'x' });
    const fromUrl = parseSearchUrl(new URLSearchParams('loc=hamburg&radius=10')).params;
    expect(withStoredLocation(fromUrl, berlin)).toEqual(fromUrl);
    const nationwide = parseSearchUrl(new URLSearchParams('radius=0')).params;
    expect(withStoredLocation(nationwide, berlin)).toEqual(nationwide);
  });

  it('header search keeps filters only when already on /search, and drops the saved-search id', () => {
    const current = parseSearchUrl(new URLSearchParams('query=old&condition=new&saved=local-abc')).params;
    expect(headerSearchHref({ query: ' jacke ', currentParams: current, selection: null })).toBe(
      '/search?query=jacke&condition=new',
    );
    expect(headerSearchHref({ query: 'jacke', currentParams: null, selection: null })).toBe(
      '/search?query=jacke',
    );
    expect(headerSearchHref({ query: '', currentParams: null, selection: berlin })).toBe(
      '/search?region=Berlin&radius=25&loc=berlin&lat=52.5200&lng=13.4050',
    );
  });

  it('counts active filters without the fixed keys, and reset keeps query and location', () => {
    const params = parseSearchUrl(
      new URLSearchParams('query=a&category=fashion&condition=new,good&shipping=free&priceMin=5&loc=berlin'),
    ).params;
    expect(countActiveFilters(params)).toBe(5);
    expect(countActiveFilters(params, ['category'])).toBe(4);
    expect(resetFilters(params)).toEqual({ query: 'a', loc: 'berlin', radius: 25 });
  });
});
