import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsCards } from './settings-cards';

/** `extraCards`: cards of other features, composed by the app (a feature never imports another). */
export function SettingsPage({ extraCards }: { extraCards?: ReactNode } = {}) {
  const { t } = useTranslation('settings');
  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      {settingsCards.map(({ id, Component }) => (
        <Component key={id} />
      ))}
      {extraCards}
    </div>
  );
}
