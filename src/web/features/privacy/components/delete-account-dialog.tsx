import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { describeApiError } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client/api-error';
import { useSession } from '../../../lib/session/use-session';
import { useDeleteAccount } from '../api/delete-account';
import { confirmationRequest } from '../deletion-confirmation';
import { DeletionBlockerList } from './deletion-blocker-list';

interface ConfirmValues {
  secret: string;
}

function ConfirmForm({ requiresSecondFactor }: { requiresSecondFactor: boolean }) {
  const { t } = useTranslation('privacy');
  const { t: tCommon } = useTranslation();
  const { signOut } = useSession();
  const deletion = useDeleteAccount();
  const [blocked, setBlocked] = useState<ApiError | null>(null);
  const form = useForm<ConfirmValues>({ defaultValues: { secret: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ secret }) => {
    setBlocked(null);
    try {
      await deletion.mutateAsync(confirmationRequest(secret, requiresSecondFactor));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ACCOUNT_DELETION_BLOCKED') setBlocked(error);
      else form.setError('secret', { message: describeApiError(error, tCommon) }, { shouldFocus: true });
      return;
    }
    await signOut();
    toast({
      title: t('deletion.done.title'),
      description: t('deletion.done.body'),
      variant: 'success',
      duration: 15_000,
    });
  });

  const blockers = (blocked?.details as { blockers?: Parameters<typeof DeletionBlockerList>[0]['blockers'] })
    ?.blockers;
  const label = requiresSecondFactor ? t('deletion.confirm.codeLabel') : t('deletion.confirm.passwordLabel');
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      {blocked && (
        <Alert variant="warning" title={t('deletion.blocked.title')}>
          <p>{t('deletion.blocked.body')}</p>
          {blockers && <DeletionBlockerList blockers={blockers} />}
        </Alert>
      )}
      <FormField
        label={label}
        hint={requiresSecondFactor ? t('deletion.confirm.codeHint') : undefined}
        error={errors.secret?.message}
        isRequired
      >
        <Input
          {...form.register('secret', { required: t('deletion.confirm.required') })}
          type={requiresSecondFactor ? 'text' : 'password'}
          autoComplete={requiresSecondFactor ? 'one-time-code' : 'current-password'}
          spellCheck={false}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="ghost">{t('deletion.confirm.cancel')}</Button>
        </DialogClose>
        <Button type="submit" variant="danger" isLoading={isSubmitting}>
          {t('deletion.confirm.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The confirmation: the user re-enters the password (or, with two-factor on, a code). */
export function DeleteAccountDialog({ requiresSecondFactor }: { requiresSecondFactor: boolean }) {
  const { t } = useTranslation('privacy');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="danger" leadingIcon={<Trash2 />}>
          {t('deletion.open')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('deletion.confirm.title')} description={t('deletion.confirm.description')}>
        {isOpen && <ConfirmForm requiresSecondFactor={requiresSecondFactor} />}
      </DialogContent>
    </Dialog>
  );
}
