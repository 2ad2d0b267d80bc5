import { moderationEndpoints } from '@shared/moderation/moderation.endpoints';
import type { ObjectionRequest } from '@shared/moderation/moderation.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

const statementsKeyRoot = ['moderation', 'statements'] as const;
const statementKey = (decisionId: string) => [...statementsKeyRoot, decisionId] as const;

/** A statement of reasons, for the affected user (or a moderator). */
export function useStatement(decisionId: string) {
  return useQuery({
    queryKey: statementKey(decisionId),
    queryFn: async ({ signal }) => {
      const response = await apiClient.call(moderationEndpoints.getStatement, {
        params: { decisionId },
        signal,
      });
      return response.data.statement;
    },
  });
}

/** The signed-in user's statements of reasons, newest first. */
export function useMyDecisions() {
  return useQuery({
    queryKey: [...statementsKeyRoot, 'mine'],
    queryFn: async ({ signal }) => {
      const response = await apiClient.call(moderationEndpoints.listMyDecisions, { signal });
      return response.data.statements;
    },
  });
}

export function useFileObjection(decisionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ObjectionRequest) => {
      const response = await apiClient.call(moderationEndpoints.fileObjection, {
        params: { decisionId },
        body,
      });
      return response.data.objection;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementsKeyRoot }),
  });
}
