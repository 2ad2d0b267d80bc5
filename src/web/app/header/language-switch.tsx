import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';

/** Two languages only, so one button that names the other one (in that language) is quickest. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const other = currentLanguage() === 'de' ? 'en' : 'de';
  return (
    <button
      type="button"
      lang={other}
      onClick={() => void i18n.changeLanguage(other)}
      aria-label={t(`language.switchTo.${other}`)}
      className={`flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium hover:bg-surface-sunken ${className}`}
    >
      <Languages aria-hidden className="size-4 text-muted" />
      {t(`language.name.${other}`)}
    </button>
  );
}
