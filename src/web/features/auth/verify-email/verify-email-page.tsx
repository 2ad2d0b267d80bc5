import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { type AuthLocationState, landingAfterSignIn, safeAppPath } from '../../../lib/session/auth-location';
import { sessionStore } from '../../../lib/session/session-client';
import { confirmVerification } from '../api/confirm-verification';
import { useResendVerification } from '../api/resend-verification';
import { AuthPageHeader } from '../components/auth-page-header';
import { signInEmailSchema } from '../login/login-form.schema';

/**
 * Spec §4 email verification: submitting → verifying → success or error (with resend). Success signs
 * the user in and goes on to onboarding (ADR 048); /login only when no session came back.
 */
export type VerificationStatus = 'submitting' | 'verifying' | 'success' | 'error';

/** How long the success message stays before the page moves on. */
export const redirectToLoginDelayMs = 2500;

const resendSchema = z.object({ email: signInEmailSchema });

function ResendVerificationForm() {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' }, resolver: zodResolver(resendSchema) });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ email }) => resend.mutate(email))}
      className="mt-6 grid gap-4 border-t border-line pt-6"
      aria-labelledby="resend-title"
    >
      <div className="grid gap-1">
        <h2 id="resend-title" className="text-lg font-semibold">
          {t('verify.resendTitle')}
        </h2>
        <p className="text-sm text-muted">{t('verify.resendIntro')}</p>
      </div>
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
      <Button type="submit" isLoading={resend.isPending} className="justify-self-start">
        {t('verify.resendSubmit')}
      </Button>
      <div role="status">{resend.isSuccess && <Alert variant="success">{t('resend.success')}</Alert>}</div>
      {resend.isError && <Alert variant="danger">{t('resend.failed')}</Alert>}
    </form>
  );
}

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const from = safeAppPath(searchParams.get('from'));
  const [status, setStatus] = useState<VerificationStatus>(token ? 'submitting' : 'error');
  /** Where a signed-in user goes on to (onboarding first); null: sign in at /login. */
  const [landing, setLanding] = useState<ReturnType<typeof landingAfterSignIn> | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    setStatus('verifying');
    confirmVerification(token).then(
      async (session) => {
        if (!isCurrent) return;
        if (session) {
          try {
            const user = await sessionStore.signIn(session, { isRemembered: false });
            if (isCurrent) setLanding(landingAfterSignIn(user, from));
          } catch {
            // The address is confirmed all the same; signing in at /login is the way on.
          }
        }
        if (isCurrent) setStatus('success');
      },
      () => isCurrent && setStatus('error'),
    );
    return () => {
      isCurrent = false;
    };
  }, [token, from]);

  useEffect(() => {
    if (status === 'success' || status === 'error') headingRef.current?.focus();
    if (status !== 'success') return;
    const loginState: AuthLocationState = { notice: 'email_verified', ...(from ? { from } : {}) };
    const timer = setTimeout(
      () =>
        void (landing
          ? navigate(landing.to, { state: landing.state, replace: true })
          : navigate(paths.login, { state: loginState, replace: true })),
      redirectToLoginDelayMs,
    );
    return () => clearTimeout(timer);
  }, [status, navigate, landing, from]);

  return (
    <>
      <AuthPageHeader title={t('verify.title')} documentTitle={t('verify.documentTitle')} />
      {(status === 'submitting' || status === 'verifying') && (
        <p role="status" className="flex items-center gap-3 py-6 text-muted">
          <Spinner size="md" isDecorative />
          {t('verify.verifying')}
        </p>
      )}
      {status === 'success' && (
        <div className="grid gap-4">
          <div role="status" className="flex items-start gap-3">
            <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-success" />
            <div>
              <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
                {t('verify.successTitle')}
              </h2>
              <p className="text-muted">{landing ? t('verify.successSignedIn') : t('verify.success')}</p>
            </div>
          </div>
          {landing ? (
            <Link
              to={landing.to}
              state={landing.state}
              replace
              className={buttonClasses({ size: 'lg', isFullWidth: true })}
            >
              {t('verify.continue')}
            </Link>
          ) : (
            <Link
              to={paths.login}
              state={{ notice: 'email_verified', ...(from ? { from } : {}) } satisfies AuthLocationState}
              className={buttonClasses({ size: 'lg', isFullWidth: true })}
            >
              {t('verify.signInNow')}
            </Link>
          )}
        </div>
      )}
      {status === 'error' && (
        <>
          <Alert variant="danger">
            <h2 ref={headingRef} tabIndex={-1} className="font-semibold focus:outline-none">
              {t('verify.error')}
            </h2>
          </Alert>
          <ResendVerificationForm />
        </>
      )}
    </>
  );
}
