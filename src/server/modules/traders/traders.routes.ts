import type { tradersEndpoints } from '@shared/traders/traders.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';

/** Commercial sellers and their trader information (issue 18, ADR 066). */
export function tradersHandlers(_deps: AppDependencies): GroupHandlers<typeof tradersEndpoints> {
  return {};
}
