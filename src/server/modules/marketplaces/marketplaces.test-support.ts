import { listingDraftResponseSchema } from '@shared/listings/listing-editor.schema';
import { startMarketplaceConnectResponseSchema } from '@shared/marketplaces/marketplace.schema';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { listingMarketplaces } from '../../db/schema/marketplaces.schema';
import type { TestContext } from '../../test/test-app';
import type { TestUser } from '../../test/user-factory';
import { assignFeatureFlag } from '../feature-flags/feature-flags.service';

/** What the marketplaces API tests do the same way: the flag, the connect round trip, an edit. */

/** `ebayMarketplaceLaunch` for this user alone (ADR 073: behind the flag). */
export function enableEbayFor(context: TestContext, user: TestUser) {
  return assignFeatureFlag(context.database.db, user.id, {
    key: 'ebayMarketplaceLaunch',
    enabled: true,
    stage: 'pilot',
    userId: user.id,
  });
}

/** The browser's round trip: our connect, the eBay double's consent page, back to our callback. */
export async function connectEbay(context: TestContext, user: TestUser) {
  const started = await context.app.inject({
    method: 'POST',
    url: '/api/marketplaces/ebay/connect',
    headers: user.headers,
    payload: { returnTo: '/seller/workspace?section=integrations' },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { authorizeUrl } = startMarketplaceConnectResponseSchema.parse(started.json()).data;
  const consent = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location') ?? '');
  const callback = await context.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  expect(callback.statusCode).toBe(302);
  return { location: callback.headers.location as string, back };
}

/** The seller edits a published listing as the web does: open its draft, save the change, publish it. */
export async function editPublishedListing(
  context: TestContext,
  user: TestUser,
  listingId: string,
  changes: Record<string, unknown>,
) {
  const clientSessionId = 'marketplaces-test';
  const opened = await context.app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/draft`,
    headers: user.headers,
    payload: { clientSessionId },
  });
  expect([200, 201]).toContain(opened.statusCode);
  const draft = listingDraftResponseSchema.parse(opened.json()).data.draft;
  const saved = await context.app.inject({
    method: 'PUT',
    url: `/api/listing-drafts/${draft.id}`,
    headers: user.headers,
    payload: {
      baseVersion: draft.version,
      snapshot: { ...draft.snapshot, fields: { ...draft.snapshot.fields, ...changes } },
      clientSessionId,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const next = listingDraftResponseSchema.parse(saved.json()).data.draft;
  const published = await context.app.inject({
    method: 'POST',
    url: `/api/listing-drafts/${next.id}/publish`,
    headers: user.headers,
    payload: { baseVersion: next.version },
  });
  expect(published.statusCode, published.body).toBe(200);
}

/** The listing's eBay channel row. */
export async function listingChannelOf(context: TestContext, listingId: string) {
  const [row] = await context.database.db
    .select()
    .from(listingMarketplaces)
    .where(eq(listingMarketplaces.listingId, listingId));
  if (!row) throw new Error(`no marketplace channel for listing ${listingId}`);
  return row;
}
