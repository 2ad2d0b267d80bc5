import { languages } from '@shared/i18n/languages';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../../components/settings-card';
import { RadioGroup } from '../../../components/ui/radio-group';
import { currentLanguage, type Language } from '../../../lib/i18n';

/** Spec §1: en or de, stored locally (the i18n detector caches the choice). */
export function LanguageCard() {
  const { t } = useTranslation('settings');
  const { t: tCommon, i18n } = useTranslation();
  return (
    <SettingsCard icon={<Languages />} title={t('language.title')} description={t('language.description')}>
      <RadioGroup
        label={t('language.label')}
        isLabelHidden
        value={currentLanguage()}
        onValueChange={(value) => void i18n.changeLanguage(value as Language)}
        options={languages.map((language) => ({
          value: language,
          // Each language names itself, so people who cannot read the current one still find theirs.
          label: <span lang={language}>{tCommon(`language.name.${language}`, { lng: language })}</span>,
        }))}
      />
    </SettingsCard>
  );
}
