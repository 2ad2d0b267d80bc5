import { listingDraftResponseSchema } from '@shared/listings/listing-editor.schema';
import { publishListingsResponseSchema } from '@shared/marketplaces/marketplace.schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import { marketplaceEvents, publishJobs } from '../../db/schema/marketplaces.schema';
import { type EbayDouble, startEbayDouble } from '../../test/ebay-double';
import { createTestPhoto, publishTestListing } from '../../test/published-listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { skuOf } from './ebay/ebay-mapping';
import { queueFollowUp, runPublishJob } from './marketplace-publish-job.service';
import { findChannelsNeedingFollowUp } from './marketplaces.repository';
import { marketplaceContextOf } from './marketplaces.routes';
import {
  connectEbay,
  editPublishedListing,
  enableEbayFor,
  listingChannelOf,
} from './marketplaces.test-support';

const ebayKeys = {
  clientId: 'Kleinkra-edits-SBX-1234',
  clientSecret: 'SBX-edits-5678',
  ruName: 'Kleinkram-Edits-RuName',
};

interface DoubleItem {
  condition: string;
  product: { title: string; description: string; imageUrls: string[] };
}

/**
 * Issue 19 (ADR 073), bad input: a listing edited while its eBay job runs. The double holds the
 * job's inventory item call, the seller edits meanwhile, and once everything settled eBay carries
 * the edit, the listing was published once, and every call is an event.
 */
