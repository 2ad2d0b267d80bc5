import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog';
import { useRegenerateRecoveryCodes } from '../../api/regenerate-recovery-codes';
import { OtpCodeForm } from './otp-code-form';

/** New recovery codes need a current authenticator code; the new codes go to `onCodes`. */
export function RegenerateCodesDialog({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('settings');
  const [isOpen, setIsOpen] = useState(false);
  const regenerate = useRegenerateRecoveryCodes();

  const submit = async (otp: string) => {
    const codes = await regenerate.mutateAsync(otp);
    setIsOpen(false);
    onCodes(codes);
  };

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" leadingIcon={<RefreshCw />}>
          {t('security.regenerate.open')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('security.regenerate.title')}
        description={t('security.regenerate.description')}
      >
        {isOpen && (
          <OtpCodeForm
            onSubmitCode={submit}
            submitLabel={t('security.regenerate.submit')}
            secondaryAction={
              <DialogClose asChild>
                <Button variant="ghost">{t('security.cancel')}</Button>
              </DialogClose>
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
