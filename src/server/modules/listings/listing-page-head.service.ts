import { findTaxonomyCategory } from '@shared/catalog/taxonomy';
import { formatEuro } from '@shared/format/euro';
import type { Language } from '@shared/i18n/languages';
import type { ListingCondition } from '@shared/listings/listing.schema';
import { toEuros } from '@shared/pricing/cents';
import type { PageHead } from '../../core/page-head';
import { serverText } from '../../core/server-texts';
import type { Db } from '../../db/database';
import { mediaUrl, mediaVariants } from '../media/media-url';
import { summarise } from './listing-detail.presenter';
import { listingFirstScreen } from './listing-first-screen';
import { findListingPageHeadBySlug, type ListingPageHeadRow } from './listing-page-head.repository';

const schemaOrgCondition: Record<ListingCondition, string> = {
  new: 'https://schema.org/NewCondition',
  excellent: 'https://schema.org/UsedCondition',
  good: 'https://schema.org/UsedCondition',
  fair: 'https://schema.org/UsedCondition',
  refurbished: 'https://schema.org/RefurbishedCondition',
};

/** The detail variant's size: the original scaled to the variant's width, never enlarged. */
function detailSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, mediaVariants.detail / width);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

function priceText(row: ListingPageHeadRow, language: Language): string {
  if (row.priceKind === 'free') return serverText('server-seo:priceFree', language);
  const price = formatEuro(toEuros(row.priceCents), language);
  return row.priceKind === 'negotiable'
    ? serverText('server-seo:priceNegotiable', language, { price })
    : price;
}

/**
 * Gone for good (410): archived by the seller, or removed by moderation (ADR 065). Drafts, and
 * listings a moderator only restricted until an edit, were never or may again be public: 404.
 */
function isGone(row: ListingPageHeadRow): boolean {
  return row.status === 'ARCHIVED' || row.moderationRestriction === 'removed';
}

/** schema.org Product with one Offer (ADR 080): what search engines show as price and stock. */
function productJsonLd(
  row: ListingPageHeadRow,
  url: string,
  imageUrl: string | null,
): Record<string, unknown> {
  const condition = schemaOrgCondition[row.condition];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: row.title,
    description: summarise(row.description),
    ...(imageUrl ? { image: [imageUrl] } : {}),
    sku: row.id,
    productID: row.id,
    url,
    category: findTaxonomyCategory(row.categoryId)?.name.en ?? row.categoryId,
    itemCondition: condition,
    offers: {
      '@type': 'Offer',
      url,
      price: toEuros(row.priceCents).toFixed(2),
      priceCurrency: row.priceCurrency,
      itemCondition: condition,
      availability: row.soldAt ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      seller: { '@type': 'Person', name: row.sellerName },
      areaServed: row.cityLabel,
    },
  };
}

/**
 * The HTML head of /listing/{slug} from one query: 200 for a published listing (sold ones stay
 * visible, ADR 043), 410 for one that is gone, 404 otherwise; the preload of ADR 044 is its
 * first picture, and the same row draws the page's first screen (ADR 089).
 */
export async function listingPageHead(
  db: Db,
  slug: string,
  options: { language: Language; origin: string },
): Promise<PageHead> {
  const { language, origin } = options;
  const row = await findListingPageHeadBySlug(db, slug);
  const isPublic = row?.status === 'PUBLISHED' && row.publishedAt !== null;
  if (!row || !isPublic) {
    const status = row && isGone(row) ? 410 : 404;
    return {
      status,
      title: serverText('listing-detail:notFoundTitle', language),
      description: serverText('server-seo:goneDescription', language),
      canonicalPath: null,
      type: 'website',
    };
  }
  const canonicalPath = `/listing/${encodeURIComponent(row.slug)}`;
  const image = row.image;
  const imagePath = image ? mediaUrl(image.storageKey, 'detail') : null;
  const summary = summarise(row.description);
  return {
    status: 200,
    title: serverText('listing-detail:documentTitle', language, { title: row.title }),
    description: serverText('server-seo:listingDescription', language, {
      price: priceText(row, language),
      place: row.cityLabel,
      summary,
    }),
    canonicalPath,
    type: 'product',
    image:
      image && imagePath
        ? { url: imagePath, ...detailSize(image.width, image.height), alt: image.altText || row.title }
        : undefined,
    openGraph: {
      'product:price:amount': toEuros(row.priceCents).toFixed(2),
      'product:price:currency': row.priceCurrency,
      'product:availability': row.soldAt ? 'out of stock' : 'in stock',
      'product:condition':
        row.condition === 'new' ? 'new' : row.condition === 'refurbished' ? 'refurbished' : 'used',
    },
    jsonLd: productJsonLd(row, `${origin}${canonicalPath}`, imagePath ? `${origin}${imagePath}` : null),
    leadImageUrl: imagePath,
    firstScreen: listingFirstScreen(row, language),
  };
}
