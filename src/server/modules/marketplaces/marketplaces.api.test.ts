import { listingDetailResponseSchema } from '@shared/listings/listing-detail.schema';
import {
  marketplaceConnectionResponseSchema,
  publishListingsResponseSchema,
} from '@shared/marketplaces/marketplace.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import {
  marketplaceAccounts,
  marketplaceCategoryCache,
  marketplaceEvents,
  publishJobs,
} from '../../db/schema/marketplaces.schema';
import { notifications } from '../../db/schema/search.schema';
import { type EbayDouble, startEbayDouble } from '../../test/ebay-double';
import { publishTestListing } from '../../test/published-listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { assignFeatureFlag } from '../feature-flags/feature-flags.service';
import { pollEbayOrders } from './marketplace-orders-poll.service';
import { runPublishJob } from './marketplace-publish-job.service';
import { marketplaceContextOf } from './marketplaces.routes';
import { sweepMarketplaces } from './marketplaces.service';
import {
  connectEbay,
  editPublishedListing,
  enableEbayFor,
  listingChannelOf,
} from './marketplaces.test-support';

const ebayKeys = {
  clientId: 'Kleinkra-test-SBX-1234',
  clientSecret: 'SBX-secret-5678',
  ruName: 'Kleinkram-Test-RuName',
};

