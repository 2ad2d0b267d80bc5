import type { ListingDetail } from '@shared/listings/listing-detail.schema';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../lib/paths';
import { useIsServerHeadCurrent } from '../../../../lib/server-head';

/**
 * The listing's title, description and canonical URL; React hoists them into <head>. Open Graph,
 * Twitter card and the schema.org Product JSON-LD come from the server only (ADR 080): link
 * previews and crawlers read the server's HTML, and one Product per page is what search engines
 * expect. While the server's head for this URL is still there, only the title is rendered.
 */
export function ListingHead({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing-detail');
  const isServerHeadCurrent = useIsServerHeadCurrent();
  return (
    <>
      <title>{t('documentTitle', { title: listing.title })}</title>
      {!isServerHeadCurrent && (
        <>
          <meta name="description" content={listing.summary} />
          <link rel="canonical" href={`${window.location.origin}${paths.listing(listing.slug)}`} />
        </>
      )}
    </>
  );
}
