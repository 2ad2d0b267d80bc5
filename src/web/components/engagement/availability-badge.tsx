import type { EngagementAvailability } from '@shared/engagement/watchlist-cart.schema';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../ui/badge';

const variants: Record<Exclude<EngagementAvailability, 'available'>, BadgeVariant> = {
  reserved: 'warning',
  sold: 'danger',
  removed: 'neutral',
};

/** Why a watched or carted listing can no longer be had; nothing while it is available. */
export function AvailabilityBadge({ availability }: { availability: EngagementAvailability }) {
  const { t } = useTranslation('engagement');
  if (availability === 'available') return null;
  return <Badge variant={variants[availability]}>{t(`availability.${availability}`)}</Badge>;
}
