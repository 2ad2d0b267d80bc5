import { listingDetailResponseSchema } from '@shared/listings/listing-detail.schema';
import {
  decideCaseResponseSchema,
  reportReceiptResponseSchema,
  statementResponseSchema,
} from '@shared/moderation/moderation.schema';
import {
  listingStatusPanelResponseSchema,
  sellerListingsResponseSchema,
} from '@shared/seller-listings/seller-listings.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import { createTestListings } from '../../test/listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

/**
 * Issue 18: the owner of a listing that moderation restricted or removed reaches the statement of
 * reasons from the listing itself (its page and the seller's listings), and nobody else sees the
 * decision. On both engines.
 */
describe("a moderated listing in its owner's views", () => {
  let context: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  let moderator: TestUser;

  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, { label: 'owner-view-seller', roles: ['seller'] });
    buyer = await createTestUser(context, { label: 'owner-view-buyer', roles: ['buyer'] });
    moderator = await createTestUser(context, { label: 'owner-view-mod', roles: ['moderator'] });
  });
  afterAll(async () => {
    await context.close();
  });

  const get = (user: TestUser | null, url: string) =>
    context.app.inject({ method: 'GET', url: `/api${url}`, headers: user?.headers ?? {} });
  const slugOf = async (listingId: string) => {
    const [row] = await context.database.db
      .select({ slug: listings.slug })
      .from(listings)
      .where(eq(listings.id, listingId));
    if (!row) throw new Error('no listing');
    return row.slug;
  };
  /** A buyer reports the listing and a moderator restricts or removes it; the decision's id. */
  const moderate = async (listingId: string, action: 'restrict' | 'remove') => {
    const reported = await context.app.inject({
      method: 'POST',
      url: '/api/moderation/reports',
      headers: buyer.headers,
      payload: {
        subjectKind: 'listing',
        subjectId: listingId,
        reason: 'counterfeit',
        explanation: 'The "original" sneakers have a misspelled logo on the box.',
        goodFaith: true,
      },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const { caseId } = reportReceiptResponseSchema.parse(reported.json()).data.report;
    const decided = await context.app.inject({
      method: 'POST',
      url: `/api/moderation/cases/${caseId}/decisions`,
      headers: moderator.headers,
      payload: { action, rule: 'counterfeits', facts: 'The photos show a misspelled brand logo.' },
    });
    expect(decided.statusCode, decided.body).toBe(201);
    return decideCaseResponseSchema.parse(decided.json()).data.decision.id;
  };
  const detailOf = async (user: TestUser | null, slug: string) => {
    const response = await get(user, `/listings/${slug}`);
    expect(response.statusCode, response.body).toBe(200);
    return listingDetailResponseSchema.parse(response.json()).data.listing;
  };
  const ownRows = async () => {
    const response = await get(seller, '/seller/listings?limit=100');
    expect(response.statusCode, response.body).toBe(200);
    return sellerListingsResponseSchema.parse(response.json()).data.listings;
  };

  it("shows a restriction's decision to the owner on the listing page, the overview and the panel; others find no listing", async () => {
    const [listingId = ''] = await createTestListings(context, { sellerId: seller.id, count: 1 });
    const slug = await slugOf(listingId);
    const decisionId = await moderate(listingId, 'restrict');
    const expected = { decisionId, kind: 'restricted', decidedAt: expect.any(String) };

    const ownView = await detailOf(seller, slug);
    expect(ownView.moderation).toEqual(expected);
    // Restricted means no checkout, even for a listing that was available before.
    expect(ownView.externalCheckouts).toEqual([]);
    expect((await get(buyer, `/listings/${slug}`)).statusCode).toBe(404);
    expect((await get(null, `/listings/${slug}`)).statusCode).toBe(404);

    const row = (await ownRows()).find((candidate) => candidate.id === listingId);
    expect(row).toMatchObject({ status: 'NEEDS_ACTION', moderationRestriction: 'restricted' });
    expect(row?.moderation).toEqual(expected);
    const panel = await get(seller, `/seller/listings/${listingId}/panel`);
    expect(panel.statusCode, panel.body).toBe(200);
    expect(listingStatusPanelResponseSchema.parse(panel.json()).data.listing.moderation).toEqual(expected);

    // The link leads to a statement the owner can read.
    const statement = await get(seller, `/moderation/decisions/${decisionId}`);
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statementResponseSchema.parse(statement.json()).data.statement.decisionId).toBe(decisionId);
  });

  it('names a removal as such, and leaves unmoderated listings without one for everybody', async () => {
    const [removedId = '', plainId = ''] = await createTestListings(context, {
      sellerId: seller.id,
      count: 2,
    });
    const decisionId = await moderate(removedId, 'remove');
    expect((await detailOf(seller, await slugOf(removedId))).moderation).toMatchObject({
      decisionId,
      kind: 'removed',
    });

    const plainSlug = await slugOf(plainId);
    for (const viewer of [seller, buyer, null]) {
      expect((await detailOf(viewer, plainSlug)).moderation).toBeNull();
    }
    const rows = await ownRows();
    expect(rows.find((row) => row.id === plainId)?.moderation).toBeNull();
    expect(rows.find((row) => row.id === removedId)?.moderation).toMatchObject({
      decisionId,
      kind: 'removed',
    });
  });
});
