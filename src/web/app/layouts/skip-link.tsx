import { useTranslation } from 'react-i18next';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-lg bg-brand px-4 py-2 font-medium text-on-brand focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('layout.skipToContent')}
    </a>
  );
}
