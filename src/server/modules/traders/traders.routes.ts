import type { tradersEndpoints } from '@shared/traders/traders.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { getMyTraderProfile, updateMyTraderProfile } from './traders.service';

/** Commercial sellers and their trader information (issue 18, ADR 066). */
export function tradersHandlers(deps: AppDependencies): GroupHandlers<typeof tradersEndpoints> {
  const { db } = deps.database;
  return {
    getMyTraderProfile: async ({ auth }) => ({ data: await getMyTraderProfile(db, auth.userId) }),
    updateMyTraderProfile: async ({ auth, body }) => ({
      data: await updateMyTraderProfile(db, auth.userId, body),
    }),
  };
}
