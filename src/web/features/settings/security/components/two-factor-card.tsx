import { ShieldCheck, ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/toast/toast-store';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { describeApiError } from '../../../../lib/api';
import { formatDate } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useSession } from '../../../../lib/session/use-session';
import { type TwoFactorStatus, useTwoFactorStatus } from '../../api/get-two-factor-status';
import { type TwoFactorSetup, useStartTwoFactorSetup } from '../../api/start-two-factor-setup';
import { useVerifyTwoFactor } from '../../api/verify-two-factor';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { RegenerateCodesDialog } from './regenerate-codes-dialog';
import { TwoFactorSetupPanel } from './two-factor-setup-panel';

type Step =
  | { name: 'overview' }
  | { name: 'setup'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[]; occasion: 'first' | 'new' };

function StatusBadge({ status }: { status: TwoFactorStatus }) {
  const { t } = useTranslation('settings');
  if (status.isEnabled) return <Badge variant="success">{t('security.status.on')}</Badge>;
  if (status.isSetupPending) return <Badge variant="warning">{t('security.status.pending')}</Badge>;
  return <Badge variant="neutral">{t('security.status.off')}</Badge>;
}

function EnabledDetails({ status }: { status: TwoFactorStatus }) {
  const { t } = useTranslation('settings');
  const remaining = status.recoveryCodesRemaining;
  return (
    <div className="grid gap-3">
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {status.enabledAt && (
          <div>
            <dt className="text-muted">{t('security.status.enabledSince')}</dt>
            <dd className="font-semibold">{formatDate(status.enabledAt, currentLanguage(), 'long')}</dd>
          </div>
        )}
        <div>
          <dt className="text-muted">{t('security.status.codesRemaining')}</dt>
          <dd className="font-semibold">{t('security.status.codesCount', { count: remaining })}</dd>
        </div>
      </dl>
      {remaining <= 3 && (
        <Alert variant="warning">{t('security.status.codesLow', { count: remaining })}</Alert>
      )}
    </div>
  );
}

/** Spec §2 /settings/security: two-factor status, setup, verify, recovery codes and disable. */
export function TwoFactorCard() {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation();
  const { reloadUser } = useSession();
  const status = useTwoFactorStatus();
  const startSetup = useStartTwoFactorSetup();
  const verify = useVerifyTwoFactor();
  const [step, setStep] = useState<Step>({ name: 'overview' });

  const beginSetup = async () => {
    try {
      setStep({ name: 'setup', setup: await startSetup.mutateAsync() });
    } catch {
      // Shown below from startSetup.error.
    }
  };

  const submitCode = async (otp: string) => {
    const codes = await verify.mutateAsync(otp);
    setStep({ name: 'codes', codes, occasion: 'first' });
    toast({ title: t('security.setup.enabled'), variant: 'success' });
    void reloadUser().catch(() => {});
  };

  const afterDisable = () => {
    toast({ title: t('security.disable.done'), variant: 'success' });
    void reloadUser().catch(() => {});
  };

  const body = () => {
    if (step.name === 'codes') {
      return (
        <RecoveryCodesPanel
          codes={step.codes}
          occasion={step.occasion}
          onDone={() => setStep({ name: 'overview' })}
        />
      );
    }
    if (step.name === 'setup') {
      return (
        <TwoFactorSetupPanel
          setup={step.setup}
          onVerify={submitCode}
          onCancel={() => setStep({ name: 'overview' })}
        />
      );
    }
    if (status.isPending) return <Spinner label={t('security.status.loading')} />;
    if (status.isError) {
      return (
        <Alert
          variant="danger"
          title={t('security.status.loadFailed')}
          actions={
            <Button size="sm" variant="outline" onClick={() => void status.refetch()}>
              {tCommon('actions.retry')}
            </Button>
          }
        >
          {describeApiError(status.error, tCommon)}
        </Alert>
      );
    }
    if (status.data.isEnabled) {
      return (
        <div className="grid gap-5">
          <EnabledDetails status={status.data} />
          <div className="flex flex-wrap gap-3">
            <RegenerateCodesDialog onCodes={(codes) => setStep({ name: 'codes', codes, occasion: 'new' })} />
            <DisableTwoFactorDialog onDisabled={afterDisable} />
          </div>
        </div>
      );
    }
    return (
      <div className="grid gap-4">
        <p className="text-sm text-muted">
          {status.data.isSetupPending ? t('security.setup.pendingText') : t('security.setup.offText')}
        </p>
        {startSetup.isError && <Alert variant="danger">{describeApiError(startSetup.error, tCommon)}</Alert>}
        <div>
          <Button
            leadingIcon={<ShieldPlus />}
            isLoading={startSetup.isPending}
            onClick={() => void beginSetup()}
          >
            {status.data.isSetupPending ? t('security.setup.restart') : t('security.setup.start')}
          </Button>
        </div>
      </div>
    );
  };

  return (
    <Card aria-labelledby="two-factor-title" asChild>
      <section>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-3">
            <ShieldCheck aria-hidden className="size-6 text-brand" />
            <CardTitle as="h2" id="two-factor-title">
              {t('security.title2fa')}
            </CardTitle>
            {status.data && <StatusBadge status={status.data} />}
          </div>
          <CardDescription>{t('security.description2fa')}</CardDescription>
        </CardHeader>
        {body()}
      </section>
    </Card>
  );
}
