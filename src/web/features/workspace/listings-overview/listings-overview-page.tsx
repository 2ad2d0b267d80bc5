import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingsOverview } from './listings-overview';

/** `/listings`: the same overview as the workspace's Listings section, as a page of its own. */
export function ListingsOverviewPage() {
  const { t } = useTranslation('workspace');
  useEffect(() => {
    document.title = t('overview.documentTitle');
  }, [t]);
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{t('overview.title')}</h1>
        <p className="text-muted">{t('overview.description')}</p>
      </header>
      <ListingsOverview emptyHeadingLevel={2} />
    </div>
  );
}
