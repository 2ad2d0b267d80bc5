import type { ListingDetail } from '@shared/listings/listing-detail.schema';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button';

/**
 * "Also on eBay" (ADR 077): while the listing is live on eBay too, a secondary link to its item
 * page there. Our Buy button stays the main action; the link opens eBay in a new tab, and its
 * accessible name says so (it starts with the visible text, so voice control finds it).
 */
export function MarketplaceLinks({ checkouts }: { checkouts: ListingDetail['externalCheckouts'] }) {
  const { t } = useTranslation('listing-detail');
  const ebay = checkouts.find((checkout) => checkout.channel === 'ebay' && checkout.target === 'external');
  if (!ebay) return null;
  return (
    <a
      href={ebay.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('actions.alsoOnEbayLabel')}
      className={buttonClasses({ variant: 'link', size: 'sm' })}
    >
      <ExternalLink aria-hidden />
      {t('actions.alsoOnEbay')}
    </a>
  );
}
