import type { supportEndpoints } from '@shared/support/support.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';

/** Feedback tickets (spec §7 POST /support/feedback, issue 18, ADR 069). */
export function supportHandlers(_deps: AppDependencies): GroupHandlers<typeof supportEndpoints> {
  return {};
}
