import { dataExportLinkHours } from '@shared/privacy/privacy-constants';
import { FileArchive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../../components/settings-card';
import { DataExportPanel } from './data-export-panel';

/** Settings card: download a copy of everything we hold about me (GDPR Art. 15, 20; ADR 067). */
export function DataExportCard() {
  const { t } = useTranslation('data-export');
  return (
    <SettingsCard
      id="data-export"
      icon={<FileArchive />}
      title={t('card.title')}
      description={t('card.description', { hours: dataExportLinkHours })}
    >
      <DataExportPanel />
    </SettingsCard>
  );
}
