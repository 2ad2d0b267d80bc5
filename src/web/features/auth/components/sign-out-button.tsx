import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session/use-session';

/** For pages without the account menu (onboarding): a way out for whoever is signed in. */
export function SignOutButton() {
  const { t } = useTranslation('auth');
  const { status, signOut } = useSession();
  const [isSigningOut, setIsSigningOut] = useState(false);
  if (status !== 'authenticated') return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      leadingIcon={<LogOut />}
      isLoading={isSigningOut}
      onClick={() => {
        setIsSigningOut(true);
        void signOut();
      }}
    >
      {t('signOut')}
    </Button>
  );
}
