import type { QueryClient } from '@tanstack/react-query';
import { IdentityPrompt } from '../../features/identity/components/identity-prompt';
import { listingDetailQuery } from '../../features/listings/api/get-listing-detail';
import { ListingDetailPage } from '../../features/listings/detail/listing-detail-page';
import type { FirstScreenHandle } from '../first-screen';

/** The listing page with the identity verification form of the spec (§2 listing detail). */
export function ListingDetailWithIdentityPage() {
  return <ListingDetailPage identityPrompt={<IdentityPrompt />} />;
}

/** The listing the page's first render shows over the server's first screen (ADR 089). */
export const listingFirstScreenHandle: FirstScreenHandle = {
  prefetchFirstScreen: (queryClient: QueryClient, params) =>
    queryClient.prefetchQuery(listingDetailQuery(params.listingSlug ?? '')),
};
