import type { IdentityCheckStatus } from '@shared/identity/identity.schema';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** Spec §4 identity states: pending, approved, rejected (with reason and cooldown date), or none yet. */
export function IdentityStatusNotice({ status }: { status: IdentityCheckStatus }) {
  const { t } = useTranslation('identity');
  const language = currentLanguage();
  const date = (value: string | null) => (value ? formatDate(value, language, 'long') : '');
  if (status.status === 'none') return <p className="text-sm text-muted">{t('status.none')}</p>;
  if (status.status === 'pending') {
    return (
      <Alert variant="info" title={t('status.pending')}>
        {t('status.submittedOn', { date: date(status.submittedAt) })}
      </Alert>
    );
  }
  if (status.status === 'approved') {
    return (
      <Alert variant="success" title={t('status.approved')}>
        {t('status.approvedOn', { date: date(status.decidedAt) })}
      </Alert>
    );
  }
  return (
    // Not role="alert": an old rejection is information, not an interruption.
    <Alert variant="info" role="status" title={t('status.rejected')}>
      {status.failureReason && <p>{t('status.reason', { reason: status.failureReason })}</p>}
      <p>
        {status.canSubmit || !status.cooldownUntil
          ? t('status.canResubmit')
          : t('status.cooldown', { date: date(status.cooldownUntil) })}
      </p>
    </Alert>
  );
}
