/** Spec §9: feeds refresh every 30 seconds. */
export const feedRefreshMs = 30_000;

/**
 * For infinite feeds: refresh every 30 s only while the first page is the only one, so a reader
 * further down never sees the list shift under them.
 */
export const firstPageRefreshMs = (query: { state: { data?: { pages: unknown[] } } }) =>
  (query.state.data?.pages.length ?? 0) <= 1 ? feedRefreshMs : false;
