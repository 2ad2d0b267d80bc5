import { ShieldX } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { hasRouteAccess } from '../../../lib/session/persona';
import { useSessionSnapshot } from '../../../lib/session/use-session';

export { sellerAreaRoles } from '../../../lib/session/persona';

function AccessDenied() {
  const { t } = useTranslation('auth');
  return (
    <section
      aria-labelledby="access-denied-title"
      className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-danger-soft text-danger">
        <ShieldX aria-hidden className="size-8" />
      </span>
      <h1 id="access-denied-title" className="mt-6 text-3xl font-extrabold tracking-tight">
        {t('guard.forbiddenTitle')}
      </h1>
      <p className="mt-3 text-muted">{t('guard.forbiddenText')}</p>
      <Link to={paths.home} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        {t('guard.goHome')}
      </Link>
    </section>
  );
}

/**
 * Spec §5 route access: the user's roles must be empty or contain one of `roles` (case-insensitive).
 * Place it inside <RequireSession>, which has already dealt with guests.
 */
export function RequireRoles({ roles, children }: { roles: readonly string[]; children?: ReactNode }) {
  const { user } = useSessionSnapshot();
  if (!user) return null;
  if (!hasRouteAccess(user.roles, roles)) {
    return (
      <Suspense fallback={<div aria-busy="true" className="min-h-[50vh]" />}>
        <AccessDenied />
      </Suspense>
    );
  }
  return children ?? <Outlet />;
}
