import { count, inArray, like } from 'drizzle-orm';
import { refreshPopularQueries } from '../../modules/search-suggestions/search-suggestions.service';
import type { Db } from '../database';
import { listingMedia, listings } from '../schema/listings.schema';
import { orders } from '../schema/orders.schema';
import { DEMO_SEED, planDemoContent } from './demo-content-plan';
import { seedAnalytics } from './seed-analytics';
import { chunk, upsertCatalog } from './seed-catalog';
import { insertChatThreads } from './seed-chat';
import { insertEngagement } from './seed-engagement';
import { type DocumentNumberSealer, insertIdentityChecks } from './seed-identity';
import { writeSeedImages } from './seed-images';
import { insertListings } from './seed-listings';
import { seedModeration } from './seed-moderation';
import { insertOrders, ordersExist } from './seed-orders';
import { insertOrderReviews, removeReviewsWithoutOrders } from './seed-reviews';
import { insertDemoTraders } from './seed-traders';
import { seedUsers } from './seed-users';

export interface SeedOptions {
  /** Where media files live; images go to `<mediaRoot>/seed/<listing-slug>/<n>/<variant>.webp`. */
  mediaRoot: string;
  log: (message: string) => void;
  listingCount?: number;
  /**
   * Seals the pending identity check's document number with the identity module's key (ADR 059);
   * without it that check is left out.
   */
  sealIdentityDocument?: DocumentNumberSealer;
}

/** What the demo data set holds after a run (not only what the run added), so a re-run reports the same. */
export interface SeedSummary {
  categories: number;
  cities: number;
  users: number;
  listings: number;
  images: number;
  orders: number;
}

export { DEFAULT_LISTING_COUNT, DEMO_SEED } from './demo-content-plan';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function seedDemoContent(
  db: Db,
  options: SeedOptions,
  catalog: { categories: number; cities: number },
) {
  const started = performance.now();
  const now = new Date();
  const { ids: userIds, created: usersCreated } = await seedUsers(db, DEMO_SEED, now);
  options.log(`demo seed: users ${usersCreated} created, ${userIds.size - usersCreated} already there`);
  options.log(`demo seed: analytics events ${await seedAnalytics(db, now)} created`);
  // The job rebuilds them every 15 minutes; the demo should not wait for its first run.
  options.log(`demo seed: popular search queries ${await refreshPopularQueries(db, now)} kept`);

  const { catalogue, commerce, engagement, threads, identityChecks } = planDemoContent(
    now,
    options.listingCount,
  );
  const demoListings = [...catalogue, ...commerce.salesListings];
  const { created: listingsCreated, ids: listingIds } = await insertListings(db, demoListings, userIds);
  options.log(
    `demo seed: listings ${listingsCreated} created (${commerce.salesListings.length} sold before), ${demoListings.length - listingsCreated} already there`,
  );

  const commerceStarted = performance.now();
  const references = commerce.orders.map((order) => order.reference);
  await db.transaction(async (tx) => {
    const ids = { users: userIds, listings: listingIds };
    // Orders and their reviews have no natural key but the reference: present once, they stay as they are.
    let ordersNote = 'orders already there, kept';
    if (!(await ordersExist(tx, references))) {
      const removed = await removeReviewsWithoutOrders(tx, [...userIds.values()]);
      const orderIds = await insertOrders(tx, commerce.orders, userIds, listingIds);
      const reviewed = await insertOrderReviews(
        tx,
        { ...commerce, votes: engagement.votes },
        { ...ids, orders: orderIds },
      );
      ordersNote =
        `${orderIds.size} orders, ${reviewed.reviews} reviews (${removed} without an order replaced), ` +
        `${reviewed.votes} votes`;
    }
    // The rest is keyed by user and listing (or thread), so a re-run only adds what is missing.
    const lists = await insertEngagement(tx, engagement, ids);
    const chats = await insertChatThreads(tx, threads, ids);
    const checks = await insertIdentityChecks(tx, identityChecks, userIds, options.sealIdentityDocument);
    await insertDemoTraders(tx, userIds, now);
    await seedModeration(tx, userIds, now);
    options.log(
      `demo seed: ${ordersNote}, ${lists.watched} watched, ${lists.carted} in the cart, ${chats} chat threads, ` +
        `${checks} identity checks added (${seconds(commerceStarted)})`,
    );
  });

  const imagesStarted = performance.now();
  const images = await writeSeedImages(
    demoListings.flatMap((listing) => listing.images),
    options.mediaRoot,
  );
  options.log(
    `demo seed: images ${images.rendered} rendered, ${images.skipped} already on disk (${seconds(imagesStarted)})`,
  );

  const [users, present, media, orderCount] = await Promise.all([
    Promise.resolve(userIds.size),
    countListings(
      db,
      demoListings.map((listing) => listing.slug),
    ),
    db.select({ total: count() }).from(listingMedia).where(like(listingMedia.storageKey, 'seed/%')),
    db.select({ total: count() }).from(orders).where(inArray(orders.reference, references)),
  ]);
  const summary: SeedSummary = {
    ...catalog,
    users,
    listings: present,
    images: media[0]?.total ?? 0,
    orders: orderCount[0]?.total ?? 0,
  };
  options.log(`demo seed: done in ${seconds(started)} (${JSON.stringify(summary)})`);
  return summary;
}

async function countListings(db: Db, slugs: string[]): Promise<number> {
  let total = 0;
  for (const part of chunk(slugs, 500)) {
    const [row] = await db.select({ total: count() }).from(listings).where(inArray(listings.slug, part));
    total += row?.total ?? 0;
  }
  return total;
}

/**
 * Seeds the catalogue, demo users, listings, orders with their reviews, watchlists, carts, chat
 * threads, identity checks and images. Safe to run repeatedly: the
 * catalogue is upserted, users are matched by email and listings by slug, and image files that
 * exist are kept.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const catalog = await upsertCatalog(db);
  options.log(`demo seed: ${catalog.categories} categories and ${catalog.cities} cities upserted`);
  return seedDemoContent(db, options, catalog);
}

/**
 * For start-up: always refreshes the catalogue (so new categories reach existing databases) but
 * adds demo content only to a database without any listings.
 */
export async function seedDemoDataIfEmpty(db: Db, options: SeedOptions): Promise<void> {
  const catalog = await upsertCatalog(db);
  const [anyListing] = await db.select({ id: listings.id }).from(listings).limit(1);
  if (anyListing) {
    options.log(
      `demo seed: ${catalog.categories} categories and ${catalog.cities} cities upserted; listings exist, demo content skipped`,
    );
    return;
  }
  options.log(`demo seed: empty database, seeding demo content`);
  await seedDemoContent(db, options, catalog);
}
