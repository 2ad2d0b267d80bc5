import type { listingStatusEndpoints } from '@shared/listings/listing-status.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { changeListingAvailability } from './listing-availability.service';
import { changeListingStatus } from './listing-status.service';

/** Status changes by the owner, moderators and admins; the transition table decides who may. */
export function listingStatusHandlers(deps: AppDependencies): GroupHandlers<typeof listingStatusEndpoints> {
  const { db } = deps.database;
  return {
    changeListingStatus: async ({ auth, params, body }) => ({
      data: { listing: await changeListingStatus(db, auth, params.id, body) },
    }),
    changeListingAvailability: async ({ auth, params, body }) => ({
      data: { listing: await changeListingAvailability(db, auth, params.id, body) },
    }),
  };
}
