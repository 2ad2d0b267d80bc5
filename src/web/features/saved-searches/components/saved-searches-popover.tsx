/** Placeholder until the saved-searches feature lands (issue 4): the header's saved-search popover. */
export function SavedSearchesPopover() {
  return null;
}
