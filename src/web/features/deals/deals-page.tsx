import { type DealSegmentId, dealSegmentIds, isDealSegmentId } from '@shared/deals/deal-segments';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useLocationSelection } from '../../lib/location/location-store';
import { paths } from '../../lib/paths';
import { DealResults } from './components/deal-results';
import { DealSegmentNav, dealSegmentIcons } from './components/deal-segment-nav';
import { DealsHead } from './components/deals-head';
import { DealsNotFound } from './components/deals-not-found';

/** /deals: every segment with what it holds, so the landing page is useful on its own. */
function DealsOverview() {
  const { t } = useTranslation('deals');
  return (
    <>
      <DealsHead
        title={t('overview.metaTitle')}
        description={t('overview.intro')}
        canonicalPath={paths.deals}
      />
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('overview.title')}</h1>
        <p className="max-w-2xl text-muted">{t('overview.intro')}</p>
      </header>
      <DealSegmentNav current={null} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {dealSegmentIds.map((segment) => {
          const Icon = dealSegmentIcons[segment];
          return (
            <li
              key={segment}
              className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-card"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand">
                <Icon aria-hidden className="size-6" />
              </span>
              <h2 className="mt-4 text-lg font-bold">{t(`segments.${segment}.title`)}</h2>
              <p className="mt-1 flex-1 text-sm text-muted">{t(`segments.${segment}.intro`)}</p>
              <Link
                to={paths.dealsSegment(segment)}
                aria-label={`${t('overview.open')}: ${t(`segments.${segment}.title`)}`}
                className="mt-4 text-sm font-semibold text-brand hover:underline"
              >
                {t('overview.open')}
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function DealSegmentView({ segment }: { segment: DealSegmentId }) {
  const { t } = useTranslation('deals');
  const language = currentLanguage();
  const location = useLocationSelection();
  const title = t(`segments.${segment}.title`);
  const intro = t(`segments.${segment}.intro`);
  const hasNearbyLocation = segment === 'nearby' && location !== null;
  return (
    <>
      <DealsHead
        title={t('segment.metaTitle', { title })}
        description={intro}
        canonicalPath={paths.dealsSegment(segment)}
      />
      <header className="grid gap-3">
        <p className="text-sm font-semibold text-brand">
          <Link to={paths.deals} className="hover:underline">
            {t('overview.title')}
          </Link>
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="max-w-2xl text-muted">{intro}</p>
        {hasNearbyLocation && (
          <p className="text-sm text-muted">
            {location.radiusKm > 0
              ? t('nearby.around', {
                  place: location.label,
                  radius: formatNumber(location.radiusKm, language),
                })
              : t('nearby.aroundDefault', { place: location.label })}{' '}
            {t('nearby.change')}
          </p>
        )}
      </header>
      <DealSegmentNav current={segment} />
      <DealResults segment={segment} location={location} />
    </>
  );
}

export function DealsPage() {
  const { segment } = useParams<{ segment?: string }>();
  let content = <DealsOverview />;
  if (segment !== undefined) {
    if (!isDealSegmentId(segment)) return <DealsNotFound segment={segment} />;
    content = <DealSegmentView segment={segment} />;
  }
  return <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10">{content}</div>;
}
