import {
  defaultPerformanceRange,
  type PerformanceFigures,
  type PerformanceRange,
  performanceRanges,
} from '@shared/workspace/workspace-performance.schema';
import { Lock, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeApiError } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client/api-error';
import { useFeatureFlags } from '../../../lib/feature-flags/api/get-my-feature-flags';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useWorkspacePerformance } from '../api/get-workspace-performance';
import { formatDuration, formatShare } from '../performance-format';

// recharts comes with this chunk only, when the figures are there to draw.
const PerformanceCharts = lazy(() => import('./performance-charts'));

/**
 * Performance (spec §2, §6; ADR 074): locked until the workspace is in a rollout cohort
 * (sellerWorkspacePro). The server enforces the same lock (403 PERFORMANCE_LOCKED), which the page
 * shows too, should the flag and the answer ever disagree.
 */
export function PerformanceSection() {
  const { t } = useTranslation('workspace');
  const { t: tCommon } = useTranslation();
  const { flags, isLoading } = useFeatureFlags();
  const [days, setDays] = useState<PerformanceRange>(defaultPerformanceRange);
  const isUnlocked = flags.sellerWorkspacePro;
  const figures = useWorkspacePerformance(days, { isEnabled: !isLoading && isUnlocked });

  if (isLoading) return null;
  const isLocked =
    !isUnlocked || (figures.error instanceof ApiError && figures.error.code === 'PERFORMANCE_LOCKED');
  if (isLocked) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<Lock />}
        title={t('sections.performance.lockedTitle')}
        description={t('sections.performance.lockedText')}
        data-testid="performance-locked"
      />
    );
  }
  return (
    <div className="grid min-w-0 gap-4">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('sections.performance.rangeLabel')}</legend>
        {performanceRanges.map((range) => (
          <Button
            key={range}
            size="sm"
            variant={range === days ? 'primary' : 'outline'}
            aria-pressed={range === days}
            onClick={() => setDays(range)}
          >
            {t('sections.performance.range', { count: range })}
          </Button>
        ))}
      </fieldset>
      {figures.isPending ? (
        <div role="status" aria-label={t('sections.performance.loading')}>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : figures.isError ? (
        <Alert
          variant="danger"
          title={t('sections.performance.loadFailed')}
          actions={
            <Button
              size="sm"
              variant="outline"
              leadingIcon={<RefreshCw aria-hidden />}
              onClick={() => void figures.refetch()}
            >
              {tCommon('actions.retry')}
            </Button>
          }
        >
          {describeApiError(figures.error, tCommon)}
        </Alert>
      ) : (
        <>
          <PerformanceKeyFigures figures={figures.data} />
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <PerformanceCharts figures={figures.data} />
          </Suspense>
        </>
      )}
    </div>
  );
}

/** The rates and times beside the charts; a figure without data says so instead of 0 % or NaN. */
function PerformanceKeyFigures({ figures }: { figures: PerformanceFigures }) {
  const { t } = useTranslation('workspace');
  const language = currentLanguage();
  const noData = t('sections.performance.noDataYet');
  const groups = [
    {
      id: 'marketplace',
      items: [
        ['conversion', formatShare(figures.marketplace.conversionRate, language)],
        ['manualReview', formatShare(figures.marketplace.manualReviewRate, language)],
        ['leadTimeAverage', formatDuration(figures.marketplace.leadTimeAverageMs, language)],
        ['leadTimeP95', formatDuration(figures.marketplace.leadTimeP95Ms, language)],
      ],
    },
    {
      id: 'sales',
      items: [
        ['successRate', formatShare(figures.sales.successRate, language)],
        ['liveListings', formatNumber(figures.sales.liveListings, language)],
        ['pendingListings', formatNumber(figures.sales.pendingListings, language)],
        ['errorListings', formatNumber(figures.sales.errorListings, language)],
      ],
    },
    {
      id: 'operations',
      items: [
        ['dropOff', formatShare(figures.operations.dropOffRate, language)],
        [
          'attemptsPerJob',
          figures.operations.attemptsPerJob === null
            ? null
            : formatNumber(figures.operations.attemptsPerJob, language, { maximumFractionDigits: 2 }),
        ],
        ['jobDurationAverage', formatDuration(figures.operations.jobDurationAverageMs, language)],
        ['jobDurationP95', formatDuration(figures.operations.jobDurationP95Ms, language)],
      ],
    },
  ] as const;
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-3">
      {groups.map((group) => (
        <Card key={group.id} asChild padding="sm">
          <section aria-labelledby={`performance-${group.id}`} className="grid min-w-0 gap-2">
            <h3 id={`performance-${group.id}`} className="font-semibold">
              {t(`sections.performance.groups.${group.id}`)}
            </h3>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
              {group.items.map(([key, value]) => (
                <div key={key} className="grid min-w-0 gap-0.5">
                  <dt className="text-xs text-muted">{t(`sections.performance.figures.${key}`)}</dt>
                  <dd
                    className={value === null ? 'text-sm text-muted' : 'text-lg font-semibold tabular-nums'}
                  >
                    {value ?? noData}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        </Card>
      ))}
    </div>
  );
}
