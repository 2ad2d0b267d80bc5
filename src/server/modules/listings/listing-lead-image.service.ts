import type { Db } from '../../db/database';
import { mediaUrl } from '../media/media-url';
import { findLeadImageKeyBySlug } from './listing-lead-image.repository';
import { listRecentListings } from './listings.service';

/**
 * The picture a page shows largest in its first screen, so the HTML shell can ask for it before
 * the app's JavaScript runs (ADR 044). The URLs are the ones the pages render: the listing page's
 * first gallery picture (detail variant), the home page's first card of the fresh-listings feed.
 */
export async function listingPageLeadImage(db: Db, slug: string): Promise<string | null> {
  const storageKey = await findLeadImageKeyBySlug(db, slug);
  return storageKey ? mediaUrl(storageKey, 'detail') : null;
}

export async function homePageLeadImage(db: Db): Promise<string | null> {
  const [first] = await listRecentListings(db, 1);
  return first?.thumbnail?.url ?? null;
}
