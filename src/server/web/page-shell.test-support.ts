import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { listings } from '../db/schema/listings.schema';
import { createTestListings, deleteTestListings } from '../test/listing-factory';
import { createTestApp, type TestContext } from '../test/test-app';
import { createTestUser } from '../test/user-factory';

/**
 * An app serving a web root made of `indexHtml` (and the entry script it names), for tests of the
 * HTML shell the server sends (page heads, ADR 080; first screens, ADR 089). `close` removes the
 * listings it created and the web root.
 */
export async function createPageShellTestApp(indexHtml: string) {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'kleinkram-page-shell-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
  writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1);');
  const context: TestContext = await createTestApp({ webRoot });
  const listingIds: string[] = [];

  const page = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  /** One published listing of a new seller, with `values` set on it. */
  async function createListing(values: Partial<typeof listings.$inferInsert> = {}) {
    const seller = await createTestUser(context);
    const [listingId] = await createTestListings(context, { sellerId: seller.id, count: 1 });
    if (!listingId) throw new Error('no test listing');
    listingIds.push(listingId);
    const [row] = await context.database.db
      .update(listings)
      .set(values)
      .where(eq(listings.id, listingId))
      .returning({ id: listings.id, slug: listings.slug });
    if (!row) throw new Error('no test listing');
    return { ...row, sellerName: seller.displayName };
  }

  async function close() {
    await deleteTestListings(context, listingIds);
    await context.close();
    rmSync(webRoot, { recursive: true, force: true });
  }

  return { context, page, createListing, close };
}
