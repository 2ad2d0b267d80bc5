import type { listingStatusEndpoints } from '@shared/listings/listing-status.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { changeListingAvailability } from './listing-availability.service';
import { changeListingStatus } from './listing-status.service';

/** Status changes by the owner, moderators and admins; the transition table decides who may. */
export function listingStatusHandlers(deps: AppDependencies): GroupHandlers<typeof listingStatusEndpoints> {
  const { db } = deps.database;
  return {
    changeListingStatus: async ({ auth, params, body, request }) => {
      const listing = await changeListingStatus(db, auth, params.id, body);
      // Archived here: the eBay offer is withdrawn (issue 19).
      if (listing.status === 'ARCHIVED') {
        await deps
          .onListingChanged({ listingId: params.id, kind: 'archived' })
          .catch((error) => request.log.warn({ err: error }, 'marketplace follow-up not queued'));
      }
      return { data: { listing } };
    },
    changeListingAvailability: async ({ auth, params, body, request }) => {
      const listing = await changeListingAvailability(db, auth, params.id, body);
      // Sold here: the eBay listing ends (issue 19).
      if (listing.availability === 'sold') {
        await deps
          .onListingChanged({ listingId: params.id, kind: 'sold' })
          .catch((error) => request.log.warn({ err: error }, 'marketplace follow-up not queued'));
      }
      return { data: { listing } };
    },
  };
}
