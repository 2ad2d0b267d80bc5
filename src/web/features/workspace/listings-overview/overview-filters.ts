import { listingStatuses } from '@shared/listings/listing.schema';
import type { ListingStatus } from '@shared/listings/listing-status';
import {
  type MarketplaceFilter,
  marketplaceFilters,
  type SellerListingSort,
  sellerListingSorts,
} from '@shared/seller-listings/seller-listings.schema';

/** The overview's filters as they stand in the URL (`?q=&status=A,B&marketplace=&from=&to=&sort=`). */
export interface OverviewFilters {
  q: string;
  statuses: ListingStatus[];
  marketplace: MarketplaceFilter | '';
  createdFrom: string;
  createdTo: string;
  sort: SellerListingSort;
}

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Unknown values in a shared or hand-edited URL are dropped, never sent on to fail the request. */
export function readOverviewFilters(params: URLSearchParams): OverviewFilters {
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((status): status is ListingStatus => (listingStatuses as readonly string[]).includes(status));
  const marketplace = params.get('marketplace') ?? '';
  const sort = params.get('sort') ?? 'updated';
  const createdFrom = params.get('from');
  const createdTo = params.get('to');
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    statuses: [...new Set(statuses)],
    marketplace: marketplaceFilters.includes(marketplace) ? marketplace : '',
    createdFrom: isDate(createdFrom) ? createdFrom : '',
    createdTo: isDate(createdTo) ? createdTo : '',
    sort: (sellerListingSorts as readonly string[]).includes(sort) ? (sort as SellerListingSort) : 'updated',
  };
}

/** Writes the filters back into `params`, keeping other keys (e.g. `section`, `panel`). */
export function writeOverviewFilters(params: URLSearchParams, filters: OverviewFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('q', filters.q.trim());
  set('status', filters.statuses.join(','));
  set('marketplace', filters.marketplace);
  set('from', filters.createdFrom);
  set('to', filters.createdTo);
  set('sort', filters.sort === 'updated' ? '' : filters.sort);
  return next;
}

/** The API query of the filters; an inverted date range is sent as it is and answered 400 with a field. */
export function toListingsQuery(filters: OverviewFilters) {
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.statuses.length > 0 ? { status: filters.statuses.join(',') } : {}),
    ...(filters.marketplace ? { marketplace: filters.marketplace } : {}),
    ...(filters.createdFrom ? { createdFrom: filters.createdFrom } : {}),
    ...(filters.createdTo ? { createdTo: filters.createdTo } : {}),
    sort: filters.sort,
  };
}
