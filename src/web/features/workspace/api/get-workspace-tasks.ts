import { workspaceEndpoints } from '@shared/workspace/workspace.endpoints';
import type { WorkspaceTasks } from '@shared/workspace/workspace-tasks.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** GET /api/workspace/tasks: what waits for the signed-in seller (ADR 074). */
export async function getWorkspaceTasks(signal?: AbortSignal): Promise<WorkspaceTasks> {
  const response = await apiClient.call(workspaceEndpoints.getWorkspaceTasks, { signal });
  return response.data;
}

/** The side navigation's badge and the Tasks section share this one query; refetched every 30 s (spec §9). */
export function useWorkspaceTasks(options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['workspace', 'tasks'],
    queryFn: ({ signal }) => getWorkspaceTasks(signal),
    enabled: options.isEnabled ?? true,
    staleTime: 30_000,
    refetchInterval: 30_000,
  });
}
