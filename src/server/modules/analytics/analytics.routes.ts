import type { analyticsEndpoints } from '@shared/analytics/analytics.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';

/** Analytics consent, events and the admin funnel (spec §7, issue 18, ADR 068). */
export function analyticsHandlers(_deps: AppDependencies): GroupHandlers<typeof analyticsEndpoints> {
  return {};
}
