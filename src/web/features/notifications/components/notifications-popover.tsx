import { lazy, Suspense } from 'react';
import { useSessionSnapshot } from '../../../lib/session/use-session';

// Guests never load the notifications code; signed-in users get it after the first paint.
const NotificationsHeaderPopover = lazy(() =>
  import('./notifications-header-popover').then((module) => ({ default: module.NotificationsHeaderPopover })),
);

/** The header's notifications bell (spec §2), for signed-in users only. */
export function NotificationsPopover() {
  const { status, user } = useSessionSnapshot();
  if (status !== 'authenticated' || !user) return null;
  return (
    <Suspense fallback={<span aria-hidden className="block size-10" />}>
      <NotificationsHeaderPopover userId={user.id} />
    </Suspense>
  );
}
