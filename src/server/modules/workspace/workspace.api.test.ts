import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import { threadResponseSchema } from '@shared/chat/chat.schema';
import { workspaceIntegrationsResponseSchema } from '@shared/workspace/workspace-integrations.schema';
import { performanceResponseSchema } from '@shared/workspace/workspace-performance.schema';
import { workspaceTasksResponseSchema } from '@shared/workspace/workspace-tasks.schema';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlagAssignments } from '../../db/schema/auth.schema';
import { listings } from '../../db/schema/listings.schema';
import { listingViewDays, publishJobs } from '../../db/schema/marketplaces.schema';
import { moderationCases } from '../../db/schema/moderation.schema';
import { createTestListings, deleteTestListings } from '../../test/listing-factory';
import { insertTestOrder } from '../../test/order-row-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { assignFeatureFlag } from '../feature-flags/feature-flags.service';

describe('seller workspace: tasks, performance and integrations (ADR 074)', () => {
  let context: TestContext;
  const listingIds: string[] = [];
  const cohorts: string[] = [];

  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(async () => {
    await deleteTestListings(context, listingIds);
    if (cohorts.length > 0) {
      await context.database.db
        .delete(featureFlagAssignments)
        .where(inArray(featureFlagAssignments.cohort, cohorts));
    }
    await context.close();
  });

  const get = (user: TestUser | null, url: string) =>
    context.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
  const listingsOf = async (
    seller: TestUser,
    count: number,
    status?: 'PUBLISHED' | 'NEEDS_ACTION' | 'DRAFT',
  ) => {
    const ids = await createTestListings(context, { sellerId: seller.id, count, status });
    listingIds.push(...ids);
    return ids;
  };
  const tasksOf = async (user: TestUser) => {
    const response = await get(user, '/api/workspace/tasks');
    expect(response.statusCode, response.body).toBe(200);
    return workspaceTasksResponseSchema.parse(response.json()).data;
  };
  /** A seller in a cohort of their own, with sellerWorkspacePro on for that cohort. */
  const cohortSeller = async (label: string) => {
    const cohort = `workspace-test-${randomUUID()}`;
    cohorts.push(cohort);
    const seller = await createTestUser(context, { label, roles: ['seller'], rolloutCohort: cohort });
    await assignFeatureFlag(context.database.db, seller.id, {
      key: 'sellerWorkspacePro',
      enabled: true,
      stage: 'pilot',
      cohort,
    });
    return seller;
  };
  const figuresOf = async (seller: TestUser, days: number) => {
    const response = await get(seller, `/api/workspace/performance?days=${days}`);
    expect(response.statusCode, response.body).toBe(200);
    return performanceResponseSchema.parse(response.json()).data;
  };

  it('needs a session', async () => {
    expect((await get(null, '/api/workspace/tasks')).statusCode).toBe(401);
    expect((await get(null, '/api/workspace/performance')).statusCode).toBe(401);
    expect((await get(null, '/api/workspace/integrations')).statusCode).toBe(401);
  });

  it('has no tasks for a new seller, with every count at zero', async () => {
    const seller = await createTestUser(context, { label: 'tasks-empty', roles: ['seller'] });
    const tasks = await tasksOf(seller);
    expect(tasks.total).toBe(0);
    expect(tasks.tasks).toEqual([]);
    expect(Object.values(tasks.counts).every((count) => count === 0)).toBe(true);
  });

  it('composes a buyer message, a listing that needs action, a failed publish and a review to request, newest first', async () => {
    const seller = await createTestUser(context, { label: 'tasks-seller', roles: ['seller'] });
    const buyer = await createTestUser(context, { label: 'tasks-buyer', displayName: 'Tasks Buyer' });
    for (const user of [seller, buyer]) {
      const consent = await context.app.inject({
        method: 'POST',
        url: '/api/chat/consent',
        headers: user.headers,
        payload: { accepted: true },
      });
      expect(consent.statusCode, consent.body).toBe(200);
    }
    const [liveId, failedId] = await listingsOf(seller, 2);
    const [needsActionId] = await listingsOf(seller, 1, 'NEEDS_ACTION');
    if (!liveId || !failedId || !needsActionId) throw new Error('no listings');
    await context.database.db
      .update(listings)
      .set({ updatedAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(listings.id, needsActionId));

    // Two jobs for one listing: an old success, then the latest one failed.
    await context.database.db.insert(publishJobs).values([
      {
        listingId: failedId,
        sellerId: seller.id,
        channel: 'ebay',
        status: 'SUCCESS',
        queuedAt: new Date(Date.now() - 3 * 60 * 60 * 1000),
        finishedAt: new Date(Date.now() - 3 * 60 * 60 * 1000 + 5000),
      },
      {
        listingId: failedId,
        sellerId: seller.id,
        channel: 'ebay',
        status: 'FAILURE',
        queuedAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
        finishedAt: new Date(Date.now() - 2 * 60 * 60 * 1000 + 5000),
        errorCode: 'EBAY_REJECTED',
      },
    ]);
    const completedAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    const reviewOrderId = await insertTestOrder(context, {
      buyerId: buyer.id,
      sellerId: seller.id,
      status: 'completed',
      completedAt,
    });

    const opened = await context.app.inject({
      method: 'POST',
      url: '/api/chat/threads',
      headers: buyer.headers,
      payload: { listingId: liveId },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const thread = threadResponseSchema.parse(opened.json()).data.thread;
    const sent = await context.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${thread.id}/messages`,
      headers: buyer.headers,
      payload: { clientId: randomUUID(), body: 'Is the item still available for pickup this week?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const tasks = await tasksOf(seller);
    expect(tasks.counts).toMatchObject({
      message: 1,
      offer: 0,
      listing_needs_action: 1,
      publish_failed: 1,
      review_request: 1,
    });
    expect(tasks.total).toBe(tasks.tasks.length);
    expect(tasks.tasks.map((task) => task.kind)).toEqual([
      'message',
      'listing_needs_action',
      'publish_failed',
      'review_request',
    ]);
    const [message] = tasks.tasks;
    expect(message).toMatchObject({
      kind: 'message',
      threadId: thread.id,
      listingId: liveId,
      counterpartName: 'Tasks Buyer',
      unreadCount: 1,
    });
    expect(tasks.tasks.find((task) => task.kind === 'publish_failed')?.listingId).toBe(failedId);
    expect(tasks.tasks.find((task) => task.kind === 'review_request')?.orderId).toBe(reviewOrderId);

    // The buyer sees nothing of it: their own message waits for the seller, not for them.
    expect((await tasksOf(buyer)).counts.message).toBe(0);

    // The seller reads and answers: the conversation no longer waits; asking for the review ends that task too.
    const read = await context.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${thread.id}/read`,
      headers: seller.headers,
      payload: {},
    });
    expect(read.statusCode, read.body).toBe(204);
    const answer = await context.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${thread.id}/messages`,
      headers: seller.headers,
      payload: { clientId: randomUUID(), body: 'Yes, it is. Saturday morning works for me.' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const requested = await context.app.inject({
      method: 'POST',
      url: `/api/orders/${reviewOrderId}/review-request`,
      headers: seller.headers,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const after = await tasksOf(seller);
    expect(after.counts.message).toBe(0);
    expect(after.counts.review_request).toBe(0);
  });

  it('locks the figures without a rollout cohort (403 PERFORMANCE_LOCKED) and answers them with one', async () => {
    const outside = await createTestUser(context, { label: 'perf-locked', roles: ['seller'] });
    const locked = await get(outside, '/api/workspace/performance?days=7');
    expect(locked.statusCode).toBe(403);
    expect(errorResponseSchema.parse(locked.json()).error.code).toBe('PERFORMANCE_LOCKED');

    // A cohort without the flag is still locked: the flag assigned to the cohort opens it.
    const cohort = `workspace-test-${randomUUID()}`;
    cohorts.push(cohort);
    const member = await createTestUser(context, {
      label: 'perf-member',
      roles: ['seller'],
      rolloutCohort: cohort,
    });
    expect((await get(member, '/api/workspace/performance?days=7')).statusCode).toBe(403);
    await assignFeatureFlag(context.database.db, member.id, {
      key: 'sellerWorkspacePro',
      enabled: true,
      stage: 'pilot',
      cohort,
    });
    expect((await figuresOf(member, 7)).days).toBe(7);
  });

  it('refuses a range other than 7, 30 or 90 days', async () => {
    const seller = await cohortSeller('perf-range');
    const response = await get(seller, '/api/workspace/performance?days=14');
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it('answers empty data without NaN: rates null, a zero trend of every day', async () => {
    const seller = await cohortSeller('perf-empty');
    const figures = await figuresOf(seller, 30);
    expect(figures.marketplace.trend).toHaveLength(30);
    expect(figures.marketplace.trend.every((day) => day.views === 0 && day.sales === 0)).toBe(true);
    expect(figures.marketplace).toMatchObject({
      views: 0,
      sales: 0,
      conversionRate: null,
      manualReviewRate: null,
      leadTimeAverageMs: null,
      leadTimeP95Ms: null,
      funnel: { requested: 0, running: 0, live: 0 },
    });
    expect(figures.sales).toEqual({
      successRate: null,
      liveListings: 0,
      pendingListings: 0,
      errorListings: 0,
    });
    expect(figures.operations).toMatchObject({
      dropOffRate: null,
      attemptsPerJob: null,
      jobDurationAverageMs: null,
      jobDurationP95Ms: null,
    });
  });

  it('computes the figures from publish jobs, daily views, sales and moderation cases', async () => {
    const seller = await cohortSeller('perf-figures');
    const [soldId, liveId, reviewedId] = await listingsOf(seller, 3);
    const [needsActionId] = await listingsOf(seller, 1, 'NEEDS_ACTION');
    await listingsOf(seller, 1, 'DRAFT');
    if (!soldId || !liveId || !reviewedId || !needsActionId) throw new Error('no listings');
    const now = Date.now();
    const hoursAgo = (hours: number) => new Date(now - hours * 60 * 60 * 1000);
    const today = new Date(now).toISOString().slice(0, 10);
    const yesterday = new Date(now - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await context.database.db
      .update(listings)
      // A second ago, not an hour: shortly after midnight UTC an hour ago is yesterday.
      .set({ soldAt: new Date(now - 1_000) })
      .where(eq(listings.id, soldId));
    await context.database.db.insert(listingViewDays).values([
      { listingId: soldId, day: today, views: 6 },
      { listingId: liveId, day: yesterday, views: 4 },
      // Older than the 7-day window: not counted.
      {
        listingId: liveId,
        day: new Date(now - 20 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
        views: 50,
      },
    ]);
    await context.database.db.insert(moderationCases).values({
      kind: 'listing_check',
      subjectKind: 'listing',
      subjectId: reviewedId,
      subjectOwnerId: seller.id,
    });
    const job = (
      listingId: string,
      status: 'SUCCESS' | 'FAILURE' | 'PENDING' | 'RUNNING',
      leadSeconds: number | null,
      attempts: number,
    ) => ({
      listingId,
      sellerId: seller.id,
      channel: 'ebay' as const,
      status,
      attempts,
      queuedAt: hoursAgo(5),
      startedAt: status === 'PENDING' ? null : new Date(hoursAgo(5).getTime() + 1000),
      finishedAt: leadSeconds === null ? null : new Date(hoursAgo(5).getTime() + leadSeconds * 1000),
      durationMs: leadSeconds === null ? null : leadSeconds * 1000 - 1000,
    });
    // Lead times 10 s and 30 s live, one failure after 20 s, one still running: three of four finished.
    await context.database.db.insert(publishJobs).values([
      {
        ...job(soldId, 'SUCCESS', 10, 1),
        queuedAt: hoursAgo(30),
        startedAt: null,
        finishedAt: new Date(hoursAgo(30).getTime() + 10_000),
      },
      job(liveId, 'SUCCESS', 30, 2),
      job(reviewedId, 'FAILURE', 20, 3),
      job(needsActionId, 'RUNNING', null, 2),
    ]);

    const figures = await figuresOf(seller, 7);
    expect(figures.marketplace.views).toBe(10);
    expect(figures.marketplace.sales).toBe(1);
    expect(figures.marketplace.conversionRate).toBeCloseTo(0.1);
    // Five listings created today, one of them went to review.
    expect(figures.marketplace.listingsCreated).toBe(5);
    expect(figures.marketplace.listingsReviewed).toBe(1);
    expect(figures.marketplace.manualReviewRate).toBeCloseTo(0.2);
    expect(figures.marketplace.leadTimeAverageMs).toBe(20_000);
    expect(figures.marketplace.leadTimeP95Ms).toBe(30_000);
    expect(figures.marketplace.funnel).toEqual({ requested: 4, running: 4, live: 2 });
    expect(figures.marketplace.trend).toHaveLength(7);
    expect(figures.marketplace.trend.at(-1)).toMatchObject({ day: today, views: 6, sales: 1 });
    expect(figures.marketplace.trend.at(-2)).toMatchObject({ day: yesterday, views: 4 });
    expect(figures.sales.successRate).toBeCloseTo(2 / 3);
    // Live: published and unsold (the sold one is not); pending: the draft; error: needs action.
    expect(figures.sales).toMatchObject({ liveListings: 2, pendingListings: 1, errorListings: 1 });
    expect(figures.operations.attemptsPerJob).toBe(2);
    expect(figures.operations.jobDurationAverageMs).toBe(19_000);
    expect(figures.operations.jobDurationP95Ms).toBe(29_000);
  });

  it('computes the sell-flow drop-off from the consented sell_flow_step events the web sends', async () => {
    const seller = await cohortSeller('perf-sell-flow');
    const other = await cohortSeller('perf-sell-flow-other');
    const send = (user: TestUser, sessionId: string, steps: string[]) =>
      context.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        headers: user.headers,
        payload: {
          events: steps.map((step) => ({
            event: 'sell_flow_step',
            occurredAt: new Date().toISOString(),
            properties: { step },
            context: {
              sessionId,
              client: { platform: 'web', appVersion: 'test', locale: 'en', offline: false },
            },
          })),
        },
      });
    const accepted = async (response: Awaited<ReturnType<typeof send>>) => {
      expect(response.statusCode, response.body).toBe(202);
      return (response.json() as { data: { accepted: number } }).data.accepted;
    };
    // Before consent the events are dropped: still no data.
    expect(await accepted(await send(seller, `sell-${randomUUID()}`, ['photo', 'publish']))).toBe(0);
    expect((await figuresOf(seller, 7)).operations.dropOffRate).toBeNull();

    for (const user of [seller, other]) {
      const consent = await context.app.inject({
        method: 'PUT',
        url: '/api/analytics/consent',
        headers: user.headers,
        payload: { state: 'granted' },
      });
      expect(consent.statusCode, consent.body).toBe(200);
    }
    // Four sessions: one published from the photos on, one stopped at the preview, one after the
    // first photo, and one that opened a saved draft in the editor and published it.
    expect(
      await accepted(await send(seller, `sell-${randomUUID()}`, ['photo', 'speech', 'preview', 'publish'])),
    ).toBe(4);
    await accepted(await send(seller, `sell-${randomUUID()}`, ['photo', 'speech', 'preview']));
    await accepted(await send(seller, `sell-${randomUUID()}`, ['photo']));
    await accepted(await send(seller, `sell-${randomUUID()}`, ['preview', 'publish']));
    // Another seller's sessions are theirs alone.
    await accepted(await send(other, `sell-${randomUUID()}`, ['photo', 'speech']));

    const figures = await figuresOf(seller, 7);
    expect(figures.operations.sellFlowSteps).toEqual([
      { step: 'photo', sessions: 3 },
      { step: 'speech', sessions: 2 },
      { step: 'preview', sessions: 3 },
      { step: 'publish', sessions: 2 },
    ]);
    // Three sessions started (the widest step), two published: one in three dropped off.
    expect(figures.operations.dropOffRate).toBeCloseTo(1 / 3);
    const others = await figuresOf(other, 7);
    expect(others.operations.dropOffRate).toBe(1);
  });

  it('answers the integrations checklist facts: hand-over options, carriers, two-factor', async () => {
    const seller = await createTestUser(context, { label: 'integrations', roles: ['seller'] });
    const [shippingId, pickupId] = await listingsOf(seller, 2);
    if (!shippingId || !pickupId) throw new Error('no listings');
    await context.database.db
      .update(listings)
      .set({
        offersShipping: true,
        shippingOptions: [
          {
            id: 'dhl',
            label: 'DHL Paket',
            price: 5.49,
            currency: 'EUR',
            estimated: '2-3 days',
            type: 'shipping',
            carrier: 'DHL',
          },
          {
            id: 'hermes',
            label: 'Hermes',
            price: 4.5,
            currency: 'EUR',
            estimated: '3-4 days',
            type: 'shipping',
            carrier: 'Hermes',
          },
        ],
      })
      .where(eq(listings.id, shippingId));
    await context.database.db.update(listings).set({ offersPickup: true }).where(eq(listings.id, pickupId));
    const response = await get(seller, '/api/workspace/integrations');
    expect(response.statusCode, response.body).toBe(200);
    expect(workspaceIntegrationsResponseSchema.parse(response.json()).data).toEqual({
      fulfilment: {
        shippingListings: 1,
        pickupListings: 1,
        sameDayListings: 0,
        carriers: ['DHL', 'Hermes'],
        isPickupPlaceSet: false,
      },
      security: { isTwoFactorEnabled: false, recoveryCodesRemaining: 0 },
    });
  });
});
