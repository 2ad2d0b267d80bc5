import { Moon, Palette, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../../components/settings-card';
import { RadioGroup } from '../../../components/ui/radio-group';
import { type Theme, useTheme } from '../../../lib/theme';

/** Spec §2: light or dark; the first visit follows the system preference (public/theme-init.js). */
export function ThemeCard() {
  const { t } = useTranslation('settings');
  const { theme, setTheme } = useTheme();
  return (
    <SettingsCard icon={<Palette />} title={t('theme.title')} description={t('theme.description')}>
      <RadioGroup
        label={t('theme.label')}
        isLabelHidden
        orientation="horizontal"
        value={theme}
        onValueChange={(value) => setTheme(value as Theme)}
        options={[
          {
            value: 'light',
            label: (
              <span className="inline-flex items-center gap-1.5">
                <Sun aria-hidden className="size-4" />
                {t('theme.light')}
              </span>
            ),
          },
          {
            value: 'dark',
            label: (
              <span className="inline-flex items-center gap-1.5">
                <Moon aria-hidden className="size-4" />
                {t('theme.dark')}
              </span>
            ),
          },
        ]}
      />
    </SettingsCard>
  );
}
