import { hasPermission } from '@shared/authorization/permissions';
import type { SellerPaymentStatus, TaxProfile } from '@shared/payments/payments.schema';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../../components/settings-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber, formatPrice } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/use-session';
import { useSellerPaymentStatus } from '../api/seller-payment-status';
import { useTaxProfile } from '../api/tax-profile';
import { TaxDetailsForm } from './tax-details-form';

/** Issue 17, ADR 058: the DAC7 details, this year's counts against the thresholds, and the form. */
export function TaxDetailsCard() {
  const { t } = useTranslation('payments');
  const { user } = useSession();
  const isSeller = user !== null && hasPermission(user.roles, 'listings:sell');
  const status = useSellerPaymentStatus({ isEnabled: isSeller });
  const profile = useTaxProfile({ isEnabled: isSeller });
  if (!isSeller) return null;
  const language = currentLanguage();
  const thresholds = status.data?.thresholds;
  return (
    <SettingsCard
      icon={<FileText />}
      title={t('taxDetails.title')}
      description={t('taxDetails.description', {
        sales: thresholds?.sales ?? 30,
        revenue: formatPrice(thresholds?.revenue ?? 2000, language, { isWhole: true }),
      })}
    >
      {(status.isPending || profile.isPending) && (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t('taxDetails.loading')}</span>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
      {(status.isError || profile.isError) && (
        <Alert
          variant="danger"
          actions={
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                void status.refetch();
                void profile.refetch();
              }}
            >
              {t('taxDetails.retry')}
            </Button>
          }
        >
          {t('taxDetails.loadFailed')}
        </Alert>
      )}
      {status.data && profile.isSuccess && <TaxDetailsBody status={status.data} profile={profile.data} />}
    </SettingsCard>
  );
}

function TaxDetailsBody({ status, profile }: { status: SellerPaymentStatus; profile: TaxProfile | null }) {
  const { t } = useTranslation('payments');
  const language = currentLanguage();
  return (
    <div className="grid gap-4">
      <p>
        {t('taxDetails.yearCounts', {
          year: status.year,
          sales: formatNumber(status.completedSales, language),
          revenue: formatPrice(status.revenue, language),
        })}
      </p>
      {status.isTaxProfileRequired && !status.hasTaxProfile && (
        <Alert variant="warning">{t('taxDetails.required')}</Alert>
      )}
      {profile ? (
        <Alert variant="success">{t('taxDetails.onFile', { hint: profile.taxIdHint })}</Alert>
      ) : (
        !status.isTaxProfileRequired && <p className="text-sm text-muted">{t('taxDetails.optional')}</p>
      )}
      <TaxDetailsForm profile={profile} />
    </div>
  );
}
