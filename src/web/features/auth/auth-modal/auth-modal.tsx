import { Dialog } from '../../../components/ui/dialog';
import { type AuthModalState, closeAuthModal } from '../../../lib/session/auth-modal-store';
import { AuthModalBody } from './auth-modal-body';

/** The dialog itself; its content waits for the auth catalogue inside DialogContent's Suspense. */
export function AuthModal({ state }: { state: AuthModalState }) {
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && closeAuthModal()}>
      <AuthModalBody state={state} />
    </Dialog>
  );
}
