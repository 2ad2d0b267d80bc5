/** Placeholder page, replaced by its feature's owner in issue 4. */
export function ListingDetailPage() {
  return null;
}
