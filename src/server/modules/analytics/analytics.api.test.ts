import { randomUUID } from 'node:crypto';
import {
  analyticsBatchResponseSchema,
  analyticsConsentResponseSchema,
  analyticsFunnelResponseSchema,
} from '@shared/analytics/analytics.schema';
import { errorResponseSchema } from '@shared/api/error.schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/platform.schema';
import { consentRecords } from '../../db/schema/privacy.schema';
import { users } from '../../db/schema/users.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { getAnalyticsFunnel, listingViewCounts, sweepAnalyticsEvents } from './analytics.service';

const client = {
  platform: 'web',
  appVersion: '1.0.0',
  locale: 'de-DE',
  offline: false,
  ipAddress: '203.0.113.7',
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36',
};

function event(
  name: string,
  properties: Record<string, unknown>,
  sessionId: string,
  options: { occurredAt?: string; consent?: 'granted' | 'denied' | 'pending' } = {},
) {
  return {
    event: name,
    occurredAt: options.occurredAt ?? new Date().toISOString(),
    properties,
    context: { sessionId, client, ...(options.consent ? { consent: options.consent } : {}) },
  };
}

describe('analytics', () => {
  let context: TestContext;
  let admin: TestUser;

  beforeAll(async () => {
    context = await createTestApp();
    admin = await createTestUser(context, { label: 'analytics-admin', roles: ['admin'] });
  });
  afterAll(() => context.close());

  const post = (events: unknown[], headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'POST', url: '/api/analytics/events', headers, payload: { events } });
  const storedOf = (sessionId: string) =>
    context.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.sessionId, sessionId))
      .orderBy(analyticsEvents.id);
  const setConsent = (user: TestUser, state: string) =>
    context.app.inject({
      method: 'PUT',
      url: '/api/analytics/consent',
      headers: user.headers,
      payload: { state },
    });

  it('answers 202 and stores a consented guest batch in order, without the IP address', async () => {
    const sessionId = `guest-${randomUUID()}`;
    const response = await post([
      event('page_viewed', { path: '/search', pageType: 'search' }, sessionId, { consent: 'granted' }),
      event('search_performed', { query: 'Fahrrad', resultCount: 12 }, sessionId, { consent: 'granted' }),
      event('listing_viewed', { listingId: 'abc' }, sessionId, { consent: 'granted' }),
    ]);
    expect(response.statusCode, response.body).toBe(202);
    expect(analyticsBatchResponseSchema.parse(response.json()).data.accepted).toBe(3);
    const stored = await storedOf(sessionId);
    expect(stored.map((row) => row.name)).toEqual(['page_viewed', 'search_performed', 'listing_viewed']);
    expect(stored[0]?.userId).toBeNull();
    expect(stored[0]?.context).toEqual({
      platform: 'web',
      appVersion: '1.0.0',
      locale: 'de-DE',
      offline: false,
      userAgent: 'Chrome 131',
    });
    expect(JSON.stringify(stored)).not.toContain('203.0.113.7');
  });

  it("drops a guest's events that do not carry the device consent", async () => {
    const sessionId = `guest-${randomUUID()}`;
    const response = await post([
      event('page_viewed', { path: '/', pageType: 'home' }, sessionId),
      event('page_viewed', { path: '/', pageType: 'home' }, sessionId, { consent: 'denied' }),
    ]);
    expect(response.statusCode).toBe(202);
    expect(analyticsBatchResponseSchema.parse(response.json()).data.accepted).toBe(0);
    expect(await storedOf(sessionId)).toHaveLength(0);
  });

  it('refuses a malformed batch in the caller’s language with the bad event’s path, storing nothing', async () => {
    const sessionId = `bad-${randomUUID()}`;
    const batch = [
      event('page_viewed', { path: '/', pageType: 'home' }, sessionId, { consent: 'granted' }),
      event('listing_viewed', { categoryId: 'c1' }, sessionId, { consent: 'granted' }),
    ];
    const english = await post(batch);
    expect(english.statusCode).toBe(400);
    const englishBody = errorResponseSchema.parse(english.json());
    expect(englishBody.error.code).toBe('VALIDATION_FAILED');
    expect(englishBody.error.message).toBe(
      'Event 1 (“listing_viewed”) has a missing or invalid value at body.events.1.properties.listingId.',
    );
    expect(englishBody.error.details?.issues?.[0]?.path).toBe('body.events.1.properties.listingId');
    const german = await post(batch, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(errorResponseSchema.parse(german.json()).error.message).toContain('Ereignis 1');
    expect(await storedOf(sessionId)).toHaveLength(0);
  });

  it('refuses unknown event names, empty and oversized batches', async () => {
    const sessionId = `unknown-${randomUUID()}`;
    const unknown = await post([event('mouse_moved', { x: 1 }, sessionId, { consent: 'granted' })]);
    expect(unknown.statusCode).toBe(400);
    const body = errorResponseSchema.parse(unknown.json());
    expect(body.error.message).toContain('mouse_moved');
    expect(body.error.details?.issues?.[0]?.path).toBe('body.events.0.event');
    expect((await post([])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 51 }, () =>
      event('page_viewed', { path: '/', pageType: 'home' }, sessionId, { consent: 'granted' }),
    );
    expect((await post(tooMany)).statusCode).toBe(400);
    expect(await storedOf(sessionId)).toHaveLength(0);
  });

  it("records a signed-in user's events only while the account's consent is granted", async () => {
    const user = await createTestUser(context, { label: 'analytics-user' });
    const sessionId = `user-${randomUUID()}`;
    // The device says granted, the account is still pending: the account decides.
    const pending = await post(
      [event('page_viewed', { path: '/', pageType: 'home' }, sessionId, { consent: 'granted' })],
      user.headers,
    );
    expect(analyticsBatchResponseSchema.parse(pending.json()).data.accepted).toBe(0);
    expect((await setConsent(user, 'granted')).statusCode).toBe(200);
    const granted = await post([event('watch_added', { listingId: 'l1' }, sessionId)], user.headers);
    expect(analyticsBatchResponseSchema.parse(granted.json()).data.accepted).toBe(1);
    expect((await setConsent(user, 'denied')).statusCode).toBe(200);
    const denied = await post([event('cart_added', { listingId: 'l1' }, sessionId)], user.headers);
    expect(analyticsBatchResponseSchema.parse(denied.json()).data.accepted).toBe(0);
    const stored = await storedOf(sessionId);
    expect(stored.map((row) => [row.name, row.userId])).toEqual([['watch_added', user.id]]);
  });

  it('keeps the consent on the account with a consent record of the text version, and resets it', async () => {
    const user = await createTestUser(context, { label: 'analytics-consent' });
    const initial = await context.app.inject({
      method: 'GET',
      url: '/api/analytics/consent',
      headers: user.headers,
    });
    expect(analyticsConsentResponseSchema.parse(initial.json()).data).toMatchObject({
      state: 'pending',
      updatedAt: null,
    });
    const granted = analyticsConsentResponseSchema.parse((await setConsent(user, 'granted')).json()).data;
    expect(granted.state).toBe('granted');
    expect(granted.updatedAt).not.toBeNull();
    await setConsent(user, 'pending');
    const [row] = await context.database.db
      .select({ state: users.analyticsConsent, at: users.analyticsConsentAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.state).toBe('pending');
    expect(row?.at).not.toBeNull();
    const records = await context.database.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.userId, user.id), eq(consentRecords.kind, 'analytics')))
      .orderBy(desc(consentRecords.recordedAt), desc(consentRecords.decision));
    expect(records.map((record) => record.decision).sort()).toEqual(['granted', 'withdrawn']);
    expect(records.every((record) => record.textVersion === granted.textVersion)).toBe(true);
    expect((await setConsent(user, 'maybe')).statusCode).toBe(400);
    const guest = await context.app.inject({ method: 'GET', url: '/api/analytics/consent' });
    expect(guest.statusCode).toBe(401);
  });

  it('counts distinct sessions per funnel stage in order, within the window', async () => {
    // Data in 2001 so other tests' events of today do not count.
    const now = new Date('2001-06-30T12:00:00Z');
    const at = (daysAgo: number, minute = 0) =>
      new Date(now.getTime() - daysAgo * 86_400_000 + minute * 60_000).toISOString();
    const journeys: [daysAgo: number, names: string[]][] = [
      [1, ['page_viewed', 'listing_viewed', 'watch_added', 'checkout_started']],
      [2, ['search_performed', 'listing_viewed', 'chat_started']],
      [3, ['page_viewed', 'listing_viewed']],
      [20, ['page_viewed', 'listing_viewed', 'cart_added', 'order_placed']],
      [60, ['page_viewed']],
      // Out of order: the listing was viewed before the session discovered anything.
      [4, ['listing_viewed', 'page_viewed']],
    ];
    const properties: Record<string, Record<string, unknown>> = {
      page_viewed: { path: '/', pageType: 'home' },
      search_performed: {},
      listing_viewed: { listingId: 'l1' },
      watch_added: { listingId: 'l1' },
      chat_started: { listingId: 'l1' },
      cart_added: { listingId: 'l1' },
      checkout_started: {},
      order_placed: {},
    };
    const batch = journeys.flatMap(([daysAgo, names], index) => {
      const sessionId = `funnel-${index}-${randomUUID()}`;
      return names.map((name, step) =>
        event(name, properties[name] ?? {}, sessionId, { occurredAt: at(daysAgo, step), consent: 'granted' }),
      );
    });
    expect((await post(batch)).statusCode).toBe(202);
    const db = context.database.db;
    const sessionsOf = async (days: number) =>
      (await getAnalyticsFunnel(db, days, now)).stages.map((stage) => stage.sessions);
    expect(await sessionsOf(7)).toEqual([4, 3, 2, 1]);
    expect(await sessionsOf(30)).toEqual([5, 4, 3, 2]);
    expect(await sessionsOf(90)).toEqual([6, 4, 3, 2]);
    const thirty = await getAnalyticsFunnel(db, 30, now);
    expect(thirty.stages.map((stage) => stage.conversionFromPrevious)).toEqual([null, 0.8, 0.75, 0.6667]);
  });

  it('shows the funnel to admins only, for 7, 30 or 90 days', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/analytics/funnel?days=7',
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const funnel = analyticsFunnelResponseSchema.parse(response.json()).data;
    expect(funnel.days).toBe(7);
    expect(funnel.stages.map((stage) => stage.stage)).toEqual(['discover', 'evaluate', 'engage', 'checkout']);
    const buyer = await createTestUser(context, { label: 'analytics-buyer' });
    const forbidden = await context.app.inject({
      method: 'GET',
      url: '/api/analytics/funnel',
      headers: buyer.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const badWindow = await context.app.inject({
      method: 'GET',
      url: '/api/analytics/funnel?days=12',
      headers: admin.headers,
    });
    expect(badWindow.statusCode).toBe(400);
  });

  it('counts listing views per listing for the seller workspace', async () => {
    const first = `view-a-${randomUUID()}`;
    const second = `view-b-${randomUUID()}`;
    const sessionId = `views-${randomUUID()}`;
    await post([
      event('listing_viewed', { listingId: first }, sessionId, { consent: 'granted' }),
      event('listing_viewed', { listingId: first }, sessionId, { consent: 'granted' }),
      event('listing_viewed', { listingId: second }, sessionId, { consent: 'granted' }),
      event('watch_added', { listingId: first }, sessionId, { consent: 'granted' }),
    ]);
    const counts = await listingViewCounts(context.database.db, [first, second, 'never-viewed'], 30);
    expect(Object.fromEntries(counts)).toEqual({ [first]: 2, [second]: 1, 'never-viewed': 0 });
  });

  it('is append-only: UPDATE and plain DELETE are refused, the retention sweep deletes old events', async () => {
    const sessionId = `append-${randomUUID()}`;
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 15);
    await post([
      event('page_viewed', { path: '/old', pageType: 'home' }, sessionId, {
        occurredAt: old.toISOString(),
        consent: 'granted',
      }),
      event('page_viewed', { path: '/new', pageType: 'home' }, sessionId, { consent: 'granted' }),
    ]);
    const db = context.database.db;
    await expect(
      db.execute(sql`UPDATE analytics_events SET name = 'x' WHERE session_id = ${sessionId}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`DELETE FROM analytics_events WHERE session_id = ${sessionId}`),
    ).rejects.toThrow();
    expect(await storedOf(sessionId)).toHaveLength(2);
    expect(await sweepAnalyticsEvents(db)).toBeGreaterThanOrEqual(1);
    const left = await storedOf(sessionId);
    expect(left.map((row) => row.properties.path)).toEqual(['/new']);
  });
});
