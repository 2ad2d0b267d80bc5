import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { openAuthModal } from '../lib/session/auth-modal-store';
import { useSessionSnapshot } from '../lib/session/use-session';

export interface SellLinkProps extends Omit<ComponentProps<typeof Link>, 'to'> {
  /** Where the link sits (header, hero, cta), kept in the modal state. */
  origin: string;
}

/**
 * Spec §5: a guest pressing Sell gets the sign-in modal and lands on /sell afterwards; signed-in
 * users go straight there. It stays a real link (new tab, no JavaScript) for everyone.
 */
export function SellLink({ origin, onClick, ...props }: SellLinkProps) {
  const { status } = useSessionSnapshot();
  return (
    <Link
      to={paths.sell}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || status !== 'unauthenticated') return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openAuthModal({ mode: 'login', redirectTo: paths.sell, origin: `sell-${origin}` });
      }}
      {...props}
    />
  );
}
