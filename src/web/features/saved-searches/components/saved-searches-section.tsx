/** Placeholder until the saved-searches feature lands (issue 4): home's "your saved searches". */
export function SavedSearchesSection() {
  return null;
}
