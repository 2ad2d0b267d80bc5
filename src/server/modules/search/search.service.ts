import { findTaxonomyCategory, flattenTaxonomy } from '@shared/catalog/taxonomy';
import type { Language } from '@shared/i18n/languages';
import { toCents } from '@shared/pricing/cents';
import { type SearchResponse, searchCountCap, searchPriceBands } from '@shared/search/search.schema';
import {
  effectiveSort,
  parseSearchParams,
  type RawSearchParams,
  type SearchNote,
  type SearchParams,
  type SearchSort,
  searchPageSizeDefault,
  searchPageSizeMax,
} from '@shared/search/search-params';
import { type Db, runsOneStatementAtATime } from '../../db/database';
import { presentSearchFacets, presentSearchResult } from './search.presenter';
import {
  countSearchMatches,
  findMatchingListingIds,
  findNearestSearchTerm,
  findSearchPage,
  findSearchRowsByIds,
  lookUpSearchWords,
  type SearchFilter,
  type SearchPageSort,
  type SearchRow,
  summarizeFirstPage,
  summarizeSearchMatches,
  usesMatchIndex,
} from './search.repository';
import { readSearchControls } from './search-controls';
import { decodeSearchCursor, encodeSearchCursor, type SearchCursorKey } from './search-cursor';
import { buildExpandedQuery, compoundHeadsOf, normaliseTextsOf, planSearchWords } from './search-expansion';
import { resolveSearchLocation, type SearchLocation } from './search-location';
import type { SearchPageCache } from './search-page-cache';
import { buildTsQueryText, searchWordsOf } from './search-text';

export { resolveSearchLocation } from './search-location';

export type SearchData = SearchResponse['data'];

export interface SearchOptions {
  cursor?: string;
  limit?: number;
  withFacets?: boolean;
  /** Only listings whose price dropped (deals). */
  onlyPriceDrops?: boolean;
  /** Tests only: the broad-search threshold, so a handful of listings can exercise that path. */
  broadSearchMatches?: number;
  /** Tests only: the count cap (searchCountCap) and the newest window (newestWindowListings). */
  countCap?: number;
  newestWindow?: number;
}

/**
 * A first page of more matches than its statement reads (max of the count cap and
 * broadSearchMatches, ADR 078), newest first, walks the newest this many listings beside the
 * count; at 0.5 % of 1,000,000 listings (the least such a search can match there) 4,000 listings
 * hold about 20 matches, most of a page; at 1 % about 40. Fewer found: the full walk follows.
 */
export const newestWindowListings = 4_000;
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
  min: toCents(band.min),
  max: band.max === null ? null : toCents(band.max),
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
  if (params.priceKind) filter.priceKinds = params.priceKind;
  if (params.priceMin !== undefined) filter.priceMinCents = toCents(params.priceMin);
  if (params.priceMax !== undefined) filter.priceMaxCents = toCents(params.priceMax);
  return { filter };
}

/**
 * Each word that finds nothing (`unknownWords`: no listing word is it, give or take an inflection,
 * the search lexicon does not know it) replaced by the nearest listing word when it is close enough; null when
 * nothing changed. Known words stay as typed ("Handy" is never "hans").
 */
