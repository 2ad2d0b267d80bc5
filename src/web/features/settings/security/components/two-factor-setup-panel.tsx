import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import type { TwoFactorSetup } from '../../api/start-two-factor-setup';
import { OtpCodeForm } from './otp-code-form';

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to type from the screen. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

function QrCode({ uri, label }: { uri: string; label: string }) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    QRCode.toDataURL(uri, { margin: 1, width: 208, errorCorrectionLevel: 'M' }).then(
      (url) => isCurrent && setDataUrl(url),
      () => isCurrent && setDataUrl(null),
    );
    return () => {
      isCurrent = false;
    };
  }, [uri]);
  // Always dark on white, whatever the theme: authenticator cameras read that best.
  return (
    <div className="size-60 shrink-0 rounded-xl border border-line bg-white p-4">
      {dataUrl ? <img src={dataUrl} alt={label} className="size-52" /> : <Skeleton className="size-52" />}
    </div>
  );
}

interface TwoFactorSetupPanelProps {
  setup: TwoFactorSetup;
  onVerify: (otp: string) => Promise<unknown>;
  onCancel: () => void;
}

/** Step 1 scan (or type the secret), step 2 confirm with a code from the app. */
export function TwoFactorSetupPanel({ setup, onVerify, onCancel }: TwoFactorSetupPanelProps) {
  const { t } = useTranslation('settings');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // After Radix has returned focus from a closing dialog, which runs on a zero timeout too.
    const timer = setTimeout(() => headingRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  return (
    <section aria-labelledby="two-factor-setup-title" className="grid gap-6">
      <h3
        id="two-factor-setup-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-none"
      >
        {t('security.setup.title')}
      </h3>
      <ol className="grid gap-6">
        <li className="grid gap-3">
          <p className="font-semibold">{t('security.setup.scanStep')}</p>
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <QrCode uri={setup.otpauthUri} label={t('security.setup.qrLabel')} />
            <div className="grid min-w-0 gap-2 text-sm">
              <p className="text-muted">{t('security.setup.manualHint')}</p>
              <p id="two-factor-secret-label" className="font-semibold">
                {t('security.setup.secretLabel')}
              </p>
              <code
                data-testid="two-factor-secret"
                data-secret={setup.secret}
                className="rounded-lg border border-line bg-surface-sunken px-3 py-2 font-mono text-base tracking-wider break-all text-ink"
              >
                {groupSecret(setup.secret)}
              </code>
              <p className="text-muted">{t('security.setup.secretDetails')}</p>
            </div>
          </div>
        </li>
        <li className="grid gap-3">
          <p className="font-semibold">{t('security.setup.verifyStep')}</p>
          <OtpCodeForm
            onSubmitCode={onVerify}
            submitLabel={t('security.setup.verify')}
            secondaryAction={
              <Button variant="ghost" onClick={onCancel}>
                {t('security.setup.cancel')}
              </Button>
            }
          />
        </li>
      </ol>
    </section>
  );
}
