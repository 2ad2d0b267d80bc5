import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import { listingDetailResponseSchema } from '@shared/listings/listing-detail.schema';
import {
  type ListingDraftFieldsInput,
  listingChecksResponseSchema,
  listingDraftResponseSchema,
} from '@shared/listings/listing-editor.schema';
import { searchResponseSchema } from '@shared/search/search.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import { createTestPhoto, publishableFields, publishTestListing } from '../../test/published-listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

/** A word no other listing has, so the searches below find only this file's listings. */
const inventedWord = () =>
  `pk${randomUUID()
    .replace(/[^a-f]/g, '')
    .split('')
    .map((letter) => String.fromCharCode(letter.charCodeAt(0) + 10))
    .join('')
    .slice(0, 8)}`;

/** Issue 15, ADR 042: Festpreis, VB and zu verschenken from the draft to the detail and search. */
describe('price kinds: fixed, negotiable (VB) and free (zu verschenken)', () => {
  let context: TestContext;
  let seller: TestUser;
  const word = inventedWord();
  const slugs: Record<'fixed' | 'negotiable' | 'free', string> = { fixed: '', negotiable: '', free: '' };

  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, { label: 'price-kind-seller', roles: ['seller'] });
    const base = { description: `Solid oak side table ${word}, a few marks on the top, sturdy legs.` };
    slugs.fixed = (
      await publishTestListing(context, seller, {
        ...base,
        title: `Oak side table fixed ${word}`,
        priceKind: 'fixed',
        priceValue: 45,
      })
    ).slug;
    slugs.negotiable = (
      await publishTestListing(context, seller, {
        ...base,
        title: `Oak side table VB ${word}`,
        priceKind: 'negotiable',
        priceValue: 60,
      })
    ).slug;
    // A give-away publishes at 0 whatever was typed before the seller chose it.
    slugs.free = (
      await publishTestListing(context, seller, {
        ...base,
        title: `Oak side table free ${word}`,
        priceKind: 'free',
        priceValue: 35,
      })
    ).slug;
  });
  afterAll(async () => {
    await context.database.db.delete(listings).where(eq(listings.sellerId, seller.id));
    await context.close();
  });

  const detailOf = async (slug: string) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/listings/${slug}` });
    expect(response.statusCode, response.body).toBe(200);
    return listingDetailResponseSchema.parse(response.json()).data.listing;
  };
  const search = async (query: string) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return searchResponseSchema.parse(response.json()).data;
  };
  const draftIssues = async (overrides: Partial<ListingDraftFieldsInput>) => {
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/listing-drafts',
      headers: seller.headers,
      payload: {
        snapshot: {
          formatVersion: 1,
          fields: publishableFields({ mediaIds: [await createTestPhoto(context, seller.id)], ...overrides }),
        },
        clientSessionId: 'tab',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { draft } = listingDraftResponseSchema.parse(created.json()).data;
    const published = await context.app.inject({
      method: 'POST',
      url: `/api/listing-drafts/${draft.id}/publish`,
      headers: seller.headers,
      payload: { baseVersion: draft.version },
    });
    expect(published.statusCode, published.body).toBe(400);
    const error = errorResponseSchema.parse(published.json()).error;
    expect(error.code).toBe('VALIDATION_FAILED');
    return (error.details?.issues ?? []).filter((issue) => issue.path === 'fields.priceValue');
  };

  it('shows each kind on the detail: priceKind, whether offers are taken, and the spec field', async () => {
    expect(await detailOf(slugs.fixed)).toMatchObject({
      price: 45,
      priceKind: 'fixed',
      acceptsOffers: false,
      priceFlexibility: 'fixed',
    });
    expect(await detailOf(slugs.negotiable)).toMatchObject({
      price: 60,
      priceKind: 'negotiable',
      acceptsOffers: true,
      priceFlexibility: 'negotiable',
    });
    expect(await detailOf(slugs.free)).toMatchObject({
      price: 0,
      priceKind: 'free',
      acceptsOffers: false,
      priceFlexibility: 'fixed',
    });
  });

  it('stores a give-away at 0 cents', async () => {
    const [row] = await context.database.db
      .select({ priceCents: listings.priceCents, priceKind: listings.priceKind })
      .from(listings)
      .where(eq(listings.slug, slugs.free));
    expect(row).toEqual({ priceCents: 0, priceKind: 'free' });
  });

  it('publishes a give-away without any price, and never warns about its price', async () => {
    const listing = await publishTestListing(context, seller, {
      title: `Garden chairs to give away ${word}`,
      priceKind: 'free',
      priceValue: null,
    });
    expect((await detailOf(listing.slug)).price).toBe(0);
    const checks = await context.app.inject({
      method: 'POST',
      url: '/api/listing-checks',
      headers: seller.headers,
      payload: { fields: publishableFields({ priceKind: 'free', priceValue: 0.5 }) },
    });
    expect(checks.statusCode, checks.body).toBe(200);
    const { issues } = listingChecksResponseSchema.parse(checks.json()).data;
    expect(issues.filter((issue) => issue.field === 'priceValue')).toEqual([]);
  });

  it('refuses a priced kind without a price above 0 and at most 99999, with the spec messages', async () => {
    for (const priceKind of ['fixed', 'negotiable'] as const) {
      expect(await draftIssues({ priceKind, priceValue: 0 })).toEqual([
        { path: 'fields.priceValue', message: 'Price must be greater than 0.', code: 'price_too_low' },
      ]);
      expect(await draftIssues({ priceKind, priceValue: 100_000 })).toEqual([
        { path: 'fields.priceValue', message: 'Price is too high.', code: 'price_too_high' },
      ]);
      expect(await draftIssues({ priceKind, priceValue: null })).toEqual([
        { path: 'fields.priceValue', message: 'Enter a price.', code: 'price_required' },
      ]);
    }
  });

  it('filters search by kind, alone, several at once and with a maximum price', async () => {
    const kindsOf = (data: Awaited<ReturnType<typeof search>>) =>
      data.listings.map((listing) => listing.priceKind).sort();

    const free = await search(`query=${word}&priceKind=free`);
    expect(free.listings.map((listing) => listing.slug).sort()).toEqual(expect.arrayContaining([slugs.free]));
    expect(new Set(kindsOf(free))).toEqual(new Set(['free']));
    expect(free.listings.every((listing) => listing.price === 0)).toBe(true);
    expect(free.applied.priceKind).toEqual(['free']);

    // 0 is at most any maximum, so a give-away stays in "up to 10 €".
    const freeCheap = await search(`query=${word}&priceKind=free&priceMax=10`);
    expect(freeCheap.listings.map((listing) => listing.slug)).toContain(slugs.free);

    const negotiable = await search(`query=${word}&priceKind=negotiable`);
    expect(negotiable.listings.map((listing) => listing.slug)).toEqual([slugs.negotiable]);

    const priced = await search(`query=${word}&priceKind=negotiable,fixed`);
    expect(kindsOf(priced)).toEqual(['fixed', 'negotiable']);
    expect(priced.applied.priceKind).toEqual(['fixed', 'negotiable']);

    const all = await search(`query=${word}`);
    expect(new Set(kindsOf(all))).toEqual(new Set(['fixed', 'free', 'negotiable']));
  });

  it('ignores an unknown kind with a note instead of failing the search', async () => {
    const data = await search(`query=${word}&priceKind=cheap`);
    expect(data.notes).toEqual(
      expect.arrayContaining([expect.objectContaining({ param: 'priceKind', code: 'invalid_value' })]),
    );
    expect(data.applied.priceKind).toBeUndefined();
  });

  it('keeps the kind in a saved search', async () => {
    const saved = await context.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: seller.headers,
      payload: { params: { query: word, priceKind: 'free' } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const body = saved.json() as { data: { savedSearch: { params: Record<string, string> } } };
    expect(body.data.savedSearch.params).toEqual({ priceKind: 'free', query: word });
  });
});
