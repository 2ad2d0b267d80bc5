import type { RoleId } from '@shared/auth/auth.constants';
import { type ManagedUser, userResponseSchema } from '@shared/authorization/authorization.schema';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { withRoleAdded, withRoleRemoved, withUserReplaced } from '../role-assignment';
import { userSearchQueryKeyRoot } from './search-users';

export interface RoleChange {
  userId: string;
  roleId: RoleId;
}

/** The updated user when the server sends it back; the list is refetched either way. */
function updatedUser(body: unknown): ManagedUser | null {
  const parsed = userResponseSchema.safeParse(body);
  return parsed.success ? parsed.data.data.user : null;
}

export async function assignRole({ userId, roleId }: RoleChange): Promise<ManagedUser | null> {
  const path = `/authorization/users/${encodeURIComponent(userId)}/roles`;
  return updatedUser(await apiClient.post(path, { roleId }));
}

export async function removeRole({ userId, roleId }: RoleChange): Promise<ManagedUser | null> {
  const path = `/authorization/users/${encodeURIComponent(userId)}/roles/${encodeURIComponent(roleId)}`;
  return updatedUser(await apiClient.delete(path));
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
  send: (change: RoleChange) => Promise<ManagedUser | null>,
  apply: (users: readonly ManagedUser[], userId: string, roleId: RoleId) => ManagedUser[],
) {
  const queryClient = useQueryClient();
  return useMutation<ManagedUser | null, unknown, RoleChange, { snapshot: UserLists }>({
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
    onSuccess: (user) => {
      if (user) updateAllLists(queryClient, (users) => withUserReplaced(users, user));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userSearchQueryKeyRoot }),
  });
}

export function useAssignRole() {
  return useRoleChange(assignRole, withRoleAdded);
}

export function useRemoveRole() {
  return useRoleChange(removeRole, withRoleRemoved);
}
