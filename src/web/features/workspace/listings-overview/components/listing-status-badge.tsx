import type { ListingStatus } from '@shared/listings/listing-status';
import type { ListingChannel } from '@shared/marketplaces/marketplace.schema';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../../../../components/ui/badge';

const statusVariants: Record<ListingStatus, BadgeVariant> = {
  DRAFT: 'neutral',
  READY: 'info',
  PUBLISHED: 'success',
  NEEDS_ACTION: 'warning',
  ARCHIVED: 'neutral',
};

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation('workspace');
  return <Badge variant={statusVariants[status]}>{t(`overview.status.${status}`)}</Badge>;
}

const channelVariants: Record<ListingChannel['status'], BadgeVariant> = {
  PENDING: 'info',
  LIVE: 'success',
  NEEDS_ACTION: 'warning',
  FAILED: 'danger',
  WITHDRAWN: 'neutral',
  ENDED: 'neutral',
  SOLD: 'brand',
};

/** One chip per channel, e.g. "eBay: live"; "Only here" when the listing was never sent elsewhere. */
export function MarketplaceChips({ marketplaces }: { marketplaces: ListingChannel[] }) {
  const { t } = useTranslation('workspace');
  if (marketplaces.length === 0) {
    return <span className="text-sm text-muted">{t('overview.table.onlyHere')}</span>;
  }
  return (
    <ul className="flex flex-wrap gap-1">
      {marketplaces.map((marketplace) => (
        <li key={marketplace.channel}>
          <Badge size="sm" variant={channelVariants[marketplace.status]}>
            {t('overview.filters.channelState', {
              channel: t(`overview.channel.${marketplace.channel}`),
              state: t(`overview.channelStatus.${marketplace.status}`),
            })}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
