import type { accountDeletionEndpoints } from '@shared/privacy/account-deletion.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { deleteAccount, getDeletionPreflight } from './account-deletion.service';
import { decideCommunicationConsent, getConsents } from './consents.service';

/** Account deletion and the consent records (issue 18, ADR 070). */
export function accountDeletionHandlers(
  deps: AppDependencies,
): GroupHandlers<typeof accountDeletionEndpoints> {
  const { db } = deps.database;
  return {
    getDeletionPreflight: async ({ auth }) => ({ data: await getDeletionPreflight(db, auth.userId) }),
    deleteAccount: async ({ auth, body, language, request }) => ({
      data: await deleteAccount(deps, auth.userId, body, language, request.log),
    }),
    getConsents: async ({ auth }) => ({ data: await getConsents(db, auth.userId) }),
    decideCommunicationConsent: async ({ auth, body, language }) => ({
      data: await decideCommunicationConsent(db, auth.userId, body.decision, language),
    }),
  };
}
