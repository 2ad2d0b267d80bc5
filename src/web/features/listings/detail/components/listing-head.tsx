import type { ListingDetail } from '@shared/listings/listing-detail.schema';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../lib/paths';
import { buildListingJsonLd, serialiseJsonLd } from '../listing-json-ld';

/** Title, description, canonical, Open Graph and schema.org JSON-LD; React hoists the tags into <head>. */
export function ListingHead({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing-detail');
  // PUBLIC_URL is a server setting; the page's own origin is the public one.
  const origin = window.location.origin;
  const canonical = `${origin}${paths.listing(listing.slug)}`;
  const image = listing.gallery[0];
  return (
    <>
      <title>{t('documentTitle', { title: listing.title })}</title>
      <meta name="description" content={listing.summary} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="product" />
      <meta property="og:title" content={listing.title} />
      <meta property="og:description" content={listing.summary} />
      <meta property="og:url" content={canonical} />
      {image && <meta property="og:image" content={`${origin}${image.url}`} />}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, not code, and serialiseJsonLd escapes "<"
        dangerouslySetInnerHTML={{ __html: serialiseJsonLd(buildListingJsonLd(listing, origin)) }}
      />
    </>
  );
}
