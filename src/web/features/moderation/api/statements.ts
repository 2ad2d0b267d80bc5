import { moderationEndpoints } from '@shared/moderation/moderation.endpoints';
import type { ObjectionRequest } from '@shared/moderation/moderation.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

const statementsKeyRoot = ['moderation', 'statements'] as const;
const statementKey = (decisionId: string) => [...statementsKeyRoot, decisionId] as const;

/**
 * A statement of reasons, for the affected user (or a moderator). With the token of the objection
 * link (ADR 075) it is read without a session, as a suspended user must.
 */
export function useStatement(decisionId: string, token?: string) {
  return useQuery({
    queryKey: [...statementKey(decisionId), token ?? null],
    queryFn: async ({ signal }) => {
      const response = await apiClient.call(moderationEndpoints.getStatement, {
        params: { decisionId },
        query: token ? { token } : {},
        // The link is the authorisation: no bearer token, no refresh of a session that may be gone.
        auth: !token,
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

/** Files the objection; `token` (the objection link) stands in for the session. */
export function useFileObjection(decisionId: string, token?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ObjectionRequest) => {
      const response = await apiClient.call(moderationEndpoints.fileObjection, {
        params: { decisionId },
        body: token ? { ...body, token } : body,
        auth: !token,
      });
      return response.data.objection;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementsKeyRoot }),
  });
}
