import type { Db } from '../../db/database';
import { listRecentListings } from './listings.service';

/**
 * The picture the home page shows largest in its first screen, so the HTML shell can ask for it
 * before the app's JavaScript runs (ADR 044): the first card of the fresh-listings feed. The
 * listing page's comes with its head (listing-page-head.service.ts, ADR 080).
 */
export async function homePageLeadImage(db: Db): Promise<string | null> {
  const [first] = await listRecentListings(db, 1);
  return first?.thumbnail?.url ?? null;
}
