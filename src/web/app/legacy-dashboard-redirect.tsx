import { Navigate, useParams } from 'react-router';
import { paths } from '../lib/paths';

/** Spec §2: old /dashboard links keep working by pointing at their new homes. */
export function legacyDashboardTarget(rest: string): string {
  const section = rest.split('/').filter(Boolean)[0] ?? '';
  if (section === 'chat' || section === 'messages') return paths.workspaceSection('tasks');
  if (section === 'settings') return paths.settings;
  if (section === 'checkout' || section === 'cart') return paths.workspaceSection('listings', 'cart');
  return paths.workspace;
}

export function LegacyDashboardRedirect() {
  const params = useParams();
  return <Navigate to={legacyDashboardTarget(params['*'] ?? '')} replace />;
}
