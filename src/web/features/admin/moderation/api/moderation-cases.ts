import { moderationEndpoints } from '@shared/moderation/moderation.endpoints';
import type {
  AddNoteRequest,
  CaseQueueQuery,
  DecideCaseRequestInput,
  DecideObjectionRequest,
  ModerationCaseDetail,
} from '@shared/moderation/moderation.schema';
import type { ObjectionStatus } from '@shared/moderation/moderation-constants';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';

/** Every moderation query starts with this key, so a decision refreshes queue, case and objections. */
export const moderationQueryKeyRoot = ['admin', 'moderation'] as const;
const caseKey = (caseId: string) => [...moderationQueryKeyRoot, 'case', caseId] as const;

export type CaseQueueFilters = Omit<CaseQueueQuery, 'cursor'>;

/** The queue, oldest first, a page at a time ("Show more" follows the server's cursor). */
export function useCaseQueue(filters: CaseQueueFilters) {
  return useInfiniteQuery({
    queryKey: [...moderationQueryKeyRoot, 'queue', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const response = await apiClient.call(moderationEndpoints.listCases, {
        query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      });
      return response.data;
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useModerationCase(caseId: string) {
  return useQuery({
    queryKey: caseKey(caseId),
    queryFn: async ({ signal }) => {
      const response = await apiClient.call(moderationEndpoints.getCase, { params: { caseId }, signal });
      return response.data.case;
    },
  });
}

/** Puts the case the server answered in place and marks the lists stale. */
function useCaseUpdated() {
  const queryClient = useQueryClient();
  return (updated: ModerationCaseDetail) => {
    queryClient.setQueryData(caseKey(updated.id), updated);
    void queryClient.invalidateQueries({ queryKey: moderationQueryKeyRoot, refetchType: 'none' });
  };
}

export function useAssignCase(caseId: string) {
  const caseUpdated = useCaseUpdated();
  return useMutation({
    mutationFn: async (moderatorId: string | null) => {
      const response = await apiClient.call(moderationEndpoints.assignCase, {
        params: { caseId },
        body: { moderatorId },
      });
      return response.data.case;
    },
    onSuccess: caseUpdated,
  });
}

export function useAddCaseNote(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddNoteRequest) => {
      const response = await apiClient.call(moderationEndpoints.addCaseNote, { params: { caseId }, body });
      return response.data.note;
    },
    onSuccess: (note) =>
      queryClient.setQueryData<ModerationCaseDetail>(caseKey(caseId), (current) =>
        current ? { ...current, notes: [...current.notes, note] } : current,
      ),
  });
}

export function useDecideCase(caseId: string) {
  const caseUpdated = useCaseUpdated();
  return useMutation({
    mutationFn: async (body: DecideCaseRequestInput) => {
      const response = await apiClient.call(moderationEndpoints.decideCase, { params: { caseId }, body });
      return response.data;
    },
    onSuccess: (data) => caseUpdated(data.case),
  });
}

export type ObjectionFilter = ObjectionStatus | 'all';

export function useObjections(status: ObjectionFilter) {
  return useQuery({
    queryKey: [...moderationQueryKeyRoot, 'objections', status],
    queryFn: async ({ signal }) => {
      const response = await apiClient.call(moderationEndpoints.listObjections, {
        query: { status },
        signal,
      });
      return response.data.objections;
    },
    placeholderData: keepPreviousData,
  });
}

export function useDecideObjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ objectionId, ...body }: DecideObjectionRequest & { objectionId: string }) => {
      const response = await apiClient.call(moderationEndpoints.decideObjection, {
        params: { objectionId },
        body,
      });
      return response.data.objection;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationQueryKeyRoot }),
  });
}
