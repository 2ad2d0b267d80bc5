import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../lib/theme';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={theme === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark')}
      className="flex size-10 items-center justify-center rounded-lg hover:bg-surface-sunken"
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
