import type { RoleId } from '@shared/auth/auth.constants';
import { authorizationEndpoints } from '@shared/authorization/authorization.endpoints';
import type { ManagedUser } from '@shared/authorization/authorization.schema';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { withRoleAdded, withRoleRemoved, withUserReplaced } from '../role-assignment';
import { userSearchQueryKeyRoot } from './search-users';

export interface RoleChange {
  userId: string;
  roleId: RoleId;
}

/** Answers the updated user; the lists are refetched afterwards either way. */
export async function assignRole({ userId, roleId }: RoleChange): Promise<ManagedUser> {
  const response = await apiClient.call(authorizationEndpoints.assignRole, {
    params: { id: userId },
    body: { roleId },
  });
  return response.data.user;
}

export async function removeRole({ userId, roleId }: RoleChange): Promise<ManagedUser> {
  const response = await apiClient.call(authorizationEndpoints.removeRole, {
    params: { id: userId, roleId },
  });
  return response.data.user;
}

type UserLists = [readonly unknown[], ManagedUser[] | undefined][];

function updateAllLists(queryClient: QueryClient, update: (users: ManagedUser[]) => ManagedUser[]) {
  queryClient.setQueriesData<ManagedUser[]>({ queryKey: userSearchQueryKeyRoot }, (users) =>
    users ? update(users) : users,
  );
}

/**
 * Assigning and removing are optimistic: every cached search list changes at once, rolls back
 * when the server refuses, and is refetched afterwards so it ends up as the server has it.
 */
function useRoleChange(
  send: (change: RoleChange) => Promise<ManagedUser>,
  apply: (users: readonly ManagedUser[], userId: string, roleId: RoleId) => ManagedUser[],
) {
  const queryClient = useQueryClient();
  return useMutation<ManagedUser, unknown, RoleChange, { snapshot: UserLists }>({
    mutationFn: send,
    onMutate: async ({ userId, roleId }) => {
      await queryClient.cancelQueries({ queryKey: userSearchQueryKeyRoot });
      const snapshot = queryClient.getQueriesData<ManagedUser[]>({ queryKey: userSearchQueryKeyRoot });
      updateAllLists(queryClient, (users) => apply(users, userId, roleId));
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      for (const [key, users] of context?.snapshot ?? []) queryClient.setQueryData(key, users);
    },
    onSuccess: (user) => updateAllLists(queryClient, (users) => withUserReplaced(users, user)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userSearchQueryKeyRoot }),
  });
}

export function useAssignRole() {
  return useRoleChange(assignRole, withRoleAdded);
}

export function useRemoveRole() {
  return useRoleChange(removeRole, withRoleRemoved);
}
