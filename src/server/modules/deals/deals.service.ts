import { type DealSegment, dealSegmentIds, findDealSegment } from '@shared/deals/deal-segments';
import type { DealsResponse, NearbyFeedResponse, PriceDropsFeedResponse } from '@shared/deals/deals.schema';
import {
  defaultSearchRadiusKm,
  parseSearchParams,
  type SearchNote,
  type SearchParams,
} from '@shared/search/search-params';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { searchListings } from '../search/search.service';

export interface LocationQuery {
  loc?: string | undefined;
  lat?: string | undefined;
  lng?: string | undefined;
  radius?: string | undefined;
}

/** The location part of a feed or deals request, with the same rules (and notes) as search. */
function parseLocation(query: LocationQuery): { params: SearchParams; notes: SearchNote[] } {
  const { params, notes } = parseSearchParams({
    loc: query.loc,
    lat: query.lat,
    lng: query.lng,
    radius: query.radius,
  });
  return { params, notes };
}

const hasLocation = (params: SearchParams) => params.loc !== undefined || params.lat !== undefined;

/** Home "near you": the newest listings around the point, or nationwide when no location is given. */
export async function readNearbyFeed(
  db: Db,
  query: LocationQuery & { limit: number },
): Promise<NearbyFeedResponse['data']> {
  const { params } = parseLocation(query);
  const options = { limit: query.limit, withFacets: false };
  if (hasLocation(params)) {
    const result = await searchListings(db, { params: { ...params, sort: 'new' } }, options);
    if (result.location) return { listings: result.listings, location: result.location };
  }
  // No usable location (none, malformed or unknown): the home page still deserves a feed.
  const nationwide = await searchListings(db, { params: { sort: 'new' } }, options);
  return { listings: nationwide.listings, location: null };
}

/** Home "price drops": the newest listings whose price went down. */
export async function readPriceDropsFeed(db: Db, limit: number): Promise<PriceDropsFeedResponse['data']> {
  const result = await searchListings(
    db,
    { params: { sort: 'new' } },
    { limit, withFacets: false, onlyPriceDrops: true },
  );
  return { listings: result.listings };
}

const locationRequiredNote: SearchNote = {
  param: 'loc',
  code: 'unknown_location',
  message: 'Nearby deals need a location: pass loc, or lat and lng.',
};

function emptyNearbyPage(segment: DealSegment, params: SearchParams, notes: SearchNote[]) {
  return {
    listings: [],
    total: 0,
    totalIsCapped: false,
    nextCursor: null,
    facets: null,
    applied: { ...params, sort: 'new' as const },
    location: null,
    correctedQuery: null,
    notes: [...notes, locationRequiredNote],
    segment: segment.id,
    needsLocation: true,
  } satisfies DealsResponse['data'];
}

/** One page of /deals/{segment}: the segment's fixed search plus the visitor's location. */
export async function readDealSegment(
  db: Db,
  segmentId: string,
  query: LocationQuery & { cursor?: string | undefined; limit?: number | undefined },
): Promise<DealsResponse['data']> {
  const segment = findDealSegment(segmentId);
  if (!segment) {
    throw new AppError('NOT_FOUND', `There is no deals segment "${segmentId}".`, {
      validSegments: [...dealSegmentIds],
    });
  }
  const location = parseLocation(query);
  const params: SearchParams = { ...location.params, ...segment.params };
  if (segment.needsLocation) {
    if (!hasLocation(params)) return emptyNearbyPage(segment, params, location.notes);
    // "Nearby" with radius 0 would be nationwide, which is not nearby.
    if (!params.radius) params.radius = defaultSearchRadiusKm;
  }
  const result = await searchListings(
    db,
    { params, notes: location.notes },
    {
      cursor: query.cursor,
      limit: query.limit,
      withFacets: false,
      onlyPriceDrops: segment.isPriceDropsOnly,
    },
  );
  if (segment.needsLocation && result.location === null) {
    return emptyNearbyPage(segment, params, result.notes);
  }
  return { ...result, segment: segment.id, needsLocation: false };
}
