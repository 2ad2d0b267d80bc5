import type { tourEndpoints } from '@shared/tour/tour.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { getTour, updateTour } from './tour.service';

/** The power-user tour state (spec §3, §4, issue 18, ADR 071). */
export function tourHandlers(deps: AppDependencies): GroupHandlers<typeof tourEndpoints> {
  const { db } = deps.database;
  return {
    getTour: async ({ auth }) => ({ data: await getTour(db, auth.userId) }),
    updateTour: async ({ auth, body }) => ({ data: await updateTour(db, auth.userId, body.action) }),
  };
}
