import type { SearchParams } from '@shared/search/search-params';
import type { Db } from '../../src/server/db/database';
import { searchListings } from '../../src/server/modules/search/search.service';

export interface SearchShape {
  label: string;
  /** Rotated through, so one cached plan or page never stands for the whole shape. */
  variants: SearchParams[];
}

export interface ShapeResult {
  shape: string;
  page: 'first (facets)' | 'results only';
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  meanTotal: number;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;

/** Times `runs` sequential searches through the service, as the route would run them. */
export async function measureShape(
  db: Db,
  shape: SearchShape,
  runs: number,
  withFacets: boolean,
): Promise<ShapeResult> {
  const timings: number[] = [];
  let totals = 0;
  for (let warmUp = 0; warmUp < Math.min(5, shape.variants.length); warmUp += 1) {
    await searchListings(db, { params: shape.variants[warmUp] ?? {} }, { withFacets });
  }
  for (let run = 0; run < runs; run += 1) {
    const params = shape.variants[run % shape.variants.length] ?? {};
    const started = performance.now();
    const result = await searchListings(db, { params }, { withFacets });
    timings.push(performance.now() - started);
    totals += result.total;
  }
  timings.sort((a, b) => a - b);
  return {
    shape: shape.label,
    page: withFacets ? 'first (facets)' : 'results only',
    p50Ms: percentile(timings, 0.5),
    p95Ms: percentile(timings, 0.95),
    p99Ms: percentile(timings, 0.99),
    meanTotal: Math.round(totals / runs),
  };
}

export const cityLocations = [
  'berlin',
  'hamburg',
  'muenchen',
  'koeln',
  'frankfurt-am-main',
  'stuttgart',
  'duesseldorf',
  'dortmund',
  'leipzig',
  'bremen',
];

export function searchShapes(): SearchShape[] {
  const words = [
    'jacke',
    'sofa',
    'laptop',
    'fahrrad',
    'lamp',
    'iphone',
    'kamera',
    'winterjacke schwarz',
    'bicycles',
    'Kopfhörer',
  ];
  const typos = ['iphnoe', 'lapotp', 'fahrard', 'kamrea', 'sfoa', 'jakce', 'televsion', 'kopfhörre'];
  return [
    { label: 'text only', variants: words.map((query) => ({ query })) },
    {
      label: 'text + radius 25 km',
      variants: words.map((query, index) => ({
        query,
        loc: cityLocations[index % cityLocations.length],
        radius: 25,
      })),
    },
    {
      label: 'category + price + radius, newest',
      variants: ['fashion', 'electronics', 'home', 'fashion-women', 'electronics-phones'].flatMap(
        (category, index) => [
          { category, priceMax: 100, loc: cityLocations[index], radius: 25, sort: 'new' as const },
          {
            category,
            priceMin: 20,
            priceMax: 250,
            loc: cityLocations[index + 5],
            radius: 50,
            sort: 'new' as const,
          },
        ],
      ),
    },
    { label: 'typo query', variants: typos.map((query) => ({ query })) },
    { label: 'empty query, nationwide, newest', variants: [{}, { sort: 'new' }] },
  ];
}
