import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { RadioGroup } from '../../../../components/ui/radio-group';
import { describeApiError } from '../../../../lib/api';
import { ApiError } from '../../../../lib/api-client/api-error';
import { useDisableTwoFactor } from '../../api/disable-two-factor';
import {
  type DisableFormInput,
  type DisableFormValues,
  type DisableMethod,
  disableFormSchema,
  disableMethods,
  disableRequest,
  fieldErrorCodes,
} from '../two-factor-forms';

const emptyForm: DisableFormInput = { method: 'otp', otp: '', recoveryCode: '', password: '' };

function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation();
  const disable = useDisableTwoFactor();
  const form = useForm<DisableFormInput, unknown, DisableFormValues>({
    resolver: zodResolver(disableFormSchema),
    defaultValues: emptyForm,
  });
  const method = useWatch({ control: form.control, name: 'method' }) as DisableMethod;
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await disable.mutateAsync(disableRequest(values));
      onDisabled();
    } catch (error) {
      const message = describeApiError(error, tCommon);
      if (error instanceof ApiError && error.code && fieldErrorCodes.includes(error.code)) {
        form.setError(values.method, { message }, { shouldFocus: true });
      } else {
        form.setError('root', { message });
      }
    }
  });

  const fieldError = (name: DisableMethod) => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    return message.startsWith('security.') ? t(message) : message;
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      {errors.root?.message && <Alert variant="danger">{errors.root.message}</Alert>}
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <RadioGroup
            label={t('security.disable.methodLabel')}
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              form.clearErrors();
            }}
            options={disableMethods.map((value) => ({
              value,
              label: t(`security.disable.methods.${value}`),
            }))}
          />
        )}
      />
      {method === 'otp' && (
        <FormField label={t('security.otp.label')} error={fieldError('otp')} isRequired>
          <Input
            {...form.register('otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className="max-w-48 font-mono tracking-[0.3em]"
          />
        </FormField>
      )}
      {method === 'recoveryCode' && (
        <FormField
          label={t('security.disable.recoveryCodeLabel')}
          error={fieldError('recoveryCode')}
          isRequired
        >
          <Input
            {...form.register('recoveryCode')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="max-w-64 font-mono uppercase"
          />
        </FormField>
      )}
      {method === 'password' && (
        <FormField label={t('security.disable.passwordLabel')} error={fieldError('password')} isRequired>
          <Input {...form.register('password')} type="password" autoComplete="current-password" />
        </FormField>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="ghost">{t('security.cancel')}</Button>
        </DialogClose>
        <Button type="submit" variant="danger" isLoading={isSubmitting}>
          {t('security.disable.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Turning two-factor off needs proof of presence: a current code, a recovery code or the password. */
export function DisableTwoFactorDialog({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useTranslation('settings');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" leadingIcon={<ShieldOff />}>
          {t('security.disable.open')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('security.disable.title')} description={t('security.disable.description')}>
        {isOpen && (
          <DisableForm
            onDisabled={() => {
              setIsOpen(false);
              onDisabled();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
