import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { TwoFactorCard } from './components/two-factor-card';

/** /settings/security. Later security cards (sessions, passkeys) go below the two-factor card. */
export function SecurityPage() {
  const { t } = useTranslation('settings');
  useEffect(() => {
    document.title = t('security.documentTitle');
  }, [t]);
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6">
      <header className="grid gap-2">
        <Link
          to={paths.settings}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-brand hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('security.back')}
        </Link>
        <h1 className="text-3xl font-extrabold tracking-tight">{t('security.title')}</h1>
        <p className="text-muted">{t('security.intro')}</p>
      </header>
      <TwoFactorCard />
    </div>
  );
}
