import type { SearchParams } from '@shared/search/search-params';

/** Placeholder until the saved-searches feature lands (issue 4); replaced by its owner. */
export function SaveSearchButton(_props: { params: SearchParams; className?: string }) {
  return null;
}
