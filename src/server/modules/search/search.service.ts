import { findTaxonomyCategory, flattenTaxonomy } from '@shared/catalog/taxonomy';
import { type SearchResponse, searchCountCap, searchPriceBands } from '@shared/search/search.schema';
import {
  effectiveSort,
  type SearchNote,
  type SearchParams,
  type SearchSort,
  searchPageSizeDefault,
  searchPageSizeMax,
} from '@shared/search/search-params';
import type { Db } from '../../db/database';
import { presentSearchFacets, presentSearchResult } from './search.presenter';
import {
  countSearchMatches,
  findMatchingListingIds,
  findNearestSearchTerm,
  findSearchPage,
  type SearchFilter,
  type SearchPageSort,
  type SearchRow,
  summarizeSearchMatches,
  usesMatchIndex,
} from './search.repository';
import { decodeSearchCursor, encodeSearchCursor, type SearchCursorKey } from './search-cursor';
import { resolveSearchLocation, type SearchLocation } from './search-location';
import { buildTsQueryText, searchWordsOf } from './search-text';

export { resolveSearchLocation } from './search-location';

type SearchData = SearchResponse['data'];

export interface SearchOptions {
  cursor?: string;
  limit?: number;
  withFacets?: boolean;
  /** Only listings whose price dropped (deals). */
  onlyPriceDrops?: boolean;
  /** Tests only: the broad-search threshold, so a handful of listings can exercise that path. */
  broadSearchMatches?: number;
}

/** Fewer exact matches than this try a typo-corrected query. */
export const typoCorrectionBelow = 3;
/**
 * From this many matches a search is broad: relevance becomes newest first and pages walk the
 * B-tree of the sort order. Ranking 5,000 rows costs about what walking to the page costs at
 * 1,000,000 listings (docs/performance.md).
 */
export const broadSearchMatches = 5_000;
/**
 * Lowest trigram similarity accepted as a correction. Swapped letters in a six-letter word
 * ("iphnoe") score about 0.27; unrelated words of that length stay under 0.2.
 */
export const typoSimilarityMin = 0.25;

const priceBandsCents = searchPriceBands.map((band) => ({
  min: band.min * 100,
  max: band.max === null ? null : band.max * 100,
}));

const categoryIdsUnder = (categoryId: string) =>
  flattenTaxonomy()
    .filter((category) => category.path.includes(categoryId))
    .map((category) => category.id);

/** The filter for params, or the note that explains why nothing can match. */
function resolveFilter(
  params: SearchParams,
  location: SearchLocation | null,
  isLocationUnknown: boolean,
): { filter: SearchFilter; note?: undefined } | { filter?: undefined; note: SearchNote } {
  const filter: SearchFilter = {};
  if (params.category) {
    if (!findTaxonomyCategory(params.category)) {
      return {
        note: {
          param: 'category',
          code: 'unknown_category',
          message: `There is no category "${params.category}".`,
        },
      };
    }
    filter.categoryId = params.category;
    filter.categoryIds = categoryIdsUnder(params.category);
  }
  if (isLocationUnknown) {
    const param = params.loc ? 'loc' : 'region';
    return {
      note: {
        param,
        code: 'unknown_location',
        message: `The location "${params.loc ?? params.region}" is unknown.`,
      },
    };
  }
  if (location) {
    filter.around = {
      latitude: location.latitude,
      longitude: location.longitude,
      radiusMeters: location.radiusKm * 1000,
    };
  }
  if (params.tag) filter.tag = params.tag.toLowerCase();
  if (params.condition) filter.conditions = params.condition;
  if (params.fulfillment) filter.fulfillment = params.fulfillment;
  if (params.shipping === 'free') filter.isFreeShippingOnly = true;
  if (params.priceMin !== undefined) filter.priceMinCents = Math.round(params.priceMin * 100);
  if (params.priceMax !== undefined) filter.priceMaxCents = Math.round(params.priceMax * 100);
  return { filter };
}

/** Each word replaced by the nearest lexicon word when it is close enough; null when nothing changed. */
async function correctWords(db: Db, words: readonly string[]): Promise<string[] | null> {
  const corrected = await Promise.all(
    words.map(async (word) => {
      if (word.length < 3 || /^\d+$/.test(word)) return word;
      const nearest = await findNearestSearchTerm(db, word);
      return nearest && nearest.similarity >= typoSimilarityMin ? nearest.term : word;
    }),
  );
  return corrected.some((word, index) => word !== words[index]) ? corrected : null;
}

function cursorKeyOf(sort: SearchSort, row: SearchRow): SearchCursorKey {
  if (sort === 'relevance')
    return { sort, rank: row.rank ?? '0', publishedAt: row.publishedAtKey, id: row.id };
  if (sort === 'new') return { sort, publishedAt: row.publishedAtKey, id: row.id };
  return { sort, priceCents: row.priceCents, id: row.id };
}

const clampLimit = (limit: number | undefined) =>
  Math.min(Math.max(Math.trunc(limit ?? searchPageSizeDefault), 1), searchPageSizeMax);

/**
 * One page of search results (spec §2 search parameters): published, unsold listings only;
 * keyset-paged; counts and facets capped at searchCountCap; a typo-corrected retry when the
 * exact query finds almost nothing.
 */
