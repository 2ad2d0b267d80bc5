import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { type AuthLocationState, readAuthLocationState } from '../../../lib/session/auth-location';
import { useSessionSnapshot } from '../../../lib/session/use-session';
import { AuthPageHeader } from '../components/auth-page-header';
import { RegisterForm } from './register-form';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { status } = useSessionSnapshot();
  const { from } = readAuthLocationState(useLocation().state);
  if (status === 'authenticated') return <Navigate to={paths.home} replace />;
  return (
    <>
      <AuthPageHeader
        title={t('register.title')}
        intro={t('register.intro')}
        documentTitle={t('register.documentTitle')}
      />
      <RegisterForm
        returnTo={from ?? null}
        onContinueToSignIn={(email) => {
          const state: AuthLocationState = { email };
          void navigate(paths.login, { state });
        }}
      />
    </>
  );
}
