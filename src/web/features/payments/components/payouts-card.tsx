import { hasPermission } from '@shared/authorization/permissions';
import type { SellerPaymentStatus } from '@shared/payments/payments.schema';
import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SettingsCard } from '../../../components/settings-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/use-session';
import { useSellerPaymentStatus, useStartPayoutOnboarding } from '../api/seller-payment-status';

/** Spec §2 settings, issue 17: the seller's payout account (Stripe Connect) and whether payouts wait. */
export function PayoutsCard() {
  const { t } = useTranslation('payments');
  const { user } = useSession();
  const isSeller = user !== null && hasPermission(user.roles, 'listings:sell');
  const status = useSellerPaymentStatus({ isEnabled: isSeller });
  if (!isSeller) return null;
  return (
    <SettingsCard icon={<Landmark />} title={t('payouts.title')} description={t('payouts.description')}>
      {status.isPending && (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t('payouts.loading')}</span>
          <Skeleton className="h-6 w-2/3" />
        </div>
      )}
      {status.isError && (
        <Alert
          variant="danger"
          actions={
            <Button size="sm" variant="outline" onClick={() => void status.refetch()}>
              {t('payouts.retry')}
            </Button>
          }
        >
          {t('payouts.loadFailed')}
        </Alert>
      )}
      {status.data && <PayoutsStatus status={status.data} />}
    </SettingsCard>
  );
}

function PayoutsStatus({ status }: { status: SellerPaymentStatus }) {
  const { t } = useTranslation('payments');
  const { t: tCommon } = useTranslation();
  const [searchParams] = useSearchParams();
  const onboarding = useStartPayoutOnboarding();
  const comeback = searchParams.get('payouts');

  if (!status.isOnlinePaymentAvailable) return <Alert variant="info">{t('payouts.notConfigured')}</Alert>;

  const account = status.payoutAccount;
  const connect = () =>
    onboarding.mutate(undefined, {
      // The provider's own page; it sends the seller back to /settings?payouts=returned.
      onSuccess: ({ url }) => window.location.assign(url),
    });

  return (
    <div className="grid gap-3">
      {comeback === 'returned' && account.status !== 'enabled' && (
        <Alert variant="success">{t('payouts.returned')}</Alert>
      )}
      {comeback === 'expired' && <Alert variant="warning">{t('payouts.expired')}</Alert>}
      <p>
        {account.status === 'enabled' && account.enabledAt
          ? t('payouts.status.enabled', { date: formatDate(account.enabledAt, currentLanguage(), 'long') })
          : t(`payouts.status.${account.status}`)}
      </p>
      {status.payoutHold && status.completedSales > 0 && (
        <Alert variant="warning">{t(`payouts.held.${status.payoutHold}`)}</Alert>
      )}
      {onboarding.isError && <Alert variant="danger">{describeApiError(onboarding.error, tCommon)}</Alert>}
      {account.status !== 'enabled' && (
        <div>
          <Button isLoading={onboarding.isPending || onboarding.isSuccess} onClick={connect}>
            {account.status === 'none' ? t('payouts.connect') : t('payouts.continue')}
          </Button>
          {onboarding.isSuccess && (
            <span role="status" className="sr-only">
              {t('payouts.redirecting')}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
