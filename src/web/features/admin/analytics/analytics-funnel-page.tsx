/** /admin/analytics: the buyer journey funnel over 7/30/90 days. Placeholder from the issue 18 foundation; its owner replaces it. */
export function AnalyticsFunnelPage() {
  return null;
}
