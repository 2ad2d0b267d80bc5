import type { workspaceEndpoints } from '@shared/workspace/workspace.endpoints';
import type { PerformanceRange } from '@shared/workspace/workspace-performance.schema';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { getWorkspaceIntegrations } from './workspace-integrations.service';
import { getPerformanceFigures } from './workspace-performance.service';
import { getWorkspaceTasks } from './workspace-tasks.service';

/** The seller workspace's composed views (issue 19, ADR 074). */
export function workspaceHandlers(deps: AppDependencies): GroupHandlers<typeof workspaceEndpoints> {
  const { db } = deps.database;
  return {
    getWorkspaceTasks: async ({ auth }) => ({ data: await getWorkspaceTasks(deps, auth.userId) }),
    getWorkspacePerformance: async ({ auth, query }) => ({
      data: await getPerformanceFigures(db, auth.userId, query.days as PerformanceRange),
    }),
    getWorkspaceIntegrations: async ({ auth }) => ({
      data: await getWorkspaceIntegrations(deps, auth.userId),
    }),
  };
}
