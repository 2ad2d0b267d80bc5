import { Home, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/**
 * The 403 page for signed-in users without the admin role (or, with `text`, another page's
 * role). "Home" is the workspace for signed-in users, as on the error page (spec §2).
 */
export function ForbiddenNotice({ text }: { text?: string } = {}) {
  const { t } = useTranslation('admin');
  useEffect(() => {
    document.title = t('forbidden.documentTitle');
  }, [t]);
  return (
    <section
      aria-labelledby="forbidden-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-danger-soft text-danger">
        <ShieldAlert aria-hidden className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-danger uppercase">403</p>
      <h1 id="forbidden-title" className="mt-2 text-3xl font-extrabold tracking-tight">
        {t('forbidden.title')}
      </h1>
      <p className="mt-3 text-muted">{text ?? t('forbidden.text')}</p>
      <Link to={paths.workspace} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        <Home aria-hidden />
        {t('forbidden.goHome')}
      </Link>
    </section>
  );
}
