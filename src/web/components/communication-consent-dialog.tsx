import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeApiError } from '../lib/api';
import {
  communicationConsentQueryKey,
  consentStaleTime,
  getCommunicationConsent,
} from '../lib/chat-consent/api/get-communication-consent';
import { useGrantCommunicationConsent } from '../lib/chat-consent/api/grant-communication-consent';
import { paths } from '../lib/paths';
import { toast } from './toast/toast-store';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent } from './ui/dialog';

const linkClasses = 'font-semibold text-brand underline-offset-4 hover:underline';

export interface ConsentGate {
  /**
   * Runs `action` once the user has agreed to communicate with other users (spec §3, §5): at once
   * when the consent is on record, after the dialog's "agree" otherwise. Closing the dialog drops it.
   */
  requireConsent(action: () => void): void;
  /** Call when the server answered CONSENT_REQUIRED anyway (a consent the web thought it had). */
  forgetConsent(): void;
  /** Whether the consent is being looked up before the dialog or the action. */
  isChecking: boolean;
  /** Render once, anywhere in the tree of the component that uses the gate. */
  dialog: ReactNode;
}

/**
 * The communication consent, asked once before the first message or offer. The dialog says what the
 * other side sees and that messages are checked for scams and contact details; agreeing stores the
 * consent with its timestamp on the server, a failure shows the spec's consent error with a retry.
 */
export function useCommunicationConsentGate(): ConsentGate {
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const grant = useGrantCommunicationConsent();
  const [isOpen, setIsOpen] = useState(false);
  const [isChecking, setIsChecking] = useState(false);
  const pendingAction = useRef<(() => void) | null>(null);

  const requireConsent = useCallback(
    (action: () => void) => {
      setIsChecking(true);
      queryClient
        .fetchQuery({
          queryKey: communicationConsentQueryKey,
          queryFn: ({ signal }) => getCommunicationConsent(signal),
          staleTime: consentStaleTime,
        })
        .then(
          (consent) => {
            if (consent.isGranted) return action();
            pendingAction.current = action;
            grant.reset();
            setIsOpen(true);
          },
          (error: unknown) => toast({ title: describeApiError(error, tCommon), variant: 'danger' }),
        )
        .finally(() => setIsChecking(false));
    },
    [queryClient, grant, tCommon],
  );

  const forgetConsent = useCallback(
    () => queryClient.setQueryData(communicationConsentQueryKey, { isGranted: false, grantedAt: null }),
    [queryClient],
  );

  const agree = () =>
    grant.mutate(undefined, {
      onSuccess: () => {
        setIsOpen(false);
        const action = pendingAction.current;
        pendingAction.current = null;
        action?.();
      },
    });

  const close = (open: boolean) => {
    if (open) return;
    setIsOpen(false);
    pendingAction.current = null;
  };

  const dialog = (
    <CommunicationConsentDialog
      isOpen={isOpen}
      onOpenChange={close}
      onAgree={agree}
      isSaving={grant.isPending}
      hasFailed={grant.isError}
    />
  );
  return { requireConsent, forgetConsent, isChecking, dialog };
}

export function CommunicationConsentDialog({
  isOpen,
  onOpenChange,
  onAgree,
  isSaving,
  hasFailed,
}: {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  onAgree(): void;
  isSaving: boolean;
  hasFailed: boolean;
}) {
  const { t } = useTranslation('offers');
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        size="md"
        title={t('consent.title')}
        description={t('consent.intro')}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('consent.cancel')}</Button>
            </DialogClose>
            {!hasFailed && (
              <Button isLoading={isSaving} onClick={onAgree}>
                {t('consent.agree')}
              </Button>
            )}
          </>
        }
      >
        <div className="grid gap-4 text-sm">
          <ul className="grid list-disc gap-2 pl-5">
            <li>{t('consent.shared')}</li>
            <li>{t('consent.checked')}</li>
            <li>{t('consent.stayOnPlatform')}</li>
          </ul>
          <p className="text-muted">
            <Trans
              t={t}
              i18nKey="consent.privacy"
              components={{ privacyLink: <Link to={paths.privacy} className={linkClasses} /> }}
            />
          </p>
          {hasFailed && (
            <Alert
              variant="danger"
              actions={
                <Button
                  size="sm"
                  leadingIcon={<RefreshCw aria-hidden />}
                  isLoading={isSaving}
                  onClick={onAgree}
                >
                  {t('consent.retry')}
                </Button>
              }
            >
              {t('consent.failed')}
            </Alert>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
