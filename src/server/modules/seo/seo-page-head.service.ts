import { findTaxonomyCategory } from '@shared/catalog/taxonomy';
import type { Language } from '@shared/i18n/languages';
import { seoSegmentFor } from '@shared/search/search.schema';
import { recordOf } from '@shared/search/search-location-params';
import { isGiveAwaySearch, parseSearchParams, searchParamsToQueryString } from '@shared/search/search-params';
import { AppError } from '../../core/app-error';
import type { PageHead } from '../../core/page-head';
import { serverText } from '../../core/server-texts';
import { resolveSeoSegment } from '../search/search-seo.service';

const website = (head: Omit<PageHead, 'type'>): PageHead => ({ ...head, type: 'website' });

const notFound = (language: Language): PageHead =>
  website({
    status: 404,
    title: serverText('common:notFound.documentTitle', language),
    description: serverText('common:notFound.text', language),
    canonicalPath: null,
  });

export function homePageHead(language: Language): PageHead {
  return website({
    status: 200,
    title: serverText('common:home.documentTitle', language),
    description: serverText('common:home.metaDescription', language),
    canonicalPath: '/',
  });
}

/** Every page without a head of its own: the site's title and description, no canonical. */
export function defaultPageHead(language: Language): PageHead {
  return website({
    status: 200,
    title: serverText('common:home.documentTitle', language),
    description: serverText('server-seo:siteDescription', language),
    canonicalPath: null,
    isSiteDefault: true,
  });
}

export function categoriesPageHead(language: Language): PageHead {
  return website({
    status: 200,
    title: serverText('search:categories.documentTitle', language),
    description: serverText('search:categories.description', language),
    canonicalPath: '/categories',
  });
}

/** /categories/{slug}: a category of the shared taxonomy, else 404. */
export function categoryPageHead(slug: string, language: Language): PageHead {
  const category = findTaxonomyCategory(slug);
  if (!category) return notFound(language);
  const name = category.name[language];
  return website({
    status: 200,
    title: serverText('search:category.documentTitle', language, { category: name }),
    description: serverText('search:category.description', language, { category: name }),
    canonicalPath: `/categories/${category.slug}`,
  });
}

/** /search with its filters: the canonical keeps them in the web's order (and drops `saved`). */
export function searchPageHead(query: URLSearchParams, language: Language): PageHead {
  const { params } = parseSearchParams(recordOf(query));
  const { saved: _saved, ...canonicalParams } = params;
  const canonicalQuery = searchParamsToQueryString(canonicalParams);
  const canonicalPath = canonicalQuery ? `/search?${canonicalQuery}` : '/search';
  if (!params.query && isGiveAwaySearch(params)) {
    return website({
      status: 200,
      title: serverText('search:page.giveAwayDocumentTitle', language),
      description: serverText('search:page.giveAwayDescription', language),
      canonicalPath,
    });
  }
  const words = params.query ? { query: params.query } : undefined;
  return website({
    status: 200,
    title: serverText(
      words ? 'search:page.documentTitleWithQuery' : 'search:page.documentTitle',
      language,
      words,
    ),
    description: serverText(
      words ? 'search:page.descriptionWithQuery' : 'search:page.description',
      language,
      words,
    ),
    canonicalPath,
  });
}

/** /search/{city}-umkreis-{km}km (spec §2): a known place and offered radius, else 404. */
export function placeSearchPageHead(segment: string, language: Language): PageHead {
  let resolved: ReturnType<typeof resolveSeoSegment>;
  try {
    resolved = resolveSeoSegment(segment);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return notFound(language);
    throw error;
  }
  const labels = { place: resolved.place.label, km: resolved.radiusKm };
  return website({
    status: 200,
    title: serverText('search:seo.documentTitle', language, labels),
    description: serverText('search:seo.description', language, labels),
    canonicalPath: `/search/${seoSegmentFor(resolved.place.slug, resolved.radiusKm)}`,
  });
}