export async function searchListings(
  db: Db,
  input: { params: SearchParams; notes?: SearchNote[] },
  options: SearchOptions = {},
): Promise<SearchData> {
  const { params } = input;
  const notes = [...(input.notes ?? [])];
  const words = searchWordsOf(params.query ?? '');
  const requestedSort = effectiveSort(params);
  const sort: SearchSort = requestedSort === 'relevance' && words.length === 0 ? 'new' : requestedSort;
  const after = options.cursor ? decodeSearchCursor(options.cursor, sort) : undefined;
  // Later pages keep the first page's query text (prefix or not, corrected or not).
  const exactQueryText = after?.queryText ?? buildTsQueryText(words);
  const withFacets = (options.withFacets ?? true) && !after;
  const limit = clampLimit(options.limit);
  const { location, isUnknown } = resolveSearchLocation(params);
  const resolved = resolveFilter(params, location, isUnknown);

  const result: SearchData = {
    listings: [],
    total: 0,
    totalIsCapped: false,
    nextCursor: null,
    facets: null,
    applied: { ...params, sort },
    location,
    correctedQuery: null,
    notes,
  };
  if (!resolved.filter) {
    notes.push(resolved.note);
    if (withFacets) result.facets = presentSearchFacets([], params.category, false);
    return result;
  }

  const filter: SearchFilter = { ...resolved.filter, isPriceDropOnly: options.onlyPriceDrops };
  if (exactQueryText) filter.tsQueryText = exactQueryText;
  if (after?.correctedQuery) result.correctedQuery = after.correctedQuery;
  // Broad searches (at least broadSearchMatches matches) rank by newest instead of ts_rank, and
  // their pages walk the order's index: ranking would read every match (ADR 023).
  const orderFor = (tsQueryText: string | undefined, isBroad: boolean): SearchPageSort =>
    sort === 'relevance' && tsQueryText && !isBroad
      ? { sort, tsQueryText }
      : { sort: sort === 'relevance' ? 'new' : sort };

  // Side by side: the facets (whose group totals sum to the capped count) or the capped count, and
  // the page. A first page through the match index counts up to the broad threshold before it
  // reads; later pages reuse the first page's total and mode.
  const threshold = options.broadSearchMatches ?? broadSearchMatches;
  const runPass = async (passFilter: SearchFilter) => {
    const isBroadOf = async () => {
      if (after) return after.isBroad === true;
      if (!usesMatchIndex(passFilter)) return false;
      return (await countSearchMatches(db, passFilter, threshold)) >= threshold;
    };
    const readPage = async () => {
      const isBroad = await isBroadOf();
      const order = orderFor(passFilter.tsQueryText, isBroad);
      const rows = await findSearchPage(db, passFilter, order, after, limit + 1, { walkOrderIndex: isBroad });
      return { rows, isBroad };
    };
    const [page, facetRows, count] = await Promise.all([
      readPage(),
      withFacets ? summarizeSearchMatches(db, passFilter, searchCountCap, priceBandsCents) : null,
      withFacets || after?.total !== undefined ? null : countSearchMatches(db, passFilter, searchCountCap),
    ]);
    const total = after?.total ?? count ?? (facetRows ?? []).reduce((sum, row) => sum + row.total, 0);
    return { ...page, facetRows, total };
  };

  let pass = await runPass(filter);
  let total = pass.total;
  if (exactQueryText && !after && total < typoCorrectionBelow) {
    const correctedWords = await correctWords(db, words);
    const correctedText = correctedWords && buildTsQueryText(correctedWords);
    if (correctedWords && correctedText) {
      const correctedPass = await runPass({ ...filter, tsQueryText: correctedText });
      const correctedTotal = correctedPass.total;
      if (correctedTotal > total) {
        filter.tsQueryText = correctedText;
        pass = correctedPass;
        total = correctedTotal;
        result.correctedQuery = correctedWords.join(' ');
      }
    }
  }

  const { rows, facetRows, isBroad } = pass;
  const pageRows = rows.slice(0, limit);
  const lastRow = pageRows.at(-1);
  result.listings = pageRows.map(presentSearchResult);
  result.total = Math.min(total, searchCountCap);
  result.totalIsCapped = total > searchCountCap;
  if (rows.length > limit && lastRow) {
    result.nextCursor = encodeSearchCursor({
      ...cursorKeyOf(sort, lastRow),
      total,
      ...(filter.tsQueryText ? { queryText: filter.tsQueryText } : {}),
      ...(result.correctedQuery ? { correctedQuery: result.correctedQuery } : {}),
      ...(isBroad ? { isBroad } : {}),
    });
  }
  if (facetRows) result.facets = presentSearchFacets(facetRows, params.category, result.totalIsCapped);
  return result;
}

/**
 * Ids of published, unsold listings matching `params` within `scope`, newest first (saved-search
 * alerts). Exact text only: an alert should not guess what the user meant.
 */
export async function findListingsMatching(
  db: Db,
  params: SearchParams,
  scope: { listingIds?: string[]; publishedAfter?: Date; limit?: number },
): Promise<string[]> {
  if (scope.listingIds?.length === 0) return [];
  const { location, isUnknown } = resolveSearchLocation(params);
  const resolved = resolveFilter(params, location, isUnknown);
  if (!resolved.filter) return [];
  const filter: SearchFilter = { ...resolved.filter };
  const tsQueryText = buildTsQueryText(searchWordsOf(params.query ?? ''));
  if (tsQueryText) filter.tsQueryText = tsQueryText;
  if (scope.listingIds) filter.listingIds = scope.listingIds;
  if (scope.publishedAfter) filter.publishedAfter = scope.publishedAfter;
  return findMatchingListingIds(db, filter, Math.min(Math.max(scope.limit ?? 500, 1), 5000));
}
