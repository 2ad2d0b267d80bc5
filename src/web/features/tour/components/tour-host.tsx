import type { TourAction } from '@shared/tour/tour-machine';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api';
import { useFeatureFlags } from '../../../lib/feature-flags/api/get-my-feature-flags';
import { useSession } from '../../../lib/session/use-session';
import { useTour } from '../api/get-tour';
import { useUpdateTour } from '../api/update-tour';
import { hasAutoStartedThisSession, markAutoStartedThisSession } from '../tour-steps';
import { TourOverlay } from './tour-overlay';

/**
 * Mounted by the layouts: shows the tour overlay while the tour runs, for signed-in users with the
 * powerUserTour flag only. An idle tour starts by itself once per browser session (spec §4); after
 * "Remind me later" it stays idle until the next session or a restart from /settings.
 */
export function TourHost() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const userId = status === 'authenticated' && user ? user.id : null;
  const { flags } = useFeatureFlags();
  const isFlagOn = userId !== null && flags.powerUserTour;
  const tour = useTour(userId, { isEnabled: isFlagOn });
  const update = useUpdateTour(userId);
  const { mutate, isPending } = update;

  const data = isFlagOn ? tour.data : undefined;
  const shouldAutoStart = data?.isAvailable === true && data.tour.status === 'idle';
  useEffect(() => {
    if (!shouldAutoStart || userId === null || hasAutoStartedThisSession(userId)) return;
    markAutoStartedThisSession(userId);
    mutate('start');
  }, [shouldAutoStart, userId, mutate]);

  if (!data?.isAvailable || !data.tour.isVisible) return null;
  const act = (action: TourAction) => {
    if (!isPending) mutate(action);
  };
  return (
    <TourOverlay
      tour={data.tour}
      onAction={act}
      isPending={isPending}
      errorMessage={update.error ? describeApiError(update.error, t) : null}
    />
  );
}
