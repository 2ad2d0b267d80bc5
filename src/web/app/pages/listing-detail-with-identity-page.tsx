import { IdentityPrompt } from '../../features/identity/components/identity-prompt';
import { ListingDetailPage } from '../../features/listings/detail/listing-detail-page';

/** The listing page with the identity verification form of the spec (§2 listing detail). */
export function ListingDetailWithIdentityPage() {
  return <ListingDetailPage identityPrompt={<IdentityPrompt />} />;
}
