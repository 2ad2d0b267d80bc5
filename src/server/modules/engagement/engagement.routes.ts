import type { engagementEndpoints } from '@shared/engagement/engagement.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { handOffEngagement } from './engagement.service';

export function engagementHandlers(deps: AppDependencies): GroupHandlers<typeof engagementEndpoints> {
  const { db } = deps.database;

  return {
    handOffEngagement: async ({ auth, body }) => ({ data: await handOffEngagement(db, auth.userId, body) }),
  };
}
