import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeApiError } from '../../../lib/api';
import { useIdentityCheck } from '../api/get-identity-check';
import { IdentityForm } from './identity-form';
import { IdentityStatusNotice } from './identity-status';

/** The user's identity status, and the form whenever a submission is possible. */
export function IdentityPanel({ onSubmitted }: { onSubmitted?: () => void }) {
  const { t } = useTranslation('identity');
  const { t: tCommon } = useTranslation();
  const { data: status, error, isPending } = useIdentityCheck();
  if (isPending) return <Skeleton className="h-24 w-full" aria-label={t('card.title')} />;
  if (error || !status) return <Alert variant="danger">{describeApiError(error, tCommon)}</Alert>;
  const canSubmit = status.status === 'none' || status.canSubmit;
  return (
    <div className="grid gap-4">
      <IdentityStatusNotice status={status} />
      {canSubmit && <IdentityForm onSubmitted={onSubmitted} />}
    </div>
  );
}
