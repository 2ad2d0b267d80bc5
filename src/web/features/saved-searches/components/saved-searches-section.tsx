import { lazy, Suspense } from 'react';

// Loaded after the first paint: most visitors have no saved searches, and home must stay light.
const SavedSearchesHomeSection = lazy(() =>
  import('./saved-searches-home-section').then((module) => ({ default: module.SavedSearchesHomeSection })),
);

/** Home's "Your saved searches" (spec §2); renders nothing without saved searches. */
export function SavedSearchesSection() {
  return (
    <Suspense fallback={null}>
      <SavedSearchesHomeSection />
    </Suspense>
  );
}
