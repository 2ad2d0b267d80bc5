import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client/api-error';
import { paths } from '../../../lib/paths';
import type { AuthLocationState } from '../../../lib/session/auth-location';
import { useRequestPasswordReset, useResetPassword } from '../api/reset-password';
import { AuthPageHeader } from '../components/auth-page-header';
import { FormAlert } from '../components/form-alert';
import { PasswordInput } from '../components/password-input';
import {
  forgotPasswordFormSchema,
  type ResetPasswordFormValues,
  resetPasswordFormSchema,
} from './reset-password-form.schema';

const linkClasses = 'font-semibold text-brand underline-offset-4 hover:underline';

/** The link from the mail no longer works: used, expired or never issued. */
function isInvalidLinkError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'TOKEN_INVALID' || error.code === 'TOKEN_EXPIRED');
}

/** Step one: the address to mail a reset link to; the answer is the same whether or not it exists. */
function RequestResetForm() {
  const { t } = useTranslation('auth');
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({
    defaultValues: { email: '' },
    resolver: zodResolver(forgotPasswordFormSchema),
  });

  useEffect(() => {
    if (sentTo) sentHeadingRef.current?.focus();
  }, [sentTo]);

  const submit = handleSubmit(async ({ email }) => {
    try {
      await requestReset.mutateAsync(email);
      setSentTo(email);
    } catch {
      // The generic message below says it did not work, without telling anything about the address.
    }
  });

  if (sentTo) {
    return (
      <div role="status" className="grid gap-4">
        <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
          <MailCheck aria-hidden className="size-6" />
        </span>
        <h2
          ref={sentHeadingRef}
          tabIndex={-1}
          className="text-xl font-bold tracking-tight focus:outline-none"
        >
          {t('resetPassword.sentTitle')}
        </h2>
        <p className="text-ink">{t('resetPassword.sent', { email: sentTo })}</p>
        <p className="text-sm text-muted">{t('resetPassword.sentHint')}</p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-labelledby="reset-request-title">
      <div className="grid gap-1">
        <h2 id="reset-request-title" className="text-lg font-semibold">
          {t('resetPassword.requestTitle')}
        </h2>
        <p className="text-sm text-muted">{t('resetPassword.requestIntro')}</p>
      </div>
      {requestReset.isError && (
        <FormAlert key={requestReset.submittedAt} variant="danger">
          {t('resetPassword.requestFailed')}
        </FormAlert>
      )}
      <FormField
        label={t('fields.email')}
        error={errors.email?.message && t(errors.email.message)}
        isRequired
      >
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          {...register('email')}
        />
      </FormField>
      <Button type="submit" size="lg" isFullWidth isLoading={requestReset.isPending}>
        {t('resetPassword.requestSubmit')}
      </Button>
    </form>
  );
}

/** Step two, from the mail's link: the new password, twice. */
function NewPasswordForm({ token, onInvalidLink }: { token: string; onInvalidLink: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormValues>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: zodResolver(resetPasswordFormSchema),
  });

  const submit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ token, password });
      const state: AuthLocationState = { notice: 'password_reset' };
      await navigate(paths.login, { state, replace: true });
    } catch (error) {
      if (isInvalidLinkError(error)) onInvalidLink();
    }
  });

  const fieldError = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-labelledby="reset-new-title">
      <div className="grid gap-1">
        <h2 id="reset-new-title" className="text-lg font-semibold">
          {t('resetPassword.newTitle')}
        </h2>
        <p className="text-sm text-muted">{t('resetPassword.newIntro')}</p>
      </div>
      {resetPassword.isError && !isInvalidLinkError(resetPassword.error) && (
        <FormAlert key={resetPassword.submittedAt} variant="danger">
          {t('resetPassword.genericError')}
        </FormAlert>
      )}
      <FormField
        label={t('fields.newPassword')}
        hint={t('fields.newPasswordHint')}
        error={fieldError(errors.password?.message)}
        isRequired
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField
        label={t('fields.confirmPassword')}
        error={fieldError(errors.confirmPassword?.message)}
        isRequired
      >
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" isFullWidth isLoading={resetPassword.isPending}>
        {t('resetPassword.newSubmit')}
      </Button>
    </form>
  );
}

/** Spec §2 /reset-password: without a token, ask for the address; with one, set the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [isLinkInvalid, setIsLinkInvalid] = useState(false);
  const invalidHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (isLinkInvalid) invalidHeadingRef.current?.focus();
  }, [isLinkInvalid]);

  return (
    <>
      <AuthPageHeader title={t('resetPassword.title')} documentTitle={t('resetPassword.documentTitle')} />
      {token && !isLinkInvalid ? (
        <NewPasswordForm token={token} onInvalidLink={() => setIsLinkInvalid(true)} />
      ) : (
        <div className="grid gap-6">
          {isLinkInvalid && (
            <Alert variant="danger">
              <h2 ref={invalidHeadingRef} tabIndex={-1} className="font-semibold focus:outline-none">
                {t('resetPassword.invalidLink')}
              </h2>
            </Alert>
          )}
          <RequestResetForm />
        </div>
      )}
      <p className="mt-6 text-center text-sm text-muted">
        <Link to={paths.login} className={linkClasses}>
          {t('resetPassword.backToSignIn')}
        </Link>
      </p>
    </>
  );
}