/** Issue 19 (ADR 073): connecting eBay and every publish job state, against the eBay double. */
describe('publishing to eBay', () => {
  let context: TestContext;
  let unconfigured: TestContext;
  let double: EbayDouble;
  let seller: TestUser;
  let stranger: TestUser;

  const enableFlag = (user: TestUser) => enableEbayFor(context, user);
  const connection = async (user: TestUser, app = context) => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/api/marketplaces/ebay/connection',
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return marketplaceConnectionResponseSchema.parse(response.json()).data;
  };
  const connect = (user: TestUser) => connectEbay(context, user);
  const publish = async (user: TestUser, listingIds: string[], app = context) => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/marketplaces/ebay/publish',
      headers: user.headers,
      payload: { listingIds },
    });
    expect(response.statusCode, response.body).toBe(200);
    return publishListingsResponseSchema.parse(response.json()).data;
  };
  const runJob = (jobId: string) => runPublishJob(marketplaceContextOf(context.app.deps), jobId);
  const jobOf = async (jobId: string) => {
    const [row] = await context.database.db.select().from(publishJobs).where(eq(publishJobs.id, jobId));
    return row!;
  };
  const channelOf = (listingId: string) => listingChannelOf(context, listingId);
  const eventsOf = (jobId: string) =>
    context.database.db.select().from(marketplaceEvents).where(eq(marketplaceEvents.jobId, jobId));
  const queueOne = async (listingId: string) => {
    const answer = await publish(seller, [listingId]);
    expect(answer.results[0]?.outcome, JSON.stringify(answer)).toBe('queued');
    return answer.results[0]!.jobId!;
  };
  const editListing = (listingId: string, changes: Record<string, unknown>) =>
    editPublishedListing(context, seller, listingId, changes);

  beforeAll(async () => {
    double = await startEbayDouble({
      ...ebayKeys,
      acceptUrl: 'http://localhost:3000/api/marketplaces/ebay/callback',
      slowMs: 800,
    });
    context = await createTestApp({
      env: {
        EBAY_CLIENT_ID: ebayKeys.clientId,
        EBAY_CLIENT_SECRET: ebayKeys.clientSecret,
        EBAY_RU_NAME: ebayKeys.ruName,
        EBAY_API_BASE: double.url,
        EBAY_AUTH_BASE: double.url,
        EBAY_TIMEOUT_MS: '300',
        EBAY_RETRY_BASE_MS: '0',
      },
    });
    unconfigured = await createTestApp();
    seller = await createTestUser(context, { label: 'ebay-seller', roles: ['seller'] });
    stranger = await createTestUser(context, { label: 'ebay-stranger', roles: ['seller'] });
    await enableFlag(seller);
    await enableFlag(stranger);
    const { location } = await connect(seller);
    expect(location).toBe('/seller/workspace?section=integrations&ebay=connected');
  });
  afterAll(async () => {
    await context?.close();
    await unconfigured?.close();
    await double?.close();
  });

  it('needs a session for everything but the callback', async () => {
    for (const [method, url] of [
      ['GET', '/api/marketplaces/ebay/connection'],
      ['POST', '/api/marketplaces/ebay/connect'],
      ['POST', '/api/marketplaces/ebay/publish'],
      ['DELETE', '/api/marketplaces/ebay/connection'],
    ] as const) {
      const response = await context.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('without EBAY_* nothing offers to publish: not configured, connect 501, every listing refused', async () => {
    const user = await createTestUser(unconfigured, { label: 'ebay-unset', roles: ['seller'] });
    const listing = await publishTestListing(unconfigured, user);
    expect(await connection(user, unconfigured)).toMatchObject({
      configured: false,
      status: 'not_connected',
    });
    const started = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/marketplaces/ebay/connect',
      headers: user.headers,
      payload: {},
    });
    expect(started.statusCode).toBe(501);
    const answer = await publish(user, [listing.id], unconfigured);
    expect(answer).toMatchObject({ queued: 0, refused: 1 });
    expect(answer.results[0]?.error?.code).toBe('MARKETPLACE_NOT_CONFIGURED');
  });

  it('is locked until the ebayMarketplaceLaunch flag reaches the seller (user or rollout cohort)', async () => {
    const locked = await createTestUser(context, {
      label: 'ebay-locked',
      roles: ['seller'],
      rolloutCohort: 'ebay-pilot',
    });
    const listing = await publishTestListing(context, locked);
    expect(await connection(locked)).toMatchObject({ configured: true, available: false });
    const started = await context.app.inject({
      method: 'POST',
      url: '/api/marketplaces/ebay/connect',
      headers: locked.headers,
      payload: {},
    });
    expect(started.statusCode).toBe(403);
    expect((await publish(locked, [listing.id])).results[0]?.error?.code).toBe('MARKETPLACE_NOT_AVAILABLE');
    // The cohort's assignment opens it, as spec §6 gates publishing by rollout cohort.
    await assignFeatureFlag(context.database.db, locked.id, {
      key: 'ebayMarketplaceLaunch',
      enabled: true,
      stage: 'beta',
      cohort: 'ebay-pilot',
    });
    expect(await connection(locked)).toMatchObject({ available: true, status: 'not_connected' });
    expect((await publish(locked, [listing.id])).results[0]?.error?.code).toBe('MARKETPLACE_NOT_CONNECTED');
  });

  it('connects through the consent page, stores the tokens encrypted, and refuses a foreign or replayed state', async () => {
    expect(await connection(seller)).toMatchObject({
      configured: true,
      available: true,
      status: 'connected',
      environment: 'sandbox',
      missingSetup: [],
    });
    expect((await connection(seller)).externalUserName).toMatch(/^kk_testuser_/);
    const [account] = await context.database.db
      .select()
      .from(marketplaceAccounts)
      .where(eq(marketplaceAccounts.userId, seller.id));
    expect(account?.accessTokenEncrypted).toMatch(/^v1\./);
    expect(account?.accessTokenEncrypted).not.toContain('v^1.1');

    const forged = await context.app.inject({
      method: 'GET',
      url: '/api/marketplaces/ebay/callback?code=abc&state=forged',
    });
    expect(forged.headers.location).toContain('ebay=error&reason=state_mismatch');
    // A second seller's round trip, replayed: the state was taken by the first use.
    const { back } = await connect(stranger);
    const replay = await context.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(replay.headers.location).toContain('reason=state_mismatch');
  });

  it('publishes a live listing: SUCCESS, LIVE with the eBay URL, every call recorded, category cached', async () => {
    const listing = await publishTestListing(context, seller, {
      title: 'Walnut bookshelf with five shelves',
    });
    const other = await publishTestListing(context, stranger);
    const answer = await publish(seller, [listing.id, other.id]);
    expect(answer).toMatchObject({ queued: 1, refused: 1 });
    expect(answer.results[1]?.error?.code).toBe('NOT_FOUND');
    const jobId = answer.results[0]!.jobId!;
    // The unique partial index: no second job while one is in flight.
    expect((await publish(seller, [listing.id])).results[0]?.error?.code).toBe('PUBLISH_IN_FLIGHT');

    expect(await runJob(jobId)).toEqual({ status: 'SUCCESS' });
    const job = await jobOf(jobId);
    expect(job).toMatchObject({ status: 'SUCCESS', attempts: 1, errorCode: null });
    const channel = await channelOf(listing.id);
    expect(channel.status).toBe('LIVE');
    expect(channel.url).toBe(`https://www.sandbox.ebay.de/itm/${channel.externalListingId}`);
    expect(channel.publishedPriceCents).toBe(8000);
    const operations = (await eventsOf(jobId)).map((event) => event.operation);
    expect(operations).toEqual(
      expect.arrayContaining([
        'getInventoryLocations',
        'getCategorySuggestions',
        'createOrReplaceInventoryItem',
        'createOffer',
        'publishOffer',
      ]),
    );
    const item = double.items.get(channel.sku) as {
      condition: string;
      product: { title: string; imageUrls: string[] };
    };
    expect(item.condition).toBe('USED_GOOD');
    expect(item.product.imageUrls[0]).toMatch(/^http:\/\/localhost:3000\/media\/.+\/zoom\.webp$/);
    const offer = double.offers.get(channel.offerId!);
    expect(offer?.body).toMatchObject({
      marketplaceId: 'EBAY_DE',
      format: 'FIXED_PRICE',
      categoryId: '38204',
      pricingSummary: { price: { value: '80.00', currency: 'EUR' } },
    });
    const cached = await context.database.db
      .select()
      .from(marketplaceCategoryCache)
      .where(eq(marketplaceCategoryCache.externalCategoryId, '38204'));
    expect(cached.length).toBeGreaterThan(0);
  });

  it('ends in PARTIAL_SUCCESS when eBay leaves pictures out', async () => {
    const listing = await publishTestListing(context, seller, { title: 'Walnut shelf [ebay-images] oak' });
    const jobId = await queueOne(listing.id);
    expect(await runJob(jobId)).toEqual({ status: 'PARTIAL_SUCCESS' });
    expect((await jobOf(jobId)).warnings).toEqual([expect.objectContaining({ code: 'EBAY_25019' })]);
    expect((await channelOf(listing.id)).status).toBe('LIVE');
  });

  it('a rejection fails at once (no retry) with eBay error id; retry after fixing the title goes live', async () => {
    const listing = await publishTestListing(context, seller, { title: 'Walnut shelf [ebay-reject] oak' });
    const jobId = await queueOne(listing.id);
    expect(await runJob(jobId)).toEqual({ status: 'FAILURE' });
    expect(await jobOf(jobId)).toMatchObject({
      status: 'FAILURE',
      attempts: 1,
      errorCode: 'EBAY_REJECTED',
      externalErrorId: '25002',
    });
    expect((await channelOf(listing.id)).status).toBe('FAILED');
    const failed = (await eventsOf(jobId)).find((event) => event.operation === 'publishOffer');
    expect(failed).toMatchObject({ result: 'FAILURE', responseCode: 400, externalErrorId: '25002' });

    await editListing(listing.id, { title: 'Walnut shelf, fixed title, oak' });
    const retryId = await queueOne(listing.id);
    expect(await runJob(retryId)).toEqual({ status: 'SUCCESS' });
    const channel = await channelOf(listing.id);
    expect(channel.status).toBe('LIVE');
    // The existing offer was updated, not duplicated.
    expect([...double.offers.values()].filter((offer) => offer.sku === channel.sku)).toHaveLength(1);
  });

  it.each([
    ['[ebay-slow]', 'EBAY_TIMEOUT', null],
    ['[ebay-429]', 'EBAY_RATE_LIMITED', 429],
    ['[ebay-500]', 'EBAY_UNAVAILABLE', 500],
  ])('%s: the attempt is retried with backoff, then succeeds', async (keyword, code, responseCode) => {
    const listing = await publishTestListing(context, seller, { title: `Walnut shelf ${keyword} oak` });
    const jobId = await queueOne(listing.id);
    const first = await runJob(jobId);
    expect(first.status).toBe('retry');
    expect(await jobOf(jobId)).toMatchObject({ status: 'PENDING', attempts: 1, errorCode: code });
    const failedCall = (await eventsOf(jobId)).find((event) => event.result === 'FAILURE');
    expect(failedCall).toMatchObject({ operation: 'createOrReplaceInventoryItem', responseCode });
    // Still in flight: the seller cannot queue it twice meanwhile.
    expect((await publish(seller, [listing.id])).results[0]?.error?.code).toBe('PUBLISH_IN_FLIGHT');
    expect(await runJob(jobId)).toEqual({ status: 'SUCCESS' });
    expect(await jobOf(jobId)).toMatchObject({ status: 'SUCCESS', attempts: 2, errorCode: null });
  });

  it('refreshes the access token before it expires', async () => {
    await context.database.db
      .update(marketplaceAccounts)
      .set({ accessTokenExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(marketplaceAccounts.userId, seller.id));
    const listing = await publishTestListing(context, seller, { title: 'Walnut bookshelf, refreshed token' });
    const jobId = await queueOne(listing.id);
    expect(await runJob(jobId)).toEqual({ status: 'SUCCESS' });
    expect((await eventsOf(jobId)).map((event) => event.operation)).toContain('refreshAccessToken');
    const [account] = await context.database.db
      .select()
      .from(marketplaceAccounts)
      .where(eq(marketplaceAccounts.userId, seller.id));
    expect(account!.accessTokenExpiresAt.getTime()).toBeGreaterThan(Date.now() + 3_600_000);
  });

  it('a price change updates the offer, archiving withdraws it, and the sweep catches a sale here', async () => {
    const listing = await publishTestListing(context, seller, {
      title: 'Walnut bookshelf that follows changes',
    });
    expect(await runJob(await queueOne(listing.id))).toEqual({ status: 'SUCCESS' });

    await editListing(listing.id, { priceValue: 65 });
    const [update] = await context.database.db
      .select()
      .from(publishJobs)
      .where(and(eq(publishJobs.listingId, listing.id), eq(publishJobs.operation, 'update')));
    expect(update?.status).toBe('PENDING');
    expect(await runJob(update!.id)).toEqual({ status: 'SUCCESS' });
    const channel = await channelOf(listing.id);
    expect(channel.publishedPriceCents).toBe(6500);
    expect(double.offers.get(channel.offerId!)?.body).toMatchObject({
      pricingSummary: { price: { value: '65.00' } },
    });

    const archived = await context.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/status`,
      headers: seller.headers,
      payload: { to: 'ARCHIVED' },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const [withdraw] = await context.database.db
      .select()
      .from(publishJobs)
      .where(and(eq(publishJobs.listingId, listing.id), eq(publishJobs.operation, 'withdraw')));
    expect(await runJob(withdraw!.id)).toEqual({ status: 'SUCCESS' });
    expect((await channelOf(listing.id)).status).toBe('WITHDRAWN');
    expect(double.offers.get(channel.offerId!)?.status).toBe('UNPUBLISHED');

    // A sale by another path (an order) leaves no hook: the sweep queues the end job.
    const sold = await publishTestListing(context, seller, { title: 'Walnut bookshelf sold here' });
    expect(await runJob(await queueOne(sold.id))).toEqual({ status: 'SUCCESS' });
    await context.database.db.update(listings).set({ soldAt: new Date() }).where(eq(listings.id, sold.id));
    const sweep = await sweepMarketplaces({ ...marketplaceContextOf(context.app.deps) });
    expect(sweep.followUps).toBeGreaterThanOrEqual(1);
    const [end] = await context.database.db
      .select()
      .from(publishJobs)
      .where(and(eq(publishJobs.listingId, sold.id), eq(publishJobs.operation, 'end')));
    expect(await runJob(end!.id)).toEqual({ status: 'SUCCESS' });
    expect((await channelOf(sold.id)).status).toBe('ENDED');
  });

  it('the listing detail names the live eBay item beside our checkout, and never once archived or sold', async () => {
    const listing = await publishTestListing(context, seller, { title: 'Walnut bookshelf, also on eBay' });
    const detailOf = async (expectedStatus = 200) => {
      const response = await context.app.inject({ method: 'GET', url: `/api/listings/${listing.slug}` });
      expect(response.statusCode, response.body).toBe(expectedStatus);
      return expectedStatus === 200 ? listingDetailResponseSchema.parse(response.json()).data.listing : null;
    };
    const setStatus = async (to: string) => {
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/listings/${listing.id}/status`,
        headers: seller.headers,
        payload: { to },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const setAvailability = async (to: string) => {
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/listings/${listing.id}/availability`,
        headers: seller.headers,
        payload: { to },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const own = expect.objectContaining({ channel: 'kleinkram', target: 'checkout', highlight: true });

    // Queued but not live yet: only our checkout.
    const jobId = await queueOne(listing.id);
    expect((await detailOf())?.externalCheckouts).toEqual([own]);
    expect(await runJob(jobId)).toEqual({ status: 'SUCCESS' });
    const channel = await channelOf(listing.id);
    const ebay = {
      channel: 'ebay',
      target: 'external',
      url: `https://www.sandbox.ebay.de/itm/${channel.externalListingId}`,
      label: 'View on eBay',
      highlight: false,
      expectedHandoffLatencyMs: expect.any(Number),
    };
    const live = await detailOf();
    expect(live?.externalCheckouts).toEqual([own, ebay]);
    // The spec's single object stays the primary channel: our checkout while it is available here.
    expect(live?.externalCheckout).toEqual(own);

    // Reserved here, the own checkout is closed and eBay becomes the primary channel (ADR 077).
    await setAvailability('reserved');
    const reserved = await detailOf();
    // Reserved here: a buyer is mid-purchase, so no channel is offered, eBay included.
    expect(reserved?.externalCheckouts).toEqual([]);
    expect(reserved?.externalCheckout).toBeNull();
    await setAvailability('available');

    // Archived: the detail is gone; restored after the withdraw job, eBay is no channel any more.
    await setStatus('ARCHIVED');
    await detailOf(404);
    const [withdraw] = await context.database.db
      .select()
      .from(publishJobs)
      .where(and(eq(publishJobs.listingId, listing.id), eq(publishJobs.operation, 'withdraw')));
    expect(await runJob(withdraw!.id)).toEqual({ status: 'SUCCESS' });
    await setStatus('PUBLISHED');
    expect((await detailOf())?.externalCheckouts).toEqual([own]);

    // Sold here while the eBay offer is still live (its end job not run yet): no channel at all.
    const sold = await publishTestListing(context, seller, { title: 'Walnut bookshelf, sold while on eBay' });
    expect(await runJob(await queueOne(sold.id))).toEqual({ status: 'SUCCESS' });
    const soldResponse = await context.app.inject({
      method: 'POST',
      url: `/api/listings/${sold.id}/availability`,
      headers: seller.headers,
      payload: { to: 'sold' },
    });
    expect(soldResponse.statusCode, soldResponse.body).toBe(200);
    expect((await channelOf(sold.id)).status).toBe('LIVE');
    const soldDetail = await context.app.inject({ method: 'GET', url: `/api/listings/${sold.slug}` });
    const soldListing = listingDetailResponseSchema.parse(soldDetail.json()).data.listing;
    expect(soldListing).toMatchObject({
      availability: 'sold',
      externalCheckout: null,
      externalCheckouts: [],
    });
  });

  it('a sale on eBay, polled from the orders, marks the listing sold here and tells the seller once', async () => {
    const listing = await publishTestListing(context, seller, { title: 'Walnut bookshelf sold on eBay' });
    expect(await runJob(await queueOne(listing.id))).toEqual({ status: 'SUCCESS' });
    const channel = await channelOf(listing.id);
    const created = await fetch(`${double.url}/__admin/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku: channel.sku }),
    });
    expect(created.status).toBe(201);
    const outcome = await pollEbayOrders(marketplaceContextOf(context.app.deps));
    expect(outcome.sold).toBeGreaterThanOrEqual(1);
    const [row] = await context.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.soldAt).not.toBeNull();
    expect((await channelOf(listing.id)).status).toBe('SOLD');
    const notices = await context.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'marketplace_sold')));
    expect(notices).toHaveLength(1);
    // The next poll reads the same order again (overlap) and changes nothing.
    await pollEbayOrders(marketplaceContextOf(context.app.deps));
    const again = await context.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'marketplace_sold')));
    expect(again).toHaveLength(1);
  });

  it('a revoked refresh token marks the account revoked; jobs fail with "connect eBay again"', async () => {
    const listing = await publishTestListing(context, seller, { title: 'Walnut bookshelf after revocation' });
    const jobId = await queueOne(listing.id);
    await fetch(`${double.url}/__admin/revoke`, { method: 'POST' });
    await context.database.db
      .update(marketplaceAccounts)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(marketplaceAccounts.userId, seller.id));
    expect(await runJob(jobId)).toEqual({ status: 'FAILURE' });
    expect(await jobOf(jobId)).toMatchObject({ errorCode: 'MARKETPLACE_RECONNECT_REQUIRED' });
    expect((await channelOf(listing.id)).status).toBe('NEEDS_ACTION');
    expect(await connection(seller)).toMatchObject({ status: 'revoked' });
    expect((await publish(seller, [listing.id])).results[0]?.error?.code).toBe(
      'MARKETPLACE_RECONNECT_REQUIRED',
    );
    const disconnected = await context.app.inject({
      method: 'DELETE',
      url: '/api/marketplaces/ebay/connection',
      headers: seller.headers,
    });
    expect(disconnected.statusCode).toBe(204);
    expect(await connection(seller)).toMatchObject({ status: 'not_connected' });
  });
});
