import { useSyncExternalStore } from 'react';

export type AuthModalMode = 'login' | 'register';

export interface AuthModalOptions {
  mode: AuthModalMode;
  /** Where to go after signing in; without it the user stays where they are. */
  redirectTo?: string;
  /** What opened the modal (e.g. 'header', 'sell', 'protected-route'); shapes the intro text. */
  origin?: string;
  prefillEmail?: string;
}

/** Spec §3 auth modal state. */
export interface AuthModalState {
  isOpen: boolean;
  mode: AuthModalMode;
  origin: string | null;
  redirectTo: string | null;
  prefillEmail: string | null;
  rememberMe: boolean;
  openedAt: number | null;
}

const closedState: AuthModalState = {
  isOpen: false,
  mode: 'login',
  origin: null,
  redirectTo: null,
  prefillEmail: null,
  rememberMe: false,
  openedAt: null,
};

let state = closedState;
const listeners = new Set<() => void>();

function setState(next: AuthModalState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openAuthModal(options: AuthModalOptions): void {
  setState({
    isOpen: true,
    mode: options.mode,
    origin: options.origin ?? null,
    redirectTo: options.redirectTo ?? null,
    prefillEmail: options.prefillEmail ?? null,
    // "Stay signed in" is kept from the last time the modal was used in this visit.
    rememberMe: state.rememberMe,
    openedAt: Date.now(),
  });
}

export function closeAuthModal(): void {
  if (state.isOpen) setState({ ...state, isOpen: false });
}

export function updateAuthModal(
  changes: Partial<Pick<AuthModalState, 'mode' | 'prefillEmail' | 'rememberMe'>>,
) {
  setState({ ...state, ...changes });
}

export function useAuthModalState(): AuthModalState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => closedState,
  );
}
