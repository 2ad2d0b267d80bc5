import { workspaceEndpoints } from '@shared/workspace/workspace.endpoints';
import type { WorkspaceIntegrations } from '@shared/workspace/workspace-integrations.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** GET /api/workspace/integrations: fulfilment and security facts of the checklist. */
export async function getWorkspaceIntegrations(signal?: AbortSignal): Promise<WorkspaceIntegrations> {
  const response = await apiClient.call(workspaceEndpoints.getWorkspaceIntegrations, { signal });
  return response.data;
}

export function useWorkspaceIntegrations() {
  return useQuery({
    queryKey: ['workspace', 'integrations'],
    queryFn: ({ signal }) => getWorkspaceIntegrations(signal),
  });
}
