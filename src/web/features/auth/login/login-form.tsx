import { zodResolver } from '@hookform/resolvers/zod';
import type { SessionUser } from '@shared/auth/auth.schema';
import { type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client/api-error';
import { paths } from '../../../lib/paths';
import { sessionStore } from '../../../lib/session/session-client';
import { signIn } from '../api/sign-in';
import { FormAlert } from '../components/form-alert';
import { PasswordInput } from '../components/password-input';
import { GoogleSignInButton } from './google-sign-in-button';
import { type LoginFormValues, loginFormSchemas } from './login-form.schema';
import { initialLoginState, type LoginMessage, loginReducer } from './login-state';
import { ResendVerificationAction } from './resend-verification-action';

export interface LoginFormProps {
  defaultEmail?: string;
  defaultRememberMe?: boolean;
  /** Notices shown above the fields (session expired, signed out after inactivity, email verified). */
  notice?: ReactNode;
  /** Where Google should bring the user back to after signing in. */
  redirectTo?: string;
  onSignedIn?: (user: SessionUser) => void;
  onRememberMeChange?: (rememberMe: boolean) => void;
  /** In the modal: switch to the register tab. Without it, a link to /register. */
  onSwitchToRegister?: () => void;
  /** Move focus to the email field on mount (the modal; pages start at their heading). */
  shouldFocusEmail?: boolean;
}

/** The code-field errors belong to the code field; everything else is a form-level alert. */
const codeFieldErrors = new Set(['INVALID_OTP', 'INVALID_RECOVERY_CODE']);

function isCodeFieldError(message: LoginMessage | null): boolean {
  return message?.kind === 'code' && codeFieldErrors.has(message.code);
}

/**
 * Spec §2/§4/§5/§8 sign-in: email, password and "Stay signed in"; a second step asks for an
 * authenticator code or a recovery code. Used by /login and by the modal.
 */
export function LoginForm({
  defaultEmail,
  defaultRememberMe = false,
  notice,
  redirectTo,
  onSignedIn,
  onRememberMeChange,
  onSwitchToRegister,
  shouldFocusEmail = false,
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  const [attempt, setAttempt] = useState(0);
  const modeRef = useRef(state.mode);
  modeRef.current = state.mode;
  const emailRef = useRef<HTMLInputElement | null>(null);
  const codeRef = useRef<HTMLInputElement | null>(null);

  const resolver: Resolver<LoginFormValues> = (values, context, options) =>
    (zodResolver(loginFormSchemas[modeRef.current]) as unknown as Resolver<LoginFormValues>)(
      values,
      context,
      options,
    );
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    clearErrors,
    formState: { errors },
  } = useForm<LoginFormValues>({
    defaultValues: {
      email: defaultEmail ?? '',
      password: '',
      rememberMe: defaultRememberMe,
      otp: '',
      recoveryCode: '',
    },
    resolver,
  });

  useEffect(() => {
    if (shouldFocusEmail) emailRef.current?.focus();
  }, [shouldFocusEmail]);

  // The second step starts at its code field; a wrong code is selected for retyping.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs this after each failed try
  useEffect(() => {
    if (state.mode === 'credentials') return;
    codeRef.current?.focus();
    codeRef.current?.select();
  }, [state.mode, attempt]);

  const resetToCredentials = () => {
    if (modeRef.current !== 'credentials') {
      setValue('otp', '');
      setValue('recoveryCode', '');
      clearErrors(['otp', 'recoveryCode']);
    }
    dispatch({ type: 'credentialsChanged' });
  };

  const submit = handleSubmit(async (values) => {
    const mode = modeRef.current;
    dispatch({ type: 'submitted' });
    try {
      const pair = await signIn({
        email: values.email,
        password: values.password,
        rememberMe: values.rememberMe,
        ...(mode === 'otp' ? { otp: values.otp } : {}),
        ...(mode === 'recovery' ? { recoveryCode: values.recoveryCode } : {}),
      });
      const user = await sessionStore.signIn(pair, { isRemembered: values.rememberMe });
      dispatch({ type: 'succeeded' });
      onSignedIn?.(user);
    } catch (error) {
      dispatch({
        type: 'failed',
        failure:
          error instanceof ApiError ? { code: error.code, message: error.message, status: error.status } : {},
      });
      setAttempt((count) => count + 1);
    }
  });

  const describeMessage = (message: LoginMessage): string => {
    switch (message.kind) {
      case 'code':
        return tCommon(`errors.${message.code}`);
      case 'text':
        return message.text;
      case 'network':
        return tCommon('errors.network');
      case 'generic':
        return t('login.genericError');
    }
  };
  const fieldError = (key: string | undefined) => (key ? t(key) : undefined);
  const serverCodeError =
    state.error && isCodeFieldError(state.error) ? describeMessage(state.error) : undefined;
  const formError = state.error && !isCodeFieldError(state.error) ? state.error : null;
  const emailField = register('email', { onChange: resetToCredentials });
  const otpField = register('otp');
  const recoveryField = register('recoveryCode');

  return (
    <div className="grid gap-5">
      <form noValidate onSubmit={submit} className="grid gap-4">
        {notice}
        {formError && (
          <FormAlert
            key={attempt}
            variant="danger"
            actions={
              formError.kind === 'code' && formError.code === 'EMAIL_NOT_VERIFIED' ? (
                <ResendVerificationAction email={getValues('email')} />
              ) : undefined
            }
          >
            {describeMessage(formError)}
          </FormAlert>
        )}
        {state.mode === 'credentials' ? (
          <>
            <FormField label={t('fields.email')} error={fieldError(errors.email?.message)} isRequired>
              <Input
                type="email"
                autoComplete="username"
                inputMode="email"
                spellCheck={false}
                {...emailField}
                ref={(element) => {
                  emailField.ref(element);
                  emailRef.current = element;
                }}
              />
            </FormField>
            <FormField label={t('fields.password')} error={fieldError(errors.password?.message)} isRequired>
              <PasswordInput
                autoComplete="current-password"
                {...register('password', { onChange: resetToCredentials })}
              />
            </FormField>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Controller
                control={control}
                name="rememberMe"
                render={({ field }) => (
                  <Checkbox
                    label={t('login.rememberMe')}
                    checked={field.value}
                    onBlur={field.onBlur}
                    onCheckedChange={(checked) => {
                      field.onChange(checked === true);
                      onRememberMeChange?.(checked === true);
                    }}
                  />
                )}
              />
              <Link to={paths.resetPassword} className="text-sm font-semibold text-brand hover:underline">
                {t('login.forgotPassword')}
              </Link>
            </div>
            <Button type="submit" size="lg" isFullWidth isLoading={state.isSubmitting}>
              {t('login.submit')}
            </Button>
          </>
        ) : (
          <fieldset className="grid gap-4">
            <legend className="mb-1 text-lg font-semibold text-ink">{t('login.twoFactor.title')}</legend>
            <p className="text-sm text-muted">
              {state.mode === 'otp' ? t('login.twoFactor.otpIntro') : t('login.twoFactor.recoveryIntro')}
            </p>
            {state.mode === 'otp' ? (
              <FormField
                label={t('login.twoFactor.otpLabel')}
                error={fieldError(errors.otp?.message) ?? serverCodeError}
                isRequired
              >
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={10}
                  className="font-mono tracking-[0.3em]"
                  {...otpField}
                  ref={(element) => {
                    otpField.ref(element);
                    codeRef.current = element;
                  }}
                />
              </FormField>
            ) : (
              <FormField
                label={t('login.twoFactor.recoveryLabel')}
                error={fieldError(errors.recoveryCode?.message) ?? serverCodeError}
                isRequired
              >
                <Input
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={32}
                  className="font-mono tracking-wider"
                  {...recoveryField}
                  ref={(element) => {
                    recoveryField.ref(element);
                    codeRef.current = element;
                  }}
                  onChange={(event) => {
                    // Spec §5: recovery codes are upper-cased as they are typed.
                    const input = event.target;
                    const { selectionStart, selectionEnd } = input;
                    input.value = input.value.toUpperCase();
                    input.setSelectionRange(selectionStart, selectionEnd);
                    void recoveryField.onChange(event);
                  }}
                />
              </FormField>
            )}
            <Button type="submit" size="lg" isFullWidth isLoading={state.isSubmitting}>
              {t('login.twoFactor.submit')}
            </Button>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Button
                variant="link"
                onClick={() => {
                  clearErrors(['otp', 'recoveryCode']);
                  dispatch({ type: 'modeSwitched', mode: state.mode === 'otp' ? 'recovery' : 'otp' });
                }}
              >
                {state.mode === 'otp' ? t('login.twoFactor.useRecovery') : t('login.twoFactor.useOtp')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  resetToCredentials();
                  requestAnimationFrame(() => emailRef.current?.focus());
                }}
              >
                {t('login.twoFactor.back')}
              </Button>
            </div>
          </fieldset>
        )}
      </form>
      {state.mode === 'credentials' && (
        <GoogleSignInButton redirectTo={redirectTo} getRememberMe={() => getValues('rememberMe')} />
      )}
      <p className="text-center text-sm text-muted">
        {t('login.noAccount')}{' '}
        {onSwitchToRegister ? (
          <Button variant="link" onClick={onSwitchToRegister}>
            {t('login.register')}
          </Button>
        ) : (
          <Link to={paths.register} className="font-semibold text-brand hover:underline">
            {t('login.register')}
          </Link>
        )}
      </p>
    </div>
  );
}
