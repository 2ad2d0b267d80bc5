import { z } from 'zod';
import { fulfillmentOptions, listingConditions } from '../listings/listing.schema';
import { type PriceKind, priceKinds } from '../listings/price-kind';
import { toCents, toEuros } from '../pricing/cents';
import { clampSearchRadiusKm, defaultSearchRadiusKm } from '../profile/search-radius';

/**
 * Spec §2 "Search query parameters", in one place for the API, the web's URLs and saved searches.
 *
 * Policy for bad input (ADR 023): a search URL is something people share and bookmark, so a bad or
 * unknown parameter never fails the whole search. Unknown parameters and malformed values are
 * ignored and reported in the response's `notes`; out-of-range numbers are clamped (also noted).
 * Only a malformed `cursor` answers 400, because silently restarting an infinite feed would repeat
 * listings.
 */
export const searchSorts = ['relevance', 'new', 'price-low', 'price-high'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** Spec §9: nationwide (0), 5, 10, 25, 50, 100, 200 km. */
export const searchRadiusOptionsKm = [0, 5, 10, 25, 50, 100, 200] as const;
export { defaultSearchRadiusKm };

/** `shipping=free`: only listings with at least one free shipping option. */
export const shippingFilters = ['free'] as const;

export const searchPriceMax = 99_999;
export const searchPageSizeDefault = 24;
export const searchPageSizeMax = 48;

export type SearchCondition = (typeof listingConditions)[number];
export type SearchFulfillment = (typeof fulfillmentOptions)[number];

/** The parameters after normalisation: everything optional, lists never empty when present. */
export interface SearchParams {
  query?: string;
  category?: string;
  sort?: SearchSort;
  tag?: string;
  condition?: SearchCondition[];
  fulfillment?: SearchFulfillment[];
  shipping?: (typeof shippingFilters)[number];
  /** Festpreis, VB, zu verschenken (ADR 042: not in the spec's list); several are ORed. */
  priceKind?: PriceKind[];
  priceMin?: number;
  priceMax?: number;
  /** The chosen location's label as shown ("Berlin", "10115 Berlin"). */
  region?: string;
  /** Radius in km: 0 is nationwide. */
  radius?: number;
  /** The chosen place's slug (locations module). */
  loc?: string;
  /** Coordinates, 4 decimals, e.g. from the browser's geolocation. */
  lat?: number;
  lng?: number;
  /** Id of the saved search this search was opened from. */
  saved?: string;
}

export const searchParamKeys = [
  'query',
  'category',
  'sort',
  'tag',
  'condition',
  'fulfillment',
  'shipping',
  'priceKind',
  'priceMin',
  'priceMax',
  'region',
  'radius',
  'loc',
  'lat',
  'lng',
  'saved',
] as const satisfies readonly (keyof SearchParams)[];

/** Keys that page or tune a request but are not part of "the search" (never saved). */
export const searchControlKeys = ['cursor', 'limit', 'facets'] as const;

export const searchNoteCodes = [
  'unknown_parameter',
  'invalid_value',
  'clamped',
  'unknown_category',
  'unknown_location',
] as const;
export type SearchNoteCode = (typeof searchNoteCodes)[number];

export const searchNoteSchema = z.object({
  param: z.string(),
  code: z.enum(searchNoteCodes),
  /** English explanation; the web shows its own translation of `code`. */
  message: z.string(),
});
export type SearchNote = z.infer<typeof searchNoteSchema>;

type RawValue = string | string[] | undefined;
export type RawSearchParams = Record<string, RawValue>;

const listValue = (value: RawValue) =>
  (Array.isArray(value) ? value : [value ?? ''])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

const textValue = (value: RawValue) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** A comma-separated list of known values, sorted and without repeats; `invalid` when some were unknown. */
function enumList<T extends string>(
  value: RawValue,
  allowed: readonly T[],
): { values?: T[]; invalid: boolean } {
  const given = listValue(value);
  const valid = given.filter((entry): entry is T => (allowed as readonly string[]).includes(entry));
  return {
    ...(valid.length > 0 ? { values: [...new Set(valid)].sort() } : {}),
    invalid: valid.length < given.length,
  };
}

const roundTo4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Turns raw query-string values (from Fastify or URLSearchParams) into SearchParams plus notes on
 * whatever was ignored or clamped. Pure, so the web parses its own URL with the same rules.
 */
export function parseSearchParams(raw: RawSearchParams): { params: SearchParams; notes: SearchNote[] } {
  const params: SearchParams = {};
  const notes: SearchNote[] = [];
  const invalid = (param: string, message: string) => notes.push({ param, code: 'invalid_value', message });

  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const isKnown = (searchParamKeys as readonly string[]).includes(key);
    const isControl = (searchControlKeys as readonly string[]).includes(key);
    if (!isKnown && !isControl) {
      notes.push({
        param: key,
        code: 'unknown_parameter',
        message: `Unknown parameter "${key}" was ignored.`,
      });
    }
  }

  const query = textValue(raw.query).replace(/\s+/g, ' ').slice(0, 200);
  if (query) params.query = query;

  const category = textValue(raw.category).toLowerCase();
  if (category) {
    if (/^[a-z0-9-]{2,120}$/.test(category)) params.category = category;
    else invalid('category', 'Category must be a category slug.');
  }

  const sort = textValue(raw.sort);
  if (sort) {
    if ((searchSorts as readonly string[]).includes(sort)) params.sort = sort as SearchSort;
    else invalid('sort', `Sort must be one of ${searchSorts.join(', ')}.`);
  }

  const tag = textValue(raw.tag).toLowerCase().slice(0, 60);
  if (tag) params.tag = tag;

  const condition = enumList(raw.condition, listingConditions);
  if (condition.invalid) invalid('condition', `Condition must be one of ${listingConditions.join(', ')}.`);
  if (condition.values) params.condition = condition.values;

  const fulfillment = enumList(raw.fulfillment, fulfillmentOptions);
  if (fulfillment.invalid)
    invalid('fulfillment', `Fulfillment must be one of ${fulfillmentOptions.join(', ')}.`);
  if (fulfillment.values) params.fulfillment = fulfillment.values;

  const priceKind = enumList(raw.priceKind, priceKinds);
  if (priceKind.invalid) invalid('priceKind', `priceKind must be one of ${priceKinds.join(', ')}.`);
  if (priceKind.values) params.priceKind = priceKind.values;

  const shipping = textValue(raw.shipping);
  if (shipping) {
    if (shipping === 'free') params.shipping = 'free';
    else invalid('shipping', 'Shipping must be "free".');
  }

  for (const key of ['priceMin', 'priceMax'] as const) {
    const text = textValue(raw[key]).replace(',', '.');
    if (!text) continue;
    const value = Number(text);
    if (!Number.isFinite(value)) {
      invalid(key, `${key} must be a number of euros.`);
      continue;
    }
    const clamped = Math.min(Math.max(value, 0), searchPriceMax);
    if (clamped !== value)
      notes.push({ param: key, code: 'clamped', message: `${key} was clamped to ${clamped}.` });
    params[key] = toEuros(toCents(clamped));
  }
  if (params.priceMin !== undefined && params.priceMax !== undefined && params.priceMin > params.priceMax) {
    [params.priceMin, params.priceMax] = [params.priceMax, params.priceMin];
    notes.push({
      param: 'priceMin',
      code: 'clamped',
      message: 'priceMin was above priceMax; they were swapped.',
    });
  }

  const region = textValue(raw.region).slice(0, 120);
  if (region) params.region = region;

  const loc = textValue(raw.loc).toLowerCase();
  if (loc) {
    if (/^[a-z0-9-]{2,120}$/.test(loc)) params.loc = loc;
    else invalid('loc', 'loc must be a place slug.');
  }

  const latText = textValue(raw.lat);
  const lngText = textValue(raw.lng);
  if (latText || lngText) {
    const lat = Number(latText);
    const lng = Number(lngText);
    if (
      latText &&
      lngText &&
      Number.isFinite(lat) &&
      Number.isFinite(lng) &&
      Math.abs(lat) <= 90 &&
      Math.abs(lng) <= 180
    ) {
      params.lat = roundTo4(lat);
      params.lng = roundTo4(lng);
    } else {
      invalid('lat', 'lat and lng must both be given as coordinates.');
    }
  }

  const radiusText = textValue(raw.radius);
  const hasLocation = params.loc !== undefined || params.region !== undefined || params.lat !== undefined;
  if (radiusText) {
    const radius = Number(radiusText);
    const clamped = clampSearchRadiusKm(radius);
    if (!Number.isFinite(radius)) invalid('radius', 'radius must be a number of kilometres.');
    else if (clamped !== radius)
      notes.push({ param: 'radius', code: 'clamped', message: `radius was clamped to ${clamped} km.` });
    params.radius = clamped;
  } else if (hasLocation) {
    params.radius = defaultSearchRadiusKm;
  }

  const saved = textValue(raw.saved);
  if (saved) {
    if (z.uuid().safeParse(saved).success || /^local-[a-z0-9-]{1,64}$/.test(saved)) params.saved = saved;
    else invalid('saved', 'saved must be a saved-search id.');
  }

  return { params, notes };
}