describe('eBay follows edits, also those made while a job runs', () => {
  let context: TestContext;
  let double: EbayDouble;
  let seller: TestUser;

  const admin = async (action: string, body: Record<string, unknown>) => {
    const response = await fetch(`${double.url}/__admin/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBeLessThan(300);
  };
  /** Resolves once the double holds the SKU's inventory item call: the job read the listing. */
  const heldCall = async (sku: string) => {
    for (let round = 0; round < 250; round += 1) {
      const held = (await (await fetch(`${double.url}/__admin/held`)).json()) as { waiting: string[] };
      if (held.waiting.includes(sku)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`the inventory item call of ${sku} never arrived`);
  };
  /** The inventory item the double holds for the SKU, as last put. */
  const itemOf = (sku: string) => double.items.get(sku) as unknown as DoubleItem;
  const runJob = (jobId: string) => runPublishJob(marketplaceContextOf(context.app.deps), jobId);
  const jobsOf = (listingId: string) =>
    context.database.db
      .select()
      .from(publishJobs)
      .where(eq(publishJobs.listingId, listingId))
      .orderBy(asc(publishJobs.queuedAt));
  const activeJobsOf = async (listingId: string) =>
    (await jobsOf(listingId)).filter((job) => job.status === 'PENDING' || job.status === 'RUNNING');
  /** Runs the listing's jobs as the queue would, follow-ups included, until none is in flight. */
  const settle = async (listingId: string) => {
    for (let round = 0; round < 5; round += 1) {
      const [active] = await activeJobsOf(listingId);
      if (!active) return;
      const outcome = await runJob(active.id);
      expect(['SUCCESS', 'PARTIAL_SUCCESS'], JSON.stringify(outcome)).toContain(outcome.status);
    }
    throw new Error('the jobs did not settle');
  };
  const channelOf = (listingId: string) => listingChannelOf(context, listingId);
  const operationsOf = async (jobIds: string[]) =>
    (
      await context.database.db
        .select({ operation: marketplaceEvents.operation, result: marketplaceEvents.result })
        .from(marketplaceEvents)
        .where(inArray(marketplaceEvents.jobId, jobIds))
    ).map((event) => `${event.operation}:${event.result}`);
  const listingEvents = async (listingId: string, operation: string) =>
    context.database.db
      .select()
      .from(marketplaceEvents)
      .where(and(eq(marketplaceEvents.listingId, listingId), eq(marketplaceEvents.operation, operation)));
  const queuePublish = async (listingId: string) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/marketplaces/ebay/publish',
      headers: seller.headers,
      payload: { listingIds: [listingId] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [result] = publishListingsResponseSchema.parse(response.json()).data.results;
    expect(result?.outcome, JSON.stringify(result)).toBe('queued');
    return result!.jobId!;
  };
  const editListing = (listingId: string, changes: Record<string, unknown>) =>
    editPublishedListing(context, seller, listingId, changes);
  /** Nothing left for the minute sweep: eBay carries the listing as it is. */
  const expectInSync = async (listingId: string) => {
    const candidates = await findChannelsNeedingFollowUp(context.database.db, 1_000);
    expect(candidates.map((candidate) => candidate.listingId)).not.toContain(listingId);
    expect(await activeJobsOf(listingId)).toEqual([]);
  };
  const expectPublishedOnce = async (listingId: string) => {
    const sku = skuOf(listingId);
    expect([...double.offers.values()].filter((offer) => offer.sku === sku)).toHaveLength(1);
    expect(await listingEvents(listingId, 'createOffer')).toHaveLength(1);
    expect(await listingEvents(listingId, 'publishOffer')).toHaveLength(1);
  };

  beforeAll(async () => {
    double = await startEbayDouble({
      ...ebayKeys,
      acceptUrl: 'http://localhost:3000/api/marketplaces/ebay/callback',
    });
    context = await createTestApp({
      env: {
        EBAY_CLIENT_ID: ebayKeys.clientId,
        EBAY_CLIENT_SECRET: ebayKeys.clientSecret,
        EBAY_RU_NAME: ebayKeys.ruName,
        EBAY_API_BASE: double.url,
        EBAY_AUTH_BASE: double.url,
        // A held call must not time out: the test releases it after the edit.
        EBAY_TIMEOUT_MS: '20000',
        EBAY_RETRY_BASE_MS: '0',
      },
    });
    seller = await createTestUser(context, { label: 'ebay-editor', roles: ['seller'] });
    await enableEbayFor(context, seller);
    const { location } = await connectEbay(context, seller);
    expect(location).toBe('/seller/workspace?section=integrations&ebay=connected');
  });
  afterAll(async () => {
    await context?.close();
    await double?.close();
  });

  it('a title edited while the publish job runs reaches eBay as an update after it: one offer, published once', async () => {
    const listing = await publishTestListing(context, seller, {
      title: 'Walnut bookshelf edited mid-publish',
    });
    const sku = skuOf(listing.id);
    const publishId = await queuePublish(listing.id);
    await admin('hold', { sku });
    const running = runJob(publishId);
    await heldCall(sku);
    expect((await activeJobsOf(listing.id)).map((job) => job.status)).toEqual(['RUNNING']);

    await editListing(listing.id, { title: 'Walnut bookshelf, renamed while publishing' });
    // The channel is not live yet: the edit queues nothing beside the running job.
    expect(await activeJobsOf(listing.id)).toHaveLength(1);
    await admin('release', { sku });
    expect(await running).toEqual({ status: 'SUCCESS' });
    // eBay got the old snapshot; the job's follow-up saw the newer listing and queued an update.
    expect(itemOf(sku).product.title).toBe('Walnut bookshelf edited mid-publish');
    const [followUp] = await activeJobsOf(listing.id);
    expect(followUp).toMatchObject({ operation: 'update', status: 'PENDING' });

    await settle(listing.id);
    expect(itemOf(sku).product.title).toBe('Walnut bookshelf, renamed while publishing');
    expect((await channelOf(listing.id)).status).toBe('LIVE');
    await expectPublishedOnce(listing.id);
    expect(await operationsOf([followUp!.id])).toEqual(
      expect.arrayContaining(['createOrReplaceInventoryItem:SUCCESS', 'updateOffer:SUCCESS']),
    );
    expect(await operationsOf([followUp!.id])).not.toContain('publishOffer:SUCCESS');
    await expectInSync(listing.id);
  });

  it("a live listing's title, description, condition and photos edit updates the eBay item and offer", async () => {
    const listing = await publishTestListing(context, seller, { title: 'Walnut bookshelf live then edited' });
    await queuePublish(listing.id);
    await settle(listing.id);
    const sku = skuOf(listing.id);
    expect(itemOf(sku).product.imageUrls).toHaveLength(1);

    const opened = await context.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/draft`,
      headers: seller.headers,
      payload: { clientSessionId: 'ebay-edits' },
    });
    const mediaIds = listingDraftResponseSchema.parse(opened.json()).data.draft.snapshot.fields.mediaIds;
    await editListing(listing.id, {
      title: 'Walnut bookshelf, new title on eBay',
      description: 'Walnut bookshelf with five shelves, freshly oiled, a second photo shows the back.',
      condition: 'excellent',
      mediaIds: [...mediaIds, await createTestPhoto(context, seller.id)],
    });
    const [update] = await activeJobsOf(listing.id);
    expect(update).toMatchObject({ operation: 'update', status: 'PENDING' });
    await settle(listing.id);

    const item = itemOf(sku);
    expect(item.product.title).toBe('Walnut bookshelf, new title on eBay');
    expect(item.product.description).toContain('freshly oiled');
    expect(item.condition).toBe('USED_EXCELLENT');
    expect(item.product.imageUrls).toHaveLength(2);
    const channel = await channelOf(listing.id);
    expect(double.offers.get(channel.offerId!)?.body).toMatchObject({
      listingDescription: expect.stringContaining('freshly oiled'),
    });
    await expectPublishedOnce(listing.id);
    expect(await operationsOf([update!.id])).toEqual(
      expect.arrayContaining(['createOrReplaceInventoryItem:SUCCESS', 'updateOffer:SUCCESS']),
    );
    await expectInSync(listing.id);
  });

  it('an edit while an update job runs is sent by that job’s follow-up; price and title both end on eBay', async () => {
    const listing = await publishTestListing(context, seller, { title: 'Walnut bookshelf edited twice' });
    await queuePublish(listing.id);
    await settle(listing.id);
    const sku = skuOf(listing.id);

    await editListing(listing.id, { priceValue: 70 });
    const [update] = await activeJobsOf(listing.id);
    expect(update).toMatchObject({ operation: 'update', status: 'PENDING' });
    await admin('hold', { sku });
    const running = runJob(update!.id);
    await heldCall(sku);
    // Live, but an update is in flight: the seam's own update is refused by the one-active index.
    await editListing(listing.id, { title: 'Walnut bookshelf, renamed during the update' });
    expect((await activeJobsOf(listing.id)).map((job) => job.id)).toEqual([update!.id]);
    await admin('release', { sku });
    expect(await running).toEqual({ status: 'SUCCESS' });

    const [followUp] = await activeJobsOf(listing.id);
    expect(followUp).toMatchObject({ operation: 'update', status: 'PENDING' });
    await settle(listing.id);
    expect(itemOf(sku).product.title).toBe('Walnut bookshelf, renamed during the update');
    const channel = await channelOf(listing.id);
    expect(channel.publishedPriceCents).toBe(7000);
    expect(double.offers.get(channel.offerId!)?.body).toMatchObject({
      pricingSummary: { price: { value: '70.00' } },
    });
    await expectPublishedOnce(listing.id);
    await expectInSync(listing.id);
  });

  it('the sweep finds a live listing changed without the seam and its follow-up updates eBay', async () => {
    const listing = await publishTestListing(context, seller, { title: 'Walnut bookshelf changed quietly' });
    await queuePublish(listing.id);
    await settle(listing.id);
    await expectInSync(listing.id);

    await context.database.db
      .update(listings)
      .set({ title: 'Walnut bookshelf, changed by another path', updatedAt: new Date(Date.now() + 5) })
      .where(eq(listings.id, listing.id));
    const candidates = await findChannelsNeedingFollowUp(context.database.db, 1_000);
    // Another test file's sweep may have queued it already; either way it is on its way.
    if ((await activeJobsOf(listing.id)).length === 0) {
      expect(candidates).toContainEqual(
        expect.objectContaining({ listingId: listing.id, operation: 'update' }),
      );
      await queueFollowUp(marketplaceContextOf(context.app.deps), listing.id, seller.id);
    }
    await settle(listing.id);
    expect(itemOf(skuOf(listing.id)).product.title).toBe('Walnut bookshelf, changed by another path');
    await expectPublishedOnce(listing.id);
    await expectInSync(listing.id);
  });
});
