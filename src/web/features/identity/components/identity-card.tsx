import { IdCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../../components/settings-card';
import { IdentityPanel } from './identity-panel';

/** The identity verification card of /settings (spec §2, §5); `#identity` links straight to it. */
export function IdentityCard() {
  const { t } = useTranslation('identity');
  return (
    <SettingsCard id="identity" icon={<IdCard />} title={t('card.title')} description={t('card.description')}>
      <IdentityPanel />
    </SettingsCard>
  );
}
