import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { storageKeys } from '../../../lib/storage-keys';
import { useAuthProviders } from '../api/get-auth-providers';
import { startGoogleSignIn } from '../api/start-google-sign-in';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

/** "Continue with Google", shown only when the server has Google sign-in configured. */
export function GoogleSignInButton({
  redirectTo,
  getRememberMe,
}: {
  redirectTo: string | undefined;
  getRememberMe: () => boolean;
}) {
  const { t } = useTranslation('auth');
  const providers = useAuthProviders();
  const [isStarting, setIsStarting] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  if (!providers.data?.google) return null;

  const start = async () => {
    setIsStarting(true);
    setHasFailed(false);
    try {
      // The page is left for Google; the choice must survive until the browser comes back to /login.
      sessionStorage.setItem(storageKeys.oauthRememberMe, String(getRememberMe()));
      window.location.assign(await startGoogleSignIn(redirectTo));
    } catch {
      setHasFailed(true);
      setIsStarting(false);
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('login.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <Button
        variant="outline"
        size="lg"
        isFullWidth
        isLoading={isStarting}
        leadingIcon={<GoogleMark />}
        onClick={start}
      >
        {t('login.google')}
      </Button>
      {hasFailed && (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('login.googleFailed')}
        </p>
      )}
    </div>
  );
}
