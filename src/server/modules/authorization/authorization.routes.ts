import type { authorizationEndpoints } from '@shared/authorization/authorization.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import {
  assignRole,
  findManagedUsers,
  listRoles,
  removeRole,
  setRolloutCohort,
} from './authorization.service';

export function authorizationHandlers(deps: AppDependencies): GroupHandlers<typeof authorizationEndpoints> {
  const { db } = deps.database;

  return {
    listRoles: async () => ({ data: { roles: listRoles() } }),
    findUsers: async ({ query }) => ({ data: { users: await findManagedUsers(db, query.q) } }),
    assignRole: async ({ params, body }) => ({
      data: { user: await assignRole(db, params.id, body.roleId) },
    }),
    removeRole: async ({ auth, params }) => ({
      data: {
        user: await removeRole(db, { actorId: auth.userId, userId: params.id, roleId: params.roleId }),
      },
    }),
    setRolloutCohort: async ({ params, body }) => ({
      data: { user: await setRolloutCohort(db, params.id, body.cohort) },
    }),
  };
}
