import type { TourState } from '@shared/tour/tour.schema';
import type { TFunction } from 'i18next';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../../components/settings-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeApiError } from '../../../lib/api';
import { useFeatureFlags } from '../../../lib/feature-flags/api/get-my-feature-flags';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/use-session';
import { useTour } from '../api/get-tour';
import { useUpdateTour } from '../api/update-tour';

function statusText(tour: TourState, t: TFunction<'tour'>): string {
  const date = (value: string | null) => (value ? formatDate(value, currentLanguage(), 'long') : '');
  switch (tour.status) {
    case 'completed':
      return t('card.status.completed', { date: date(tour.completedAt) });
    case 'skipped':
      return t('card.status.skipped', { date: date(tour.skippedAt) });
    case 'running':
      return t('card.status.running', { current: tour.stepIndex + 1, total: tour.stepCount });
    case 'idle':
      return tour.dismissedAt ? t('card.status.dismissed') : t('card.status.idle');
  }
}

/** The tour card of /settings (spec §2): its status and "Restart tour", or why it is not available. */
export function TourCard() {
  const { t: tCommon } = useTranslation();
  const { t } = useTranslation('tour');
  const { user } = useSession();
  const userId = user?.id ?? null;
  const { flags, isLoading: isLoadingFlags } = useFeatureFlags();
  const tour = useTour(userId, { isEnabled: flags.powerUserTour });
  const update = useUpdateTour(userId);

  const body = () => {
    if (isLoadingFlags || (flags.powerUserTour && tour.isPending)) return <Skeleton className="h-10 w-48" />;
    if (!flags.powerUserTour || tour.data?.isAvailable === false) {
      return <p className="text-sm text-muted">{t('card.unavailable')}</p>;
    }
    if (tour.isError || !tour.data) {
      return <Alert variant="danger">{describeApiError(tour.error, tCommon)}</Alert>;
    }
    const state = tour.data.tour;
    return (
      <div className="grid gap-3">
        <p className="text-sm" data-testid="tour-status">
          {statusText(state, t)}
        </p>
        {update.error && <Alert variant="danger">{describeApiError(update.error, tCommon)}</Alert>}
        <div>
          <Button
            variant="outline"
            // Not disabled while busy: the button keeps focus, and the tour hands it back here.
            aria-busy={update.isPending || undefined}
            onClick={() => {
              if (!update.isPending) update.mutate('restart');
            }}
          >
            {state.status === 'idle' && !state.startedAt ? t('card.start') : t('card.restart')}
          </Button>
        </div>
      </div>
    );
  };

  return (
    <SettingsCard id="tour" icon={<Compass />} title={t('card.title')} description={t('card.description')}>
      {body()}
    </SettingsCard>
  );
}
