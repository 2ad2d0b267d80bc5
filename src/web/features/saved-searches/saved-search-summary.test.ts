import en from '@shared/i18n/locales/en/saved-searches.json';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { savedSearchHref } from './saved-search-href';
import { suggestSavedSearchLabel, summarizeSavedSearch } from './saved-search-summary';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', ns: ['saved-searches'], resources: { en: { 'saved-searches': en } } });
const t = i18n.getFixedT('en', 'saved-searches');

describe('saved-search labels and summaries', () => {
  it('names the city behind a place slug', () => {
    expect(suggestSavedSearchLabel({ query: 'jacke', loc: 'berlin', radius: '25' })).toBe(
      'jacke · Berlin · 25 km',
    );
    expect(suggestSavedSearchLabel({ query: 'jacke', region: 'Hamburg', radius: '10' })).toBe(
      'jacke · Hamburg · 10 km',
    );
    expect(suggestSavedSearchLabel({ category: 'fashion' })).toBe('fashion');
  });

  it('summarises place, price, condition and fulfillment', () => {
    expect(
      summarizeSavedSearch(
        {
          query: 'jacke',
          loc: 'berlin',
          radius: '25',
          priceMax: '50',
          condition: 'new,good',
          fulfillment: 'pickup',
        },
        t,
        'en',
      ),
    ).toBe('Berlin · 25 km · up to €50 · New · Good · Pickup');
    expect(summarizeSavedSearch({ query: 'jacke' }, t, 'en')).toBe('');
    expect(summarizeSavedSearch({ query: 'sofa', priceKind: 'free', priceMax: '10' }, t, 'en')).toBe(
      'up to €10 · Free to give away',
    );
    expect(summarizeSavedSearch({ priceKind: 'negotiable,bogus' }, t, 'en')).toBe('Or best offer');
  });

  it('opens the results in the search page order, marked as saved', () => {
    expect(
      savedSearchHref({ id: 'local-abc', params: { loc: 'berlin', query: 'jacke', radius: '25' } }),
    ).toBe('/search?query=jacke&radius=25&loc=berlin&saved=local-abc');
  });
});
