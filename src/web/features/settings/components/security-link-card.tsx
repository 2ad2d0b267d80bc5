import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsCard } from '../../../components/settings-card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';

export function SecurityLinkCard() {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  return (
    <SettingsCard
      icon={<ShieldCheck />}
      title={t('securityCard.title')}
      description={t('securityCard.description')}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm">
          {t('securityCard.twoFactor')}
          {user?.isTwoFactorEnabled ? (
            <Badge variant="success">{t('security.status.on')}</Badge>
          ) : (
            <Badge variant="neutral">{t('security.status.off')}</Badge>
          )}
        </p>
        <Button asChild variant="outline" trailingIcon={<ArrowRight />}>
          <Link to={paths.settingsSecurity}>{t('securityCard.open')}</Link>
        </Button>
      </div>
    </SettingsCard>
  );
}
