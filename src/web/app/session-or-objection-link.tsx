import { Outlet, useSearchParams } from 'react-router';
import { RequireSession } from '../features/auth/guards/require-session';

/**
 * ADR 075: a statement of reasons opens without a session when the objection link of its mail
 * brings a token (a suspended user cannot sign in); without one it needs a session like the other
 * app pages. The server checks the token; this only decides whether to ask for a sign-in.
 */
export function SessionOrObjectionLink() {
  const [searchParams] = useSearchParams();
  return searchParams.get('token') ? <Outlet /> : <RequireSession />;
}