/** The sort used when none is given: relevance for a text query, else newest first. */
export function effectiveSort(params: SearchParams): SearchSort {
  return params.sort ?? (params.query ? 'relevance' : 'new');
}

/** A search for give-aways only (priceKind=free): the "Zu verschenken" collection (ADR 042). */
export function isGiveAwaySearch(params: SearchParams): boolean {
  return params.priceKind?.length === 1 && params.priceKind[0] === 'free';
}

/** True when a location filter applies (spec: radius above 0 with a location). */
export function hasRadiusFilter(params: SearchParams): boolean {
  return (
    (params.radius ?? 0) > 0 &&
    (params.loc !== undefined || params.lat !== undefined || params.region !== undefined)
  );
}

/**
 * SearchParams as URL query pairs in a stable order. Location keys (region, radius, loc, lat,
 * lng with 4 decimals) are only written when a location with a radius above 0 is set (spec §2).
 */
export function serializeSearchParams(params: SearchParams): [string, string][] {
  const pairs: [string, string][] = [];
  const withLocation = hasRadiusFilter(params);
  for (const key of searchParamKeys) {
    const value = params[key];
    if (value === undefined) continue;
    if (['region', 'radius', 'loc', 'lat', 'lng'].includes(key) && !withLocation) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) pairs.push([key, value.join(',')]);
    } else if (key === 'lat' || key === 'lng') {
      pairs.push([key, (value as number).toFixed(4)]);
    } else {
      pairs.push([key, String(value)]);
    }
  }
  return pairs;
}

export function searchParamsToQueryString(params: SearchParams): string {
  return new URLSearchParams(serializeSearchParams(params)).toString();
}
