import { createHash, randomUUID } from 'node:crypto';
import { dataExportFiles, latestDataExportResponseSchema } from '@shared/privacy/data-export.schema';
import { asc, eq, or } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, refreshTokens } from '../../db/schema/auth.schema';
import { chatMessages, chatOffers } from '../../db/schema/chat.schema';
import { cartItems, watchlistItems } from '../../db/schema/engagement.schema';
import { listingDrafts, listingStatusEvents } from '../../db/schema/listing-drafts.schema';
import { listingPriceHistory, listings, reviews } from '../../db/schema/listings.schema';
import { mediaAssets } from '../../db/schema/media.schema';
import { orderEvents, orders } from '../../db/schema/orders.schema';
import { dataExports } from '../../db/schema/privacy.schema';
import { notifications, savedSearches } from '../../db/schema/search.schema';
import { users } from '../../db/schema/users.schema';
import { createTestListings } from '../../test/listing-factory';
import { mediaFixture } from '../../test/media-test-support';
import { insertTestOrder } from '../../test/order-row-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { mediaStoresOf } from '../media/media-storage-selection';
import { recordConsent } from './consent-records.service';
import { runDataExport } from './data-export-job.service';
import { sweepDataExports } from './data-export-sweep.service';

type Json = Record<string, unknown>;
const ids = (rows: readonly Record<string, unknown>[]) => rows.map((row) => String(row.id)).sort();

