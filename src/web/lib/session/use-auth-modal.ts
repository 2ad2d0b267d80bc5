import { type AuthModalOptions, closeAuthModal, openAuthModal } from './auth-modal-store';

export type { AuthModalOptions } from './auth-modal-store';

const controls = { open: openAuthModal, close: closeAuthModal };

/** Opens the sign-in / register modal from anywhere (spec §2: guests' modal). Stable functions. */
export function useAuthModal(): { open(options: AuthModalOptions): void; close(): void } {
  return controls;
}
