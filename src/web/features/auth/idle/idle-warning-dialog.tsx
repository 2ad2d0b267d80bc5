import { Clock } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatCountdown } from './idle-timer';

export interface IdleWarningDialogProps {
  remainingMs: number;
  /** Refreshes the session; false when that failed. */
  onExtend: () => Promise<boolean>;
  onSignOut: () => void;
  onSignInAgain: () => void;
}

/** Spec §2/§4 session-timeout dialog: an m:ss countdown, "Stay signed in" and "Sign out". */
export function IdleWarningDialog({
  remainingMs,
  onExtend,
  onSignOut,
  onSignInAgain,
}: IdleWarningDialogProps) {
  const { t } = useTranslation('auth');
  const [isExtending, setIsExtending] = useState(false);
  const [hasExtendFailed, setHasExtendFailed] = useState(false);
  const stayRef = useRef<HTMLButtonElement>(null);
  const signInAgainRef = useRef<HTMLButtonElement>(null);

  const extend = async () => {
    if (isExtending || hasExtendFailed) return;
    setIsExtending(true);
    const isExtended = await onExtend();
    setIsExtending(false);
    if (!isExtended) {
      setHasExtendFailed(true);
      requestAnimationFrame(() => signInAgainRef.current?.focus());
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => {
        // Escape or the close button: the user is clearly there.
        if (!isOpen) void extend();
      }}
    >
      <DialogContent
        title={t('idle.title')}
        description={t('idle.text')}
        size="sm"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          stayRef.current?.focus();
        }}
        footer={
          hasExtendFailed ? (
            <Button ref={signInAgainRef} onClick={onSignInAgain}>
              {t('idle.signInAgain')}
            </Button>
          ) : (
            <>
              <Button variant="outline" onClick={onSignOut}>
                {t('idle.signOut')}
              </Button>
              <Button ref={stayRef} isLoading={isExtending} onClick={() => void extend()}>
                {t('idle.stay')}
              </Button>
            </>
          )
        }
      >
        {hasExtendFailed ? (
          <Alert variant="danger">{t('idle.extendFailed')}</Alert>
        ) : (
          <p className="flex items-center gap-3 text-ink">
            <Clock aria-hidden className="size-6 text-warning" />
            <span>
              {t('idle.countdownLabel')}{' '}
              <span role="timer" className="font-mono text-2xl font-bold tabular-nums">
                {formatCountdown(remainingMs)}
              </span>
            </span>
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
