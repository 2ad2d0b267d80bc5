import { ListingsOverview } from '../listings-overview/listings-overview';

/** The seller's listings (issue 19): the same overview as /listings, inside the workspace. */
export function ListingsSection() {
  return <ListingsOverview />;
}
