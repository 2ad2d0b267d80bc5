import { cities } from '@shared/catalog/cities.data';
import { flattenTaxonomy } from '@shared/catalog/taxonomy';
import { dealSegmentIds } from '@shared/deals/deal-segments';
import { seoSegmentFor } from '@shared/search/search.schema';
import type { Db } from '../../db/database';
import { findVisibleListingSlugs } from './seo.repository';

/** The sitemap protocol allows 50,000 URLs per file; we stay well below it (ADR 026). */
export const sitemapUrlCap = 45_000;

/** Radii of the crawlable "{city}-umkreis-{km}km" search pages. */
export const sitemapSearchRadiiKm = [10, 25, 50] as const;

export interface SitemapEntry {
  /** Site-relative path starting with "/". */
  path: string;
  lastModified?: Date;
}

const staticPaths = [
  '/',
  '/categories',
  '/search',
  '/deals',
  '/docs/terms',
  '/legal/privacy',
  '/legal/imprint',
  '/support',
];

/** Every public page worth crawling; listings fill what is left under the cap, newest changes first. */
export async function listSitemapEntries(db: Db, cap = sitemapUrlCap): Promise<SitemapEntry[]> {
  const fixed: SitemapEntry[] = [
    ...staticPaths.map((path) => ({ path })),
    ...flattenTaxonomy().map((category) => ({ path: `/categories/${category.slug}` })),
    ...dealSegmentIds.map((segment) => ({ path: `/deals/${segment}` })),
    ...cities.flatMap((city) =>
      sitemapSearchRadiiKm.map((radiusKm) => ({ path: `/search/${seoSegmentFor(city.slug, radiusKm)}` })),
    ),
  ];
  const room = Math.max(cap - fixed.length, 0);
  const listingRows = room > 0 ? await findVisibleListingSlugs(db, room) : [];
  const listingEntries = listingRows.map((row) => ({
    path: `/listing/${encodeURIComponent(row.slug)}`,
    lastModified: row.updatedAt,
  }));
  return [...fixed, ...listingEntries].slice(0, cap);
}

/** Paths crawlers should skip: the API, signed-in areas and the account flows. */
export const robotsDisallowedPaths = [
  '/api/',
  '/seller/',
  '/settings',
  '/admin/',
  '/listings/',
  '/sell',
  '/onboarding',
  '/login',
  '/register',
  '/verify-email',
  '/reset-password',
];
