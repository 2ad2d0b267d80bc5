import { type DealSegmentId, dealSegmentIds } from '@shared/deals/deal-segments';
import { type BadgePercent, Coins, MapPin, TrendingDown, Truck, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../lib/paths';

export const dealSegmentIcons: Record<DealSegmentId, typeof BadgePercent> = {
  'price-drops': TrendingDown,
  'under-20': Coins,
  'free-shipping': Truck,
  'same-day': Zap,
  nearby: MapPin,
};

/** The segments as links; the current one carries aria-current="page". */
export function DealSegmentNav({ current }: { current: DealSegmentId | null }) {
  const { t } = useTranslation('deals');
  return (
    <nav aria-label={t('nav.label')} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-1">
        {dealSegmentIds.map((segment) => {
          const Icon = dealSegmentIcons[segment];
          const isCurrent = segment === current;
          return (
            <li key={segment}>
              <Link
                to={paths.dealsSegment(segment)}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 items-center gap-2 whitespace-nowrap rounded-full border px-4 text-sm font-semibold transition-colors',
                  isCurrent
                    ? 'border-brand bg-brand text-on-brand'
                    : 'border-line-strong bg-surface text-ink hover:border-brand hover:text-brand',
                )}
              >
                <Icon aria-hidden className="size-4" />
                {t(`segments.${segment}.label`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
