import { listingDraftsEndpoints } from '../listings/listing-drafts.endpoints';

/**
 * The whole API below `/api`, one group per feature (ADR 033). The server registers a handler for
 * every entry and refuses any other route; the web imports the group files it calls, not this one,
 * so a page's bundle carries only its own schemas.
 */
export const apiContract = {
  listingDrafts: listingDraftsEndpoints,
};

export type ApiContractGroups = typeof apiContract;
