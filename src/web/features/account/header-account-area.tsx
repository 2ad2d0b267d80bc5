import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session/use-session';

// The menu pulls in Radix's menu and the account catalogue; guests (most first visits) never need them.
const AccountMenu = lazy(() =>
  import('./components/account-menu').then((module) => ({ default: module.AccountMenu })),
);

/** The header's signed-in corner: the account menu (and the Pro shortcut when its flag is on). */
export function HeaderAccountArea() {
  const { status } = useSession();
  if (status !== 'authenticated') return null;
  return (
    <Suspense fallback={<span aria-hidden className="block size-10" />}>
      <AccountMenu />
    </Suspense>
  );
}
