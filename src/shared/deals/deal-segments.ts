import type { SearchParams } from '../search/search-params';

/**
 * The deal segments of /deals/{segment} (ADR 026), shared so the API and the web's tabs and
 * sitemap agree. Each segment is a fixed search; the API adds the visitor's location on top.
 */
export const dealSegmentIds = ['price-drops', 'under-20', 'free-shipping', 'same-day', 'nearby'] as const;
export type DealSegmentId = (typeof dealSegmentIds)[number];

export interface DealSegment {
  id: DealSegmentId;
  /** The search this segment stands for, always newest first. */
  params: SearchParams;
  /** Only listings whose price went down (previousPrice above price). */
  isPriceDropsOnly: boolean;
  /** Without a location the segment is empty and the web asks for one. */
  needsLocation: boolean;
}

export const dealSegments: readonly DealSegment[] = [
  { id: 'price-drops', params: { sort: 'new' }, isPriceDropsOnly: true, needsLocation: false },
  { id: 'under-20', params: { sort: 'new', priceMax: 20 }, isPriceDropsOnly: false, needsLocation: false },
  {
    id: 'free-shipping',
    params: { sort: 'new', shipping: 'free' },
    isPriceDropsOnly: false,
    needsLocation: false,
  },
  {
    id: 'same-day',
    params: { sort: 'new', fulfillment: ['sameday'] },
    isPriceDropsOnly: false,
    needsLocation: false,
  },
  { id: 'nearby', params: { sort: 'new' }, isPriceDropsOnly: false, needsLocation: true },
];

export const defaultDealSegmentId: DealSegmentId = 'price-drops';

export function isDealSegmentId(value: string): value is DealSegmentId {
  return (dealSegmentIds as readonly string[]).includes(value);
}

export function findDealSegment(id: string): DealSegment | undefined {
  return dealSegments.find((segment) => segment.id === id);
}
