/** Placeholder until the locations feature lands (issue 4): the header's location picker. */
export function LocationPickerButton(_props: { className?: string }) {
  return null;
}