async function correctWords(
  db: Db,
  words: readonly string[],
  unknownWords: ReadonlySet<string>,
): Promise<string[] | null> {
  const corrected = await Promise.all(
    words.map(async (word) => {
      if (word.length < 3 || /^\d+$/.test(word) || !unknownWords.has(word)) return word;
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
 * Whether GET /api/search answered from the first-page cache (ADR 078): `stale` is a page past its
 * few seconds, answered while a fresh one is searched for the next caller (ADR 093).
 */
export type SearchCacheStatus = 'hit' | 'stale' | 'miss' | 'off';

/**
 * GET /api/search: the query string read as a search plus its paging controls; values that do not
 * parse become notes on the answer instead of a 400. With `cache`, a first page is kept for a few
 * seconds under the search as understood (normalised parameters, page size, facets) and the
 * language; nothing about the caller is part of the key or of the page (search results are the
 * same for everyone). Later pages (a cursor) are never cached.
 */
export async function searchFromQuery(
  db: Db,
  raw: RawSearchParams,
  cache?: { pages: SearchPageCache<SearchData>; language: Language },
): Promise<{ data: SearchData; cacheStatus: SearchCacheStatus }> {
  const { params, notes } = parseSearchParams(raw);
  const controls = readSearchControls(raw);
  const requestNotes = [...notes, ...controls.notes];
  const options = { cursor: controls.cursor, limit: controls.limit, withFacets: controls.withFacets };
  if (!cache || controls.cursor) {
    return { data: await searchListings(db, { params, notes: requestNotes }, options), cacheStatus: 'off' };
  }
  const key = JSON.stringify([cache.language, controls.limit, controls.withFacets, params]);
  const { value, isHit, isStale } = await cache.pages.remember(key, () =>
    searchListings(db, { params }, options),
  );
  // The notes on what this request's query string held are its own; the cached page keeps only the
  // search's (an unknown category or place), which the key decides.
  return {
    data: { ...value, notes: [...requestNotes, ...value.notes] },
    cacheStatus: isStale ? 'stale' : isHit ? 'hit' : 'miss',
  };
}

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
  // Later pages keep the first page's words (corrected or not); the cursor carries them as text.
  const queryWords = after?.queryText ? searchWordsOf(after.queryText) : words;
  const exactQueryText = buildTsQueryText(queryWords);
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
  if (after?.correctedQuery) result.correctedQuery = after.correctedQuery;
  // Broad searches (at least broadSearchMatches matches) rank by newest instead of ts_rank, and
  // their pages walk the order's index: ranking would read every match (ADR 023).
  const orderFor = (passFilter: SearchFilter, isBroad: boolean): SearchPageSort =>
    sort === 'relevance' && passFilter.tsQueryText && !isBroad
      ? {
          sort,
          tsQueryText: passFilter.tsQueryText,
          ...(passFilter.tsMatchQuery ? { expandedQuery: passFilter.tsMatchQuery } : {}),
          ...(passFilter.boostCategoryIds ? { boostCategoryIds: passFilter.boostCategoryIds } : {}),
        }
      : { sort: sort === 'relevance' ? 'new' : sort };

  const threshold = options.broadSearchMatches ?? broadSearchMatches;
  const countCap = options.countCap ?? searchCountCap;
  const newestWindow = options.newestWindow ?? newestWindowListings;
  const runPass = async (passFilter: SearchFilter, hints: { isLikelyNarrow: boolean }) => {
    if (after) {
      // Later pages reuse the first page's total and mode.
      const isBroad = after.isBroad === true;
      const order = orderFor(passFilter, isBroad);
      const rows = await findSearchPage(db, passFilter, order, after, limit + 1, { walkOrderIndex: isBroad });
      const total = after.total ?? (await countSearchMatches(db, passFilter, countCap));
      return { rows, isBroad, facetRows: null, total };
    }
    if (usesMatchIndex(passFilter)) {
      // One statement counts, facets and (when it read every match) pages. Beside it, for text (a
      // common word often outnumbers the set it reads; a category and radius rarely do), a
      // newest-first page walks the newest listings only (exact when it comes back full); it is used
      // only when the matches outnumber that set. A text with a word that starts no lexicon word (a
      // typo, which finds next to nothing) starts that walk only when the summary asks for it: beside
      // the summary it walked all newestWindow listings in vain, on the core the typo-corrected pass
      // needs next. So does a text with a radius: the place narrows it below the broad threshold
      // almost always ("jacke", Berlin, 25 km: 3,024 of 1,000,000), and the walk beside it was a
      // quarter of the database's time under 16 connections. On the embedded database nothing runs
      // beside anything (one backend), so the walk waits for the summary there too
      // (docs/performance.md).
      const newestOrder = orderFor(passFilter, true);
      const hasWindow = newestOrder.sort === 'new' && newestWindow > 0 && Boolean(passFilter.tsQueryText);
      const startWindow = () =>
        findSearchPage(db, passFilter, newestOrder, undefined, limit + 1, {
          walkOrderIndex: true,
          newestWindow,
        });
      // Not awaited unless needed: a narrow search answers from the summary without waiting for it,
      // and a failed window only means the full walk.
      const isWindowBeside =
        hasWindow && !hints.isLikelyNarrow && !passFilter.around && !runsOneStatementAtATime(db);
      const newestWindowPage = isWindowBeside ? startWindow().catch(() => null) : null;
      const summary = await summarizeFirstPage(db, passFilter, {
        order: orderFor(passFilter, false),
        cap: countCap,
        rankBelow: threshold,
        limit: limit + 1,
        withFacets,
        priceBandsCents,
      });
      const isBroad = summary.total >= threshold;
      const walkNewest = async () => {
        const windowRows = hasWindow ? await (newestWindowPage ?? startWindow().catch(() => null)) : null;
        if (windowRows && windowRows.length > limit) return windowRows;
        return findSearchPage(db, passFilter, newestOrder, undefined, limit + 1, { walkOrderIndex: true });
      };
      const rows = summary.page
        ? await findSearchRowsByIds(db, passFilter, summary.page)
        : await walkNewest();
      return { rows, isBroad, facetRows: summary.facetRows, total: summary.total };
    }
    // A category or a radius alone, or no filter: the B-tree and GiST paths, side by side with the
    // facets (whose group totals sum to the capped count) or the capped count.
    const [rows, facetRows, count] = await Promise.all([
      findSearchPage(db, passFilter, orderFor(passFilter, false), undefined, limit + 1),
      withFacets ? summarizeSearchMatches(db, passFilter, countCap, priceBandsCents) : null,
      withFacets ? null : countSearchMatches(db, passFilter, countCap),
    ]);
    const total = count ?? (facetRows ?? []).reduce((sum, row) => sum + row.total, 0);
    return { rows, isBroad: false, facetRows, total };
  };
  /**
   * The text's widened match query (search-expansion.ts, ADR 045) with the categories its words
   * name, whether a word finds no listing word and the lexicon does not know it (isLikelyNarrow:
   * a hint for runPass only), and those words (the only ones spelling correction may change).
   */
  const withMatchQuery = async (
    passFilter: SearchFilter,
    passWords: readonly string[],
  ): Promise<{ passFilter: SearchFilter; isLikelyNarrow: boolean; unknownWords: Set<string> }> => {
    // A corrected pass starts from the exact pass's filter: drop that text's widening.
    const { tsMatchQuery: _text, boostCategoryIds: _boost, ...textFilter } = passFilter;
    if (!passFilter.tsQueryText)
      return { passFilter: textFilter, isLikelyNarrow: false, unknownWords: new Set() };
    const plans = planSearchWords(passWords);
    const lookups = await lookUpSearchWords(db, {
      texts: normaliseTextsOf(plans),
      heads: compoundHeadsOf(plans),
      probes: passWords.filter((word) => word.length >= 3),
    });
    const expanded = buildExpandedQuery(plans, lookups);
    const unknownWords = new Set(
      plans
        .filter(
          (plan) =>
            plan.word.length >= 3 &&
            !plan.isKnown &&
            !lookups.knownProbes.has(plan.word) &&
            plan.heads.every((head) => (lookups.compounds.get(head) ?? []).length === 0),
        )
        .map((plan) => plan.word),
    );
    return {
      passFilter: expanded
        ? {
            ...textFilter,
            tsMatchQuery: expanded.matchQuery,
            ...(expanded.boostCategoryIds.length > 0 ? { boostCategoryIds: expanded.boostCategoryIds } : {}),
          }
        : textFilter,
      isLikelyNarrow: unknownWords.size > 0,
      unknownWords,
    };
  };
  let isLikelyNarrow = false;
  let unknownWords = new Set<string>();
  if (exactQueryText) {
    const exact = await withMatchQuery({ ...filter, tsQueryText: exactQueryText }, queryWords);
    Object.assign(filter, exact.passFilter);
    isLikelyNarrow = exact.isLikelyNarrow;
    unknownWords = exact.unknownWords;
  }

  /** The corrected words and their match query, or null when no word changes. */
  const prepareCorrection = async () => {
    const correctedWords = await correctWords(db, words, unknownWords);
    const correctedText = correctedWords && buildTsQueryText(correctedWords);
    if (!correctedWords || !correctedText) return null;
    const corrected = await withMatchQuery({ ...filter, tsQueryText: correctedText }, correctedWords);
    return { correctedWords, correctedText, ...corrected };
  };
  // "Search instead for" (verbatim) asks for the words exactly as typed.
  const mayCorrect = Boolean(exactQueryText) && !after && !params.verbatim;
  // A word that starts no lexicon word (a typo) almost always leaves the exact pass nearly empty,
  // so the correction's lexicon look-ups and parse run beside that pass instead of after it; any
  // other search corrects only when the exact pass asks for it.
  const earlyCorrection = mayCorrect && isLikelyNarrow ? prepareCorrection() : null;
  // Awaited below when the exact pass finds too little; until then a failure must not go unhandled.
  earlyCorrection?.catch(() => undefined);
  let queryWordsUsed: readonly string[] = queryWords;
  let pass = await runPass(filter, { isLikelyNarrow });
  let total = pass.total;
  if (mayCorrect && total < typoCorrectionBelow) {
    const correction = await (earlyCorrection ?? prepareCorrection());
    if (correction) {
      const { correctedWords, passFilter, isLikelyNarrow: isCorrectedNarrow } = correction;
      const correctedPass = await runPass(passFilter, { isLikelyNarrow: isCorrectedNarrow });
      const correctedTotal = correctedPass.total;
      if (correctedTotal > total) {
        Object.assign(filter, passFilter);
        if (!passFilter.tsMatchQuery) delete filter.tsMatchQuery;
        if (!passFilter.boostCategoryIds) delete filter.boostCategoryIds;
        queryWordsUsed = correctedWords;
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
  result.total = Math.min(total, countCap);
  result.totalIsCapped = total > countCap;
  if (rows.length > limit && lastRow) {
    result.nextCursor = encodeSearchCursor({
      ...cursorKeyOf(sort, lastRow),
      total,
      ...(filter.tsQueryText ? { queryText: queryWordsUsed.join(' ') } : {}),
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