/** The GDPR export end to end: request, the job, the signed download, and the archive against the database. */
describe('data export', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(async () => {
    await context.close();
  });
  const db = () => context.database.db;

  const request = (user: TestUser) =>
    context.app.inject({ method: 'POST', url: '/api/privacy/exports', headers: user.headers });
  const latest = async (user: TestUser) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/privacy/exports/latest',
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return latestDataExportResponseSchema.parse(response.json()).data.export;
  };
  const consent = async (user: TestUser) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/chat/consent',
      headers: user.headers,
      payload: { accepted: true },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const exportReady = async (user: TestUser) => {
    const requested = await request(user);
    expect(requested.statusCode, requested.body).toBe(202);
    const exportId = (requested.json() as { data: { export: { id: string } } }).data.export.id;
    expect(await runDataExport(context.app.deps, exportId)).toBe('ready');
    const ready = await latest(user);
    expect(ready?.status).toBe('ready');
    expect(ready?.progress).toBe(100);
    return { exportId, url: ready?.downloadUrl ?? '' };
  };

  /** A seller with a bit of everything: listings, a draft, a photo, a chat, an offer, orders both ways, reviews. */
  async function seedSeller() {
    const seller = await createTestUser(context, { label: 'export-seller', roles: ['buyer', 'seller'] });
    const buyer = await createTestUser(context, { label: 'export-buyer', displayName: 'Export Buyer' });
    const other = await createTestUser(context, { label: 'export-other', roles: ['buyer', 'seller'] });
    const [listingId, secondListingId] = await createTestListings(context, { sellerId: seller.id, count: 2 });
    const [otherListingId] = await createTestListings(context, { sellerId: other.id, count: 1 });
    if (!listingId || !secondListingId || !otherListingId) throw new Error('listings not created');
    await db().insert(listingPriceHistory).values({ listingId, priceCents: 1500 });
    await db().insert(listingStatusEvents).values({
      listingId,
      fromStatus: 'READY',
      toStatus: 'PUBLISHED',
      actorId: seller.id,
      actorRole: 'seller',
    });
    await db()
      .insert(listingDrafts)
      .values({ sellerId: seller.id, snapshot: { title: 'Half-written draft' } as never });
    const photoId = randomUUID();
    const photoBytes = mediaFixture('product.png');
    const originalKey = `originals/${seller.id}/${photoId}`;
    await mediaStoresOf(context.app.deps.config).uploads.put(originalKey, photoBytes, 'image/png');
    await db()
      .insert(mediaAssets)
      .values({
        id: photoId,
        ownerId: seller.id,
        listingId,
        contentHash: createHash('sha256').update(photoBytes).digest('hex'),
        originalKey,
        variantPrefix: `uploads/${seller.id}/${photoId}-1`,
        mimeType: 'image/png',
        originalName: 'lamp photo.png',
        sizeBytes: photoBytes.length,
        width: 10,
        height: 10,
        variantSizes: {},
        source: 'upload',
      });
    await consent(seller);
    await consent(buyer);
    const opened = await context.app.inject({
      method: 'POST',
      url: '/api/chat/threads',
      headers: buyer.headers,
      payload: { listingId },
    });
    expect(opened.statusCode, opened.body).toBeLessThan(300);
    const threadId = (opened.json() as { data: { thread: { id: string } } }).data.thread.id;
    for (const [user, body] of [
      [buyer, 'Is the lamp still there?'],
      [seller, 'Yes, come by on Saturday.'],
    ] as const) {
      const sent = await context.app.inject({
        method: 'POST',
        url: `/api/chat/threads/${threadId}/messages`,
        headers: user.headers,
        payload: { clientId: randomUUID(), body },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    // Held by the filter: the seller's own shows in their export, the buyer's never reached them.
    await db()
      .insert(chatMessages)
      .values([
        { threadId, senderId: seller.id, clientId: randomUUID(), body: 'my held message', status: 'held' },
        { threadId, senderId: buyer.id, clientId: randomUUID(), body: 'buyer held message', status: 'held' },
      ]);
    await db()
      .insert(chatOffers)
      .values({
        threadId,
        listingId,
        buyerId: buyer.id,
        proposerId: buyer.id,
        madeBy: 'buyer',
        amountCents: 900,
        clientId: randomUUID(),
        // A year ahead: on the shared server database, the offers test expires every offer due
        // within its own offer's 48 hours, which writes a system message into this thread.
        expiresAt: new Date(Date.now() + 365 * 86_400_000),
      });
    const soldOrderId = await insertTestOrder(context, { buyerId: buyer.id, sellerId: seller.id });
    const boughtOrderId = await insertTestOrder(context, { buyerId: seller.id, sellerId: other.id });
    await db().insert(orderEvents).values({ orderId: soldOrderId, toStatus: 'completed', actor: 'buyer' });
    await db().update(orders).set({ handoverCode: '4711' }).where(eq(orders.id, soldOrderId));
    await db()
      .insert(reviews)
      .values([
        { sellerId: seller.id, reviewerId: buyer.id, orderId: soldOrderId, rating: 5, comment: 'Great lamp' },
        { sellerId: other.id, reviewerId: seller.id, orderId: boughtOrderId, rating: 4, comment: 'Fine' },
        { sellerId: seller.id, reviewerId: other.id, rating: 3, comment: 'Hidden name', isAnonymous: true },
      ]);
    await db()
      .insert(savedSearches)
      .values({
        userId: seller.id,
        label: 'Lamps',
        params: { q: 'lamp' },
        paramsKey: `q=lamp-${randomUUID()}`,
      });
    await db()
      .insert(notifications)
      .values({
        userId: seller.id,
        category: 'system',
        kind: 'test_notice',
        payload: { a: 1 },
        dedupeKey: 'x',
      });
    await db().insert(watchlistItems).values({ userId: seller.id, listingId: otherListingId });
    await db().insert(cartItems).values({ userId: seller.id, listingId: otherListingId });
    await recordConsent(db(), seller.id, 'analytics', 'granted');
    return { seller, buyer, other, threadId, photoId, photoBytes, listingIds: [listingId, secondListingId] };
  }

  it('builds an archive whose every file matches what the database holds for the user', async () => {
    const { seller, buyer, photoId, photoBytes } = await seedSeller();
    const { url } = await exportReady(seller);
    expect(url).toMatch(
      /^\/api\/privacy\/exports\/[0-9a-f-]+\/download\?expires=\d+&signature=[0-9a-f]{64}$/,
    );

    const downloaded = await context.app.inject({ method: 'GET', url });
    expect(downloaded.statusCode, downloaded.body).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/zip');
    expect(downloaded.headers['cache-control']).toContain('no-store');
    const files = unzipSync(new Uint8Array(downloaded.rawPayload));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    const json = (name: string) => JSON.parse(text(name)) as never;
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', ...dataExportFiles, `photos/${photoId}-lamp_photo.png`]),
    );
    expect(text('README.txt')).toContain('reviews-received.json');
    expect(text('README.txt')).toContain('Dieses Archiv');

    // No secret of any kind anywhere in the archive.
    const [stored] = await db().select().from(users).where(eq(users.id, seller.id));
    const tokens = await db().select().from(refreshTokens).where(eq(refreshTokens.userId, seller.id));
    const everything = Object.keys(files)
      .filter((name) => name.endsWith('.json'))
      .map(text)
      .join('\n');
    expect(everything).not.toContain(stored?.passwordHash);
    for (const token of tokens) expect(everything).not.toContain(token.tokenHash);
    expect(everything).not.toContain('passwordHash');
    expect(everything).not.toContain('handoverCode');

    const account = json('account.json') as Json;
    expect(account).toMatchObject({
      id: seller.id,
      email: seller.email,
      roles: stored?.roles,
      createdAt: stored?.createdAt.toISOString(),
      isEmailVerified: true,
      isTwoFactorEnabled: false,
    });
    expect((json('profile.json') as Json).displayName).toBe(stored?.displayName);

    const listingRows = await db().select().from(listings).where(eq(listings.sellerId, seller.id));
    const exportedListings = json('listings.json') as Array<
      Json & { priceHistory: Json[]; statusEvents: Json[] }
    >;
    expect(ids(exportedListings)).toEqual(ids(listingRows));
    const withHistory = exportedListings.find((listing) => listing.priceHistory.length > 0);
    expect(withHistory?.priceHistory[0]).toMatchObject({ priceCents: 1500 });
    expect(withHistory?.statusEvents[0]).toMatchObject({ toStatus: 'PUBLISHED' });
    expect(exportedListings.find((listing) => listing.id === listingRows[0]?.id)).toMatchObject({
      title: listingRows[0]?.title,
      priceCents: listingRows[0]?.priceCents,
    });

    const draftRows = await db().select().from(listingDrafts).where(eq(listingDrafts.sellerId, seller.id));
    expect(ids((json('drafts.json') as { drafts: Json[] }).drafts)).toEqual(ids(draftRows));

    const photoRows = await db().select().from(mediaAssets).where(eq(mediaAssets.ownerId, seller.id));
    expect(ids(json('photos.json'))).toEqual(ids(photoRows));
    expect(Buffer.from(files[`photos/${photoId}-lamp_photo.png`] ?? [])).toEqual(photoBytes);

    const messageRows = await db()
      .select()
      .from(chatMessages)
      .where(or(eq(chatMessages.senderId, seller.id), eq(chatMessages.senderId, buyer.id)))
      .orderBy(asc(chatMessages.createdAt));
    const expectedMessages = messageRows.filter(
      (row) => row.senderId === seller.id || row.status === 'delivered',
    );
    const conversation = json('messages.json') as { threads: Json[]; messages: Json[] };
    expect(ids(conversation.messages)).toEqual(ids(expectedMessages));
    expect(conversation.messages.map((message) => message.body)).toContain('my held message');
    expect(conversation.messages.map((message) => message.body)).not.toContain('buyer held message');
    expect(conversation.threads[0]).toMatchObject({ role: 'seller', counterpartName: 'Export Buyer' });

    const offerRows = await db().select().from(chatOffers).where(eq(chatOffers.buyerId, buyer.id));
    expect(ids(json('offers.json'))).toEqual(ids(offerRows));

    const orderRows = await db()
      .select()
      .from(orders)
      .where(or(eq(orders.buyerId, seller.id), eq(orders.sellerId, seller.id)));
    const exportedOrders = json('orders.json') as Array<Json & { events: Json[]; role: string }>;
    expect(ids(exportedOrders)).toEqual(ids(orderRows));
    expect(exportedOrders.map((order) => order.role).sort()).toEqual(['buyer', 'seller']);
    expect(exportedOrders.find((order) => order.role === 'seller')?.events[0]).toMatchObject({
      toStatus: 'completed',
    });

    const given = await db().select().from(reviews).where(eq(reviews.reviewerId, seller.id));
    const received = await db().select().from(reviews).where(eq(reviews.sellerId, seller.id));
    expect(ids((json('reviews-given.json') as { reviews: Json[] }).reviews)).toEqual(ids(given));
    const exportedReceived = json('reviews-received.json') as Json[];
    expect(ids(exportedReceived)).toEqual(ids(received));
    expect(exportedReceived.find((review) => review.comment === 'Hidden name')?.reviewerId).toBeNull();

    const searchRows = await db().select().from(savedSearches).where(eq(savedSearches.userId, seller.id));
    expect(ids(json('saved-searches.json'))).toEqual(ids(searchRows));
    const noticeRows = await db().select().from(notifications).where(eq(notifications.userId, seller.id));
    // The "export ready" notice is written after the archive, so it is not in it.
    expect(ids(json('notifications.json'))).toEqual(
      ids(noticeRows.filter((row) => row.kind !== 'data_export_ready')),
    );
    const engagement = json('watchlist-and-cart.json') as { watchlist: Json[]; cart: Json[] };
    expect(engagement.watchlist).toHaveLength(1);
    expect(engagement.cart).toHaveLength(1);

    const consents = json('consents.json') as { records: Json[]; current: { communication: Json } };
    expect(consents.records.map((record) => record.kind)).toContain('analytics');
    expect(consents.current.communication.givenAt).toBe(stored?.communicationConsentAt?.toISOString());

    const sessionRows = await db().select().from(authSessions).where(eq(authSessions.userId, seller.id));
    const history = json('sign-in-history.json') as { sessions: Json[]; refreshTokens: Json[] };
    expect(ids(history.sessions)).toEqual(ids(sessionRows));
    expect(ids(history.refreshTokens)).toEqual(ids(tokens));

    for (const empty of ['identity-checks.json', 'moderation.json', 'feedback-tickets.json']) {
      expect(files[empty]).toBeDefined();
    }
    expect(json('tax-profile.json')).toBeNull();
  });

  it('answers EXPORT_IN_PROGRESS while one is pending, and a retry after a failure starts a new one', async () => {
    const user = await createTestUser(context, { label: 'export-twice' });
    const first = await request(user);
    expect(first.statusCode).toBe(202);
    const firstId = (first.json() as { data: { export: { id: string; status: string } } }).data.export.id;
    const second = await request(user);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: { code: 'EXPORT_IN_PROGRESS', details: { exportId: firstId } },
    });

    expect(await runDataExport(context.app.deps, firstId, { timeBoxMs: -1 })).toBe('failed');
    expect((await latest(user))?.status).toBe('failed');
    const retried = await request(user);
    expect(retried.statusCode).toBe(202);
  });

  it('refuses a tampered signature, another export id, and an expired link (410)', async () => {
    const owner = await createTestUser(context, { label: 'export-owner' });
    const stranger = await createTestUser(context, { label: 'export-stranger' });
    const { exportId, url } = await exportReady(owner);
    const { exportId: strangerExportId, url: strangerUrl } = await exportReady(stranger);

    const tampered = url.replace(
      /signature=([0-9a-f])/,
      (_, first: string) => `signature=${first === '0' ? '1' : '0'}`,
    );
    expect((await context.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    // The stranger's valid signature does not open the owner's archive, and the other way round.
    const crossed = strangerUrl.replace(strangerExportId, exportId);
    expect((await context.app.inject({ method: 'GET', url: crossed })).statusCode).toBe(403);
    const longer = url.replace(/expires=(\d+)/, (_, value: string) => `expires=${Number(value) + 3600}`);
    expect((await context.app.inject({ method: 'GET', url: longer })).statusCode).toBe(403);
    // The stranger only ever sees their own export.
    expect((await latest(stranger))?.id).toBe(strangerExportId);

    await db()
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, exportId));
    const expiredLink = (await latest(owner))?.downloadUrl;
    expect(expiredLink).toBeNull();
    const gone = await context.app.inject({ method: 'GET', url });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ error: { code: 'EXPORT_LINK_EXPIRED' } });

    const swept = await sweepDataExports(context.app.deps);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(row).toMatchObject({ status: 'expired', storageKey: null });
    expect(
      await mediaStoresOf(context.app.deps.config).uploads.exists(`exports/${owner.id}/${exportId}.zip`),
    ).toBe(false);
  });

  it('tells the user in the app when the archive is ready, linking to the settings', async () => {
    const user = await createTestUser(context, { label: 'export-notice' });
    const { exportId } = await exportReady(user);
    const [notice] = await db().select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notice).toMatchObject({ kind: 'data_export_ready', actionTo: '/settings#data-export' });
    expect(notice?.payload).toMatchObject({ exportId });
    const listed = await context.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: user.headers,
    });
    expect(listed.body).toContain('Your data export is ready');
  });

  it('needs a session to request or read an export', async () => {
    expect((await context.app.inject({ method: 'POST', url: '/api/privacy/exports' })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'GET', url: '/api/privacy/exports/latest' })).statusCode).toBe(
      401,
    );
  });
});
