import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../../components/settings-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { describeApiError } from '../../../lib/api';
import { useResetOnboarding } from '../api/reset-onboarding';

/** Spec §4 onboarding "complete or reset": asks first, then starts the onboarding again. */
export function ResetOnboardingCard() {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation();
  const resetOnboarding = useResetOnboarding();
  const [isOpen, setIsOpen] = useState(false);

  // Once the session's user is no longer onboarded, this page's guard sends them to /onboarding,
  // which brings them back here when they finish.
  const confirm = () => resetOnboarding.mutate();

  return (
    <SettingsCard
      icon={<RotateCcw />}
      title={t('onboarding.title')}
      description={t('onboarding.description')}
    >
      <Dialog
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          if (!open) resetOnboarding.reset();
        }}
      >
        <DialogTrigger asChild>
          <Button variant="outline" leadingIcon={<RotateCcw />}>
            {t('onboarding.open')}
          </Button>
        </DialogTrigger>
        <DialogContent
          size="sm"
          title={t('onboarding.confirmTitle')}
          description={t('onboarding.confirmText')}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="ghost">{t('onboarding.cancel')}</Button>
              </DialogClose>
              <Button isLoading={resetOnboarding.isPending} onClick={confirm}>
                {t('onboarding.confirm')}
              </Button>
            </>
          }
        >
          {resetOnboarding.isError && (
            <Alert variant="danger">{describeApiError(resetOnboarding.error, tCommon)}</Alert>
          )}
        </DialogContent>
      </Dialog>
    </SettingsCard>
  );
}
