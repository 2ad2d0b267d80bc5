import type { featureFlagsEndpoints } from '@shared/feature-flags/feature-flags.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import {
  assignFeatureFlag,
  getFeatureFlagsFor,
  listAssignments,
  removeAssignment,
} from './feature-flags.service';

export function featureFlagsHandlers(deps: AppDependencies): GroupHandlers<typeof featureFlagsEndpoints> {
  const { db } = deps.database;

  return {
    getMyFeatureFlags: async ({ auth }) => ({
      data: { featureFlags: await getFeatureFlagsFor(db, auth.userId) },
    }),
    listAssignments: async () => ({ data: { assignments: await listAssignments(db) } }),
    assignFeatureFlag: async ({ auth, body }) => ({
      data: { assignment: await assignFeatureFlag(db, auth.userId, body) },
    }),
    removeAssignment: async ({ params }) => {
      await removeAssignment(db, params.id);
      return null;
    },
  };
}
