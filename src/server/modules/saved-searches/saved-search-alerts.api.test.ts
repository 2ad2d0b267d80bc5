import { randomInt } from 'node:crypto';
import { findTaxonomyCategory } from '@shared/catalog/taxonomy';
import { notificationListResponseSchema } from '@shared/notifications/notification.schema';
import { savedSearchResponseSchema } from '@shared/saved-searches/saved-search.schema';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import { savedSearches, savedSearchMatches } from '../../db/schema/search.schema';
import { publishTestListing } from '../../test/published-listing-factory';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

/** A made-up word no other listing contains, so full-text matches are ours alone. */
const uniqueWord = (prefix: string) =>
  `${prefix}${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!isDone(value)) {
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

describe('saved-search alerts (pg-boss job, end to end)', () => {
  let context: TestContext;
  let inbox: SmtpInbox;
  let seller: TestUser;
  let buyer: TestUser;
  // A leaf category: publishing files listings only under one (the unsupported_category check).
  const categoryId = 'home-furniture-tables';
  const listingIds: string[] = [];
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    context = await createTestApp({ jobs: true, smtpUrl: inbox.url });
    seller = await createTestUser(context, { label: 'alert-seller', roles: ['seller'] });
    buyer = await createTestUser(context, { label: 'alert-buyer' });
  });
  afterAll(async () => {
    // Test listings (their photos have no files): remove them before a feed test could show them.
    if (listingIds.length > 0)
      await context.database.db.delete(listings).where(inArray(listings.id, listingIds));
    await context.close();
    await inbox.close();
  });

  const saveSearch = async (user: TestUser, payload: object) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: user.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return savedSearchResponseSchema.parse(response.json()).data.savedSearch;
  };
  const notificationsOf = async (user: TestUser) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: user.headers,
    });
    return notificationListResponseSchema.parse(response.json()).data;
  };
  const publishThroughApi = async (title: string) => {
    const listing = await publishTestListing(context, seller, {
      title,
      description: 'A listing published by the alert test; it is removed again when the test ends.',
      categoryId,
      priceValue: 120,
      locationSlug: 'berlin',
    });
    listingIds.push(listing.id);
    return listing;
  };
  const matchCount = async (savedSearchIds: string[]) =>
    (
      await context.database.db
        .select({ listingId: savedSearchMatches.listingId })
        .from(savedSearchMatches)
        .where(inArray(savedSearchMatches.savedSearchId, savedSearchIds))
    ).length;
  const alertedUntilOf = async (id: string) => {
    const [row] = await context.database.db
      .select({ alertedUntil: savedSearches.alertedUntil })
      .from(savedSearches)
      .where(eq(savedSearches.id, id));
    return row!.alertedUntil;
  };

  it('notifies every matching saved search once, mails only where alerts are on, and the sweep adds nothing', async () => {
    const word = uniqueWord('zorb');
    const otherWord = uniqueWord('quib');
    const topCategory = findTaxonomyCategory(categoryId)!.path[0]!;
    const withAlerts = await saveSearch(buyer, {
      label: 'Zorb alerts',
      params: { query: word },
      notificationsEnabled: true,
    });
    const withoutAlerts = await saveSearch(buyer, { params: { query: word, category: topCategory } });
    const notMatching = await saveSearch(buyer, { params: { query: otherWord }, notificationsEnabled: true });
    const sellersOwn = await saveSearch(seller, { params: { query: word }, notificationsEnabled: true });

    const listing = await publishThroughApi(`Vintage ${word} lamp in brass`);
    const publishedAt = Date.now();

    const { notifications, unreadCount } = await eventually(
      () => notificationsOf(buyer),
      // The list and the unread count are two reads; a notification written between them shows in
      // one only, so wait until both have caught up.
      (value) => value.notifications.length >= 2 && value.unreadCount >= 2,
    );
    // The worker polls every second: seconds, not the sweep's minute.
    expect(Date.now() - publishedAt).toBeLessThan(5_000);
    expect(unreadCount).toBe(2);
    expect(notifications.map((item) => item.title).sort()).toEqual(
      [`New match for “Zorb alerts”`, `New match for “${withoutAlerts.label}”`].sort(),
    );
    for (const notification of notifications) {
      expect(notification).toMatchObject({
        category: 'system',
        actionTo: `/listing/${listing.slug}`,
        description: `Vintage ${word} lamp in brass for €120`,
      });
    }

    const mail = await inbox.waitForMail((item) => item.to.includes(buyer.email.toLowerCase()), 10_000);
    expect(mail.subject).toBe(`New match for “Zorb alerts”: Vintage ${word} lamp in brass`);
    expect(mail.links).toContain(`http://localhost:3000/listing/${listing.slug}`);
    expect(mail.links.some((link) => link.includes(`/search?query=${word}&saved=${withAlerts.id}`))).toBe(
      true,
    );

    // The sweep (the safety net) finds the same listing and must not report it again.
    const before = await alertedUntilOf(withAlerts.id);
    await context.app.deps.jobs.send('saved-search-sweep', {});
    await eventually(
      () => alertedUntilOf(withAlerts.id),
      (value) => value > before,
    );
    expect((await notificationsOf(buyer)).notifications).toHaveLength(2);
    expect(await matchCount([withAlerts.id, withoutAlerts.id, notMatching.id, sellersOwn.id])).toBe(2);
    expect((await notificationsOf(seller)).notifications).toHaveLength(0);
    expect(inbox.mailsTo(buyer.email)).toHaveLength(1);
    expect(inbox.mailsTo(seller.email)).toHaveLength(0);
  });

  it('the minute sweep catches a listing published by another path, in the language alerts were turned on in', async () => {
    const word = uniqueWord('plim');
    const germanBuyer = await createTestUser(context, { label: 'alert-buyer-de' });
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { ...germanBuyer.headers, 'accept-language': 'de' },
      payload: { label: 'Plim', params: { query: word }, notificationsEnabled: true },
    });
    expect(response.statusCode, response.body).toBe(201);
    const search = savedSearchResponseSchema.parse(response.json()).data.savedSearch;

    // Published straight in the database: no job was enqueued for it.
    const [row] = await context.database.db
      .insert(listings)
      .values({
        slug: `alert-sweep-${word}`,
        sellerId: seller.id,
        status: 'PUBLISHED',
        language: 'de',
        title: `Alte ${word} Kommode`,
        description: 'Ein Angebot, das am Publish-Endpunkt vorbei veröffentlicht wurde, für den Sweep-Test.',
        categoryId,
        condition: 'good',
        priceCents: 4_999,
        cityId: 'berlin',
        latitude: 52.52,
        longitude: 13.405,
        publishedAt: new Date(),
      })
      .returning({ id: listings.id });
    listingIds.push(row!.id);

    await context.app.deps.jobs.send('saved-search-sweep', {});
    const mail = await inbox.waitForMail((item) => item.to.includes(germanBuyer.email.toLowerCase()), 15_000);
    expect(mail.subject).toBe(`Neuer Treffer für „Plim“: Alte ${word} Kommode`);
    expect(mail.text).toMatch(/für 49,99\s€/);
    const { notifications } = await notificationsOf(germanBuyer);
    expect(notifications).toHaveLength(1);
    expect(await matchCount([search.id])).toBe(1);
  });
});
