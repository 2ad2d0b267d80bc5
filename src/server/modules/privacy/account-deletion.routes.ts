import type { accountDeletionEndpoints } from '@shared/privacy/account-deletion.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';

/** Account deletion and the consent records (issue 18, ADR 067). */
export function accountDeletionHandlers(
  _deps: AppDependencies,
): GroupHandlers<typeof accountDeletionEndpoints> {
  return {};
}
