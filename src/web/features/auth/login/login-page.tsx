import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { landingAfterSignIn, readAuthLocationState } from '../../../lib/session/auth-location';
import { dismissExpiredSessionNotice, hasExpiredSessionNotice } from '../../../lib/session/session-client';
import { useSessionSnapshot } from '../../../lib/session/use-session';
import { AuthPageHeader } from '../components/auth-page-header';
import { resolveIdleConfig } from '../idle/idle-config';
import { type GoogleCallback, useGoogleCallback } from './google-callback';
import { LoginForm } from './login-form';

function googleFailureKey(callback: GoogleCallback): string | null {
  if (callback.status !== 'failed') return null;
  if (callback.reason === 'email_not_verified') return 'login.googleEmailNotVerified';
  if (callback.reason === 'denied') return 'login.googleDenied';
  return 'login.googleFailed';
}

/** Spec §2 /login: the sign-in form with the notices that explain how the user got here. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const locationState = readAuthLocationState(location.state);
  const { status, user } = useSessionSnapshot();
  const google = useGoogleCallback();
  const [hasExpiredNotice] = useState(hasExpiredSessionNotice);

  // Shown once: a later visit to /login should not say it again.
  useEffect(() => {
    if (hasExpiredNotice) dismissExpiredSessionNotice();
  }, [hasExpiredNotice]);

  if (status === 'authenticated' && user) {
    const target = (google.status === 'pending' ? google.redirectTo : null) ?? locationState.from;
    const landing = landingAfterSignIn(user, target);
    return <Navigate to={landing.to} state={landing.state} replace />;
  }

  const googleFailure = googleFailureKey(google);
  const timeoutMinutes = Math.max(1, Math.round(resolveIdleConfig().timeoutMs / 60_000));
  const notice = (
    <>
      {locationState.reason === 'session_timeout' && (
        <Alert variant="info" title={t('login.notices.timeoutTitle')}>
          {t('login.notices.timeout', { count: timeoutMinutes })}
        </Alert>
      )}
      {locationState.reason !== 'session_timeout' &&
        (locationState.reason === 'session_expired' || hasExpiredNotice) && (
          <Alert variant="info" title={t('login.notices.expiredTitle')}>
            {t('login.notices.expired')}
          </Alert>
        )}
      {locationState.notice === 'email_verified' && (
        <Alert variant="success" title={t('login.notices.verifiedTitle')}>
          {t('login.notices.verified')}
        </Alert>
      )}
      {locationState.notice === 'password_reset' && (
        <Alert variant="success" title={t('login.notices.passwordResetTitle')}>
          {t('login.notices.passwordReset')}
        </Alert>
      )}
      {googleFailure && <Alert variant="danger">{t(googleFailure)}</Alert>}
    </>
  );

  return (
    <>
      <AuthPageHeader
        title={t('login.title')}
        intro={t('login.intro')}
        documentTitle={t('login.documentTitle')}
      />
      {google.status === 'pending' ? (
        <p role="status" className="flex items-center gap-3 py-8 text-muted">
          <Spinner size="md" isDecorative />
          {t('login.googleSigningIn')}
        </p>
      ) : (
        <LoginForm
          notice={notice}
          defaultEmail={locationState.email}
          defaultRememberMe={locationState.rememberMe}
          redirectTo={locationState.from}
        />
      )}
    </>
  );
}
