import { lazy, Suspense, useEffect } from 'react';
import { i18next } from '../../../lib/i18n';
import { useAuthModalState } from '../../../lib/session/auth-modal-store';

// The dialog and the forms (Radix dialog, react-hook-form, resolvers) stay out of the first load.
const loadAuthModal = () => import('./auth-modal');
const AuthModal = lazy(() => loadAuthModal().then((module) => ({ default: module.AuthModal })));

/** Spec §2 guests' modal: rendered once at the root of the app, opened through useAuthModal. */
export function AuthModalHost() {
  const state = useAuthModalState();
  // Fetched once the page is idle, so the modal opens at once when a guest asks for it.
  useEffect(() => {
    const prefetch = () => {
      void loadAuthModal();
      void i18next.loadNamespaces('auth');
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prefetch, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 2000);
    return () => clearTimeout(timer);
  }, []);
  if (!state.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal state={state} />
    </Suspense>
  );
}
