import { Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../../components/settings-card';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { describeApiError } from '../../../lib/api';
import { useTraderProfile } from '../api/get-trader-profile';
import { useUpdateTraderProfile } from '../api/update-trader-profile';
import { TraderForm } from './trader-form';

/** Settings card (issue 18, ADR 066): private or commercial seller, and the trader information. */
export function TraderCard() {
  const { t } = useTranslation('traders');
  return (
    <SettingsCard id="trader" icon={<Store />} title={t('card.title')} description={t('card.description')}>
      <TraderPanel />
    </SettingsCard>
  );
}

type Notice = 'saved' | 'switchedToPrivate';

/**
 * Switching on opens the form; only saving complete, self-certified details makes the seller
 * commercial. Switching off applies at once and keeps the details for the next time.
 */
function TraderPanel() {
  const { t } = useTranslation('traders');
  const { t: tCommon } = useTranslation();
  const { data: profile, error, isPending } = useTraderProfile();
  const update = useUpdateTraderProfile();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [switchError, setSwitchError] = useState<string | null>(null);

  if (isPending) return <Skeleton className="h-16 w-full" aria-label={t('loading')} />;
  if (error || !profile) {
    return (
      <Alert variant="danger" title={t('loadError')}>
        {describeApiError(error, tCommon)}
      </Alert>
    );
  }
  const isTrader = profile.sellerKind === 'trader';
  const isOn = isTrader || isFormOpen;

  const changeSwitch = async (isChecked: boolean) => {
    setNotice(null);
    setSwitchError(null);
    if (isChecked || !isTrader) {
      setIsFormOpen(isChecked);
      return;
    }
    try {
      await update.mutateAsync({ sellerKind: 'private' });
      setIsFormOpen(false);
      setNotice('switchedToPrivate');
    } catch (failure) {
      setSwitchError(`${t('form.switchFailed')} ${describeApiError(failure, tCommon)}`);
    }
  };

  return (
    <div className="grid gap-4">
      <Switch
        label={t('switch.label')}
        description={t('switch.description')}
        checked={isOn}
        disabled={update.isPending}
        onCheckedChange={(checked) => void changeSwitch(checked)}
      />
      {switchError && <Alert variant="danger">{switchError}</Alert>}
      {notice ? (
        <Alert variant="success">{t(`status.${notice}`)}</Alert>
      ) : (
        <p className="text-sm text-muted">{isTrader ? t('status.trader') : t('status.private')}</p>
      )}
      {isTrader && !profile.isComplete && <Alert variant="warning">{t('status.incomplete')}</Alert>}
      {!isTrader && <SellerKindDifference />}
      {isOn && (
        <TraderForm
          stored={profile.details}
          isTrader={isTrader}
          onSaved={() => {
            setIsFormOpen(false);
            setNotice('saved');
          }}
          onCancel={isTrader ? undefined : () => setIsFormOpen(false)}
        />
      )}
    </div>
  );
}

/** What a private seller should know before switching (issue 18). */
function SellerKindDifference() {
  const { t } = useTranslation('traders');
  return (
    <section
      aria-labelledby="seller-kind-difference"
      className="grid gap-2 rounded-xl bg-surface-sunken p-4 text-sm"
    >
      <h3 id="seller-kind-difference" className="font-semibold">
        {t('difference.title')}
      </h3>
      <p>{t('difference.private')}</p>
      <p>{t('difference.trader')}</p>
    </section>
  );
}
