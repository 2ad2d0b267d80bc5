import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsCard } from '../../../components/settings-card';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeApiError } from '../../../lib/api';
import { useDeletionPreflight } from '../api/get-deletion-preflight';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DeletionBlockerList } from './deletion-blocker-list';

/**
 * Settings card: delete my account (Art. 17 GDPR, ADR 070). Says what is erased and what is kept for
 * how long, lists what must finish first, and confirms with the password or a two-factor code.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation('privacy');
  const { t: tCommon } = useTranslation();
  const preflight = useDeletionPreflight();
  return (
    <SettingsCard
      id="delete-account"
      icon={<UserX />}
      title={t('deletion.title')}
      description={t('deletion.description')}
    >
      <div className="grid gap-4 text-sm">
        <div className="grid gap-2">
          <h3 className="font-semibold text-ink">{t('deletion.whatHappens.title')}</h3>
          <ul className="grid list-disc gap-1 pl-5 text-muted">
            {(t('deletion.whatHappens.items', { returnObjects: true }) as string[]).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className="grid gap-2">
          <h3 className="font-semibold text-ink">{t('deletion.kept.title')}</h3>
          <ul className="grid list-disc gap-1 pl-5 text-muted">
            {(t('deletion.kept.items', { returnObjects: true }) as string[]).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        {preflight.isPending && <Skeleton className="h-10 w-48" aria-label={t('deletion.checking')} />}
        {preflight.error && <Alert variant="danger">{describeApiError(preflight.error, tCommon)}</Alert>}
        {preflight.data && !preflight.data.canDelete && (
          <Alert variant="warning" title={t('deletion.blocked.title')}>
            <p>{t('deletion.blocked.body')}</p>
            <DeletionBlockerList blockers={preflight.data.blockers} />
          </Alert>
        )}
        {preflight.data?.canDelete && (
          <div>
            <DeleteAccountDialog requiresSecondFactor={preflight.data.requiresSecondFactor} />
          </div>
        )}
        <p className="text-muted">
          {t('deletion.exportHint')}{' '}
          <Link to="#data-export" className="font-medium text-brand-strong underline">
            {t('deletion.exportLink')}
          </Link>
        </p>
      </div>
    </SettingsCard>
  );
}
