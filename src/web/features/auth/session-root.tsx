import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { sessionStore } from '../../lib/session/session-client';
import { AuthModalHost } from './auth-modal/auth-modal-host';
import { IdleTimeoutGuard } from './idle/idle-timeout-guard';

/**
 * The root route's element: every page, plus what belongs to the session everywhere: the sign-in
 * modal and the idle timeout. Ending a session drops every cached query (spec §4), so nothing of the
 * previous user stays on screen.
 */
export function SessionRoot() {
  const queryClient = useQueryClient();
  useEffect(() => sessionStore.onEnded(() => queryClient.clear()), [queryClient]);
  return (
    <>
      <Outlet />
      <AuthModalHost />
      <IdleTimeoutGuard />
    </>
  );
}
