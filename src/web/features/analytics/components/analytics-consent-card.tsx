/** Settings card: analytics consent, resettable. Placeholder from the issue 18 foundation; its owner replaces it. */
export function AnalyticsConsentCard() {
  return null;
}
