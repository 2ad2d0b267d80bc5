import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type SettingsCardEntry, settingsCards } from './settings-cards';

/** `extraCards`: cards of other features, which the app shell composes in (src/web/app/pages). */
export function SettingsPage({ extraCards = [] }: { extraCards?: readonly SettingsCardEntry[] }) {
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
      {[...settingsCards, ...extraCards].map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </div>
  );
}
