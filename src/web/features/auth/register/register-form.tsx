import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../lib/paths';
import { useRegisterAccount } from '../api/register-account';
import { FormAlert } from '../components/form-alert';
import { PasswordInput } from '../components/password-input';
import { ResendVerificationAction } from '../login/resend-verification-action';
import { type RegisterFormValues, registerFormSchema } from './register-form.schema';

export interface RegisterFormProps {
  /** "Continue to sign-in" on the pending screen, with the address just registered. */
  onContinueToSignIn: (email: string) => void;
  /** In the modal: switch to the sign-in tab. Without it, a link to /login. */
  onSwitchToLogin?: () => void;
  shouldFocusEmail?: boolean;
  /** Where the user was going: the confirmation link brings them back there. */
  returnTo?: string | null;
}

const linkClasses = 'font-semibold text-brand underline-offset-4 hover:underline';

/** Spec §4 register: the form, then "pendingVerification" with resend. */
export function RegisterForm({
  onContinueToSignIn,
  onSwitchToLogin,
  shouldFocusEmail = false,
  returnTo = null,
}: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const registerAccount = useRegisterAccount();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const termsErrorId = useId();
  const pendingHeadingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    defaultValues: { email: '', password: '', confirmPassword: '', acceptTerms: false },
    resolver: zodResolver(registerFormSchema),
  });

  useEffect(() => {
    if (shouldFocusEmail) emailRef.current?.focus();
  }, [shouldFocusEmail]);
  useEffect(() => {
    if (pendingEmail) pendingHeadingRef.current?.focus();
  }, [pendingEmail]);

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await registerAccount.mutateAsync({ email, password, returnTo });
      setPendingEmail(email);
    } catch {
      // Spec §5/§8: any server failure shows the one generic message (and says nothing about the address).
    }
  });

  if (pendingEmail) {
    return (
      <div className="grid gap-4">
        <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
          <MailCheck aria-hidden className="size-6" />
        </span>
        <h2
          ref={pendingHeadingRef}
          tabIndex={-1}
          className="text-xl font-bold tracking-tight focus:outline-none"
        >
          {t('register.pending.title')}
        </h2>
        <p className="text-ink">
          <Trans
            t={t}
            i18nKey="register.pending.text"
            values={{ email: pendingEmail }}
            components={{ strong: <strong /> }}
          />
        </p>
        <p className="text-sm text-muted">{t('register.pending.hint')}</p>
        <ResendVerificationAction email={pendingEmail} />
        <Button size="lg" isFullWidth onClick={() => onContinueToSignIn(pendingEmail)}>
          {t('register.pending.continue')}
        </Button>
      </div>
    );
  }

  const emailField = register('email');
  const fieldError = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <div className="grid gap-5">
      <form noValidate onSubmit={submit} className="grid gap-4">
        {registerAccount.isError && (
          <FormAlert key={registerAccount.submittedAt} variant="danger">
            {t('register.genericError')}
          </FormAlert>
        )}
        <FormField label={t('fields.email')} error={fieldError(errors.email?.message)} isRequired>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            {...emailField}
            ref={(element) => {
              emailField.ref(element);
              emailRef.current = element;
            }}
          />
        </FormField>
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
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field, fieldState }) => (
            <div className="grid gap-1.5">
              <Checkbox
                ref={field.ref}
                label={
                  <Trans
                    t={t}
                    i18nKey="register.acceptTerms"
                    components={{
                      termsLink: (
                        <Link to={paths.terms} target="_blank" rel="noopener" className={linkClasses} />
                      ),
                    }}
                  />
                }
                checked={field.value}
                onBlur={field.onBlur}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldState.error ? termsErrorId : undefined}
              />
              {fieldState.error?.message && (
                <p id={termsErrorId} className="text-sm font-medium text-danger">
                  {t(fieldState.error.message)}
                </p>
              )}
            </div>
          )}
        />
        <p className="text-sm text-muted">
          <Trans
            t={t}
            i18nKey="register.privacyNote"
            components={{ privacyLink: <Link to={paths.privacy} className={linkClasses} /> }}
          />
        </p>
        <Button type="submit" size="lg" isFullWidth isLoading={registerAccount.isPending}>
          {t('register.submit')}
        </Button>
      </form>
      <p className="text-center text-sm text-muted">
        {t('register.haveAccount')}{' '}
        {onSwitchToLogin ? (
          <Button variant="link" onClick={onSwitchToLogin}>
            {t('register.signIn')}
          </Button>
        ) : (
          <Link to={paths.login} className={linkClasses}>
            {t('register.signIn')}
          </Link>
        )}
      </p>
    </div>
  );
}
