import { lazy, Suspense } from 'react';

// The list, its store and Radix's popover load after the first paint: the header is on every page.
const SavedSearchesHeaderPopover = lazy(() =>
  import('./saved-searches-header-popover').then((module) => ({
    default: module.SavedSearchesHeaderPopover,
  })),
);

/** The header's saved-search popover (spec §2); hidden below md, where the mobile bar has "Saved". */
export function SavedSearchesPopover() {
  return (
    <Suspense fallback={<span aria-hidden className="hidden size-10 md:block" />}>
      <SavedSearchesHeaderPopover />
    </Suspense>
  );
}
