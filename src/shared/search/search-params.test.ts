import { describe, expect, it } from 'vitest';
import {
  isGiveAwaySearch,
  parseSearchParams,
  searchParamsToQueryString,
  serializeSearchParams,
} from './search-params';

describe('parseSearchParams', () => {
  it('reads prices with a decimal comma and rounds them to the cent', () => {
    expect(parseSearchParams({ priceMin: '19,99', priceMax: '0,1' }).params).toMatchObject({
      priceMin: 0.1,
      priceMax: 19.99,
    });
    expect(parseSearchParams({ priceMax: '19,999' }).params.priceMax).toBe(20);
    expect(parseSearchParams({ priceMax: '0.30000000000000004' }).params.priceMax).toBe(0.3);
  });

  it('reads every known parameter', () => {
    const { params, notes } = parseSearchParams({
      query: '  Winter   Jacke ',
      category: 'Fashion',
      sort: 'price-low',
      tag: 'Outdoor',
      condition: 'new,good',
      fulfillment: ['pickup', 'shipping'],
      shipping: 'free',
      priceKind: 'negotiable,free',
      priceMin: '10,5',
      priceMax: '100',
      region: 'Berlin',
      radius: '50',
      loc: 'berlin',
      lat: '52.520008',
      lng: '13.404954',
    });
    expect(notes).toEqual([]);
    expect(params).toEqual({
      query: 'Winter Jacke',
      category: 'fashion',
      sort: 'price-low',
      tag: 'outdoor',
      condition: ['good', 'new'],
      fulfillment: ['pickup', 'shipping'],
      shipping: 'free',
      priceKind: ['free', 'negotiable'],
      priceMin: 10.5,
      priceMax: 100,
      region: 'Berlin',
      radius: 50,
      loc: 'berlin',
      lat: 52.52,
      lng: 13.405,
    });
  });

  it('reads price kinds as a list, drops unknown ones with a note, and knows the give-away page', () => {
    const { params, notes } = parseSearchParams({ priceKind: 'free,cheap,free' });
    expect(params.priceKind).toEqual(['free']);
    expect(notes).toEqual([expect.objectContaining({ param: 'priceKind', code: 'invalid_value' })]);
    expect(isGiveAwaySearch(params)).toBe(true);
    expect(isGiveAwaySearch(parseSearchParams({ priceKind: 'free,fixed' }).params)).toBe(false);
    expect(isGiveAwaySearch({})).toBe(false);
    expect(searchParamsToQueryString({ priceKind: ['free'], priceMax: 10 })).toBe(
      'priceKind=free&priceMax=10',
    );
  });

  it('notes unknown parameters but not the paging controls', () => {
    const { notes } = parseSearchParams({ colour: 'red', cursor: 'abc', limit: '5', facets: 'false' });
    expect(notes).toEqual([expect.objectContaining({ param: 'colour', code: 'unknown_parameter' })]);
  });

  it('ignores malformed values with a note', () => {
    const { params, notes } = parseSearchParams({
      sort: 'cheapest',
      condition: 'mint,new',
      shipping: 'express',
      priceMax: 'lots',
      lat: '52.5',
      category: 'Not a slug!',
    });
    expect(params).toEqual({ condition: ['new'] });
    expect(notes.map((note) => [note.param, note.code])).toEqual(
      expect.arrayContaining([
        ['sort', 'invalid_value'],
        ['condition', 'invalid_value'],
        ['shipping', 'invalid_value'],
        ['priceMax', 'invalid_value'],
        ['lat', 'invalid_value'],
        ['category', 'invalid_value'],
      ]),
    );
  });

  it('clamps the radius to 200 km and prices to the allowed range, and swaps min above max', () => {
    const { params, notes } = parseSearchParams({
      loc: 'berlin',
      radius: '500',
      priceMin: '90',
      priceMax: '-5',
    });
    expect(params.radius).toBe(200);
    expect(params.priceMin).toBe(0);
    expect(params.priceMax).toBe(90);
    expect(notes.filter((note) => note.code === 'clamped').map((note) => note.param)).toEqual(
      expect.arrayContaining(['radius', 'priceMax', 'priceMin']),
    );
  });

  it('defaults the radius to 25 km when a location is given without one', () => {
    expect(parseSearchParams({ loc: 'hamburg' }).params.radius).toBe(25);
    expect(parseSearchParams({ query: 'sofa' }).params.radius).toBeUndefined();
  });
});

describe('serializeSearchParams', () => {
  it('writes a stable order and round-trips through parseSearchParams', () => {
    const { params } = parseSearchParams({
      sort: 'new',
      query: 'lampe',
      condition: 'good,new',
      region: 'Berlin',
      radius: '10',
      lat: '52.52',
      lng: '13.405',
    });
    const pairs = serializeSearchParams(params);
    expect(pairs).toEqual([
      ['query', 'lampe'],
      ['sort', 'new'],
      ['condition', 'good,new'],
      ['region', 'Berlin'],
      ['radius', '10'],
      ['lat', '52.5200'],
      ['lng', '13.4050'],
    ]);
    const again = parseSearchParams(Object.fromEntries(pairs));
    expect(again.params).toEqual(params);
  });

  it('leaves location keys out when the search is nationwide', () => {
    const { params } = parseSearchParams({ query: 'sofa', loc: 'berlin', radius: '0' });
    expect(searchParamsToQueryString(params)).toBe('query=sofa');
  });
});
