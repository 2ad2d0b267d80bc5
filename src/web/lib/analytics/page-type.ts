/** A page's kind for `page_viewed`, from its path: the funnel groups by it, never by ids. */
const prefixes: [prefix: string, pageType: string][] = [
  ['/search', 'search'],
  ['/categories', 'category'],
  ['/listing/', 'listing'],
  ['/sellers/', 'seller'],
  ['/deals', 'deals'],
  ['/watchlist', 'watchlist'],
  ['/checkout', 'checkout'],
  ['/orders', 'orders'],
  ['/chat', 'chat'],
  ['/sell', 'sell'],
  ['/listings/create', 'sell'],
  ['/seller/workspace', 'workspace'],
  ['/settings', 'settings'],
  ['/admin', 'admin'],
  ['/legal', 'legal'],
];

export function pageTypeOf(pathname: string): string {
  if (pathname === '/') return 'home';
  return prefixes.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? 'other';
}
