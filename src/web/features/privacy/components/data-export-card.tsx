/** Settings card: download a copy of my data. Placeholder from the issue 18 foundation; its owner replaces it. */
export function DataExportCard() {
  return null;
}
