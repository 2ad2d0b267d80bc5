import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/**
 * Spec §3/§5 communication consent, asked once in place of the message field. A message that was
 * refused for the missing consent is sent again once it is given (the caller's `onGranted`).
 */
export function ConsentPrompt({ onAgree }: { onAgree: () => Promise<void> }) {
  const { t } = useTranslation('chat');
  const [isBusy, setIsBusy] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const agree = async () => {
    setIsBusy(true);
    setHasFailed(false);
    try {
      await onAgree();
    } catch {
      setHasFailed(true);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <div className="grid gap-2 border-t border-line bg-surface-sunken px-4 py-3">
      <p className="flex items-start gap-2 text-sm">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
        <span>
          {t('consent.text')}{' '}
          <Link to={paths.privacy} className="text-brand underline underline-offset-2">
            {t('consent.privacy')}
          </Link>
        </span>
      </p>
      {hasFailed && <Alert variant="danger">{t('consent.failed')}</Alert>}
      <div>
        <Button size="sm" isLoading={isBusy} onClick={agree}>
          {hasFailed ? t('consent.retry') : t('consent.agree')}
        </Button>
      </div>
    </div>
  );
}
