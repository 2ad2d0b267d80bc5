import { lazy, Suspense } from 'react';
import { useFeatureFlags } from '../../../lib/feature-flags/api/get-my-feature-flags';
import { useSession } from '../../../lib/session/use-session';

// The overlay, its dialog and catalogue load only for the few accounts with the flag.
const TourHost = lazy(() => import('./tour-host').then((module) => ({ default: module.TourHost })));

/** Mounted by the layouts: renders nothing unless the user is signed in and has powerUserTour on. */
export function TourGate() {
  const { status } = useSession();
  const { flags } = useFeatureFlags();
  if (status !== 'authenticated' || !flags.powerUserTour) return null;
  return (
    <Suspense fallback={null}>
      <TourHost />
    </Suspense>
  );
}
