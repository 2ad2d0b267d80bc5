import type { identityEndpoints } from '@shared/identity/identity.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import { type GroupHandlers, withStatus } from '../../core/endpoint-handlers';
import {
  decideIdentityCheck,
  getMyIdentityCheck,
  listIdentityQueue,
  submitIdentityCheck,
} from './identity.service';

/** Identity checks (ADR 059); the queue and decisions require `moderation:review` in the contract. */
export function identityHandlers(deps: AppDependencies): GroupHandlers<typeof identityEndpoints> {
  const { db } = deps.database;
  return {
    getMyIdentityCheck: async ({ auth }) => ({ data: await getMyIdentityCheck(db, auth.userId) }),
    submitIdentityCheck: async ({ auth, body }) =>
      withStatus(201, { data: await submitIdentityCheck(deps, auth.userId, body) }),
    listIdentityChecks: async ({ query, request }) => ({
      data: await listIdentityQueue(deps, query, request.log),
    }),
    approveIdentityCheck: async ({ auth, params }) => ({
      data: { check: await decideIdentityCheck(deps, auth.userId, params.checkId, { status: 'approved' }) },
    }),
    rejectIdentityCheck: async ({ auth, params, body }) => ({
      data: {
        check: await decideIdentityCheck(deps, auth.userId, params.checkId, {
          status: 'rejected',
          reason: body.reason,
        }),
      },
    }),
  };
}
