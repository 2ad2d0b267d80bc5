import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { describeApiError } from '../../../../lib/api';
import { ApiError } from '../../../../lib/api-client/api-error';
import { fieldErrorCodes, type OtpFormInput, type OtpFormValues, otpFormSchema } from '../two-factor-forms';

interface OtpCodeFormProps {
  /** Resolves when the code was accepted; rejects with the server's error otherwise. */
  onSubmitCode: (otp: string) => Promise<unknown>;
  submitLabel: string;
  /** Extra actions next to submit, e.g. cancel. */
  secondaryAction?: ReactNode;
}

/** One 6-digit authenticator code; wrong format and wrong code are both told at the field. */
export function OtpCodeForm({ onSubmitCode, submitLabel, secondaryAction }: OtpCodeFormProps) {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation();
  const form = useForm<OtpFormInput, unknown, OtpFormValues>({
    resolver: zodResolver(otpFormSchema),
    defaultValues: { otp: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      await onSubmitCode(otp);
    } catch (error) {
      const message = describeApiError(error, tCommon);
      if (error instanceof ApiError && error.code && fieldErrorCodes.includes(error.code)) {
        form.setError('otp', { message }, { shouldFocus: true });
      } else {
        form.setError('root', { message });
      }
    }
  });

  const otpError = errors.otp?.message;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {errors.root?.message && <Alert variant="danger">{errors.root.message}</Alert>}
      <FormField
        label={t('security.otp.label')}
        hint={t('security.otp.hint')}
        // Format messages are catalogue keys; server messages arrive translated already.
        error={otpError ? (otpError.startsWith('security.') ? t(otpError) : otpError) : undefined}
        isRequired
      >
        <Input
          {...form.register('otp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="max-w-48 font-mono tracking-[0.3em]"
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isSubmitting}>
          {submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
