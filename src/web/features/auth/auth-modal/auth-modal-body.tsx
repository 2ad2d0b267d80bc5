import type { SessionUser } from '@shared/auth/auth.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { DialogContent } from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { landingAfterSignIn, pathOf } from '../../../lib/session/auth-location';
import {
  type AuthModalMode,
  type AuthModalState,
  closeAuthModal,
  updateAuthModal,
} from '../../../lib/session/auth-modal-store';
import { dismissExpiredSessionNotice, hasExpiredSessionNotice } from '../../../lib/session/session-client';
import { LoginForm } from '../login/login-form';
import { RegisterForm } from '../register/register-form';

/** The line under the title says why the modal opened: selling, a protected page, or anything else. */
function introKeyFor(origin: string | null): string {
  if (origin?.startsWith('sell')) return 'modal.intro.sell';
  if (origin === 'protected-route') return 'modal.intro.protected';
  return 'modal.intro.default';
}

/** Sign in or register without leaving the page; afterwards the user lands on `redirectTo`. */
export function AuthModalBody({ state }: { state: AuthModalState }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [hasExpiredNotice] = useState(hasExpiredSessionNotice);
  // The email field takes focus when the modal opens or a button switches the form, but not while
  // someone arrows through the tabs (that would pull focus away from them).
  const [focusedMode, setFocusedMode] = useState<AuthModalMode | null>(state.mode);
  const mode = state.mode;

  const finish = (user: SessionUser) => {
    closeAuthModal();
    dismissExpiredSessionNotice();
    const target = state.redirectTo ?? pathOf(location);
    const landing = landingAfterSignIn(user, target);
    if (landing.to !== pathOf(location)) void navigate(landing.to, { state: landing.state });
  };

  const switchTo = (next: AuthModalMode, prefillEmail?: string) => {
    setFocusedMode(next);
    updateAuthModal({ mode: next, ...(prefillEmail ? { prefillEmail } : {}) });
  };

  return (
    <DialogContent
      title={mode === 'login' ? t('modal.loginTitle') : t('modal.registerTitle')}
      description={t(introKeyFor(state.origin))}
      size="md"
      onOpenAutoFocus={(event) => event.preventDefault()}
    >
      <Tabs
        value={mode}
        onValueChange={(value) => {
          setFocusedMode(null);
          updateAuthModal({ mode: value as AuthModalMode });
        }}
      >
        <TabsList aria-label={t('modal.modeLabel')} className="mb-2 w-full">
          <TabsTrigger value="login" className="flex-1">
            {t('modal.loginTab')}
          </TabsTrigger>
          <TabsTrigger value="register" className="flex-1">
            {t('modal.registerTab')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          <LoginForm
            key={`${state.openedAt}-${state.prefillEmail ?? ''}`}
            shouldFocusEmail={focusedMode === 'login'}
            defaultEmail={state.prefillEmail ?? undefined}
            defaultRememberMe={state.rememberMe}
            redirectTo={state.redirectTo ?? pathOf(location)}
            notice={
              hasExpiredNotice ? (
                <Alert variant="info" title={t('login.notices.expiredTitle')}>
                  {t('login.notices.expired')}
                </Alert>
              ) : undefined
            }
            onRememberMeChange={(rememberMe) => updateAuthModal({ rememberMe })}
            onSignedIn={finish}
            onSwitchToRegister={() => switchTo('register')}
          />
        </TabsContent>
        <TabsContent value="register">
          <RegisterForm
            shouldFocusEmail={focusedMode === 'register'}
            returnTo={state.redirectTo ?? pathOf(location)}
            onContinueToSignIn={(email) => switchTo('login', email)}
            onSwitchToLogin={() => switchTo('login')}
          />
        </TabsContent>
      </Tabs>
    </DialogContent>
  );
}
