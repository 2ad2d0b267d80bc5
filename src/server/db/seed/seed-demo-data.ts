import { count, inArray, like } from 'drizzle-orm';
import type { Db } from '../database';
import { listingMedia, listings } from '../schema/listings.schema';
import { generateDemoListings } from './demo-listing-generator';
import { generateDemoReviews } from './demo-review-generator';
import { demoUsers } from './demo-users.data';
import { chunk, upsertCatalog } from './seed-catalog';
import { writeSeedImages } from './seed-images';
import { insertListings } from './seed-listings';
import { insertReviews } from './seed-reviews';
import { seedUsers } from './seed-users';

export interface SeedOptions {
  /** Where media files live; images go to `<mediaRoot>/seed/<listing-slug>/<n>/<variant>.webp`. */
  mediaRoot: string;
  log: (message: string) => void;
  listingCount?: number;
}

/** What the demo data set holds after a run (not only what the run added), so a re-run reports the same. */
export interface SeedSummary {
  categories: number;
  cities: number;
  users: number;
  listings: number;
  images: number;
}

/** Fixed, so every installation gets the same demo listings and slugs. */
export const DEMO_SEED = 20_240_601;
export const DEFAULT_LISTING_COUNT = 360;

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

  const listingCount = options.listingCount ?? DEFAULT_LISTING_COUNT;
  const demoListings = generateDemoListings(DEMO_SEED, listingCount, {
    now,
    sellers: demoUsers,
  });
  const { created: listingsCreated, ids: listingIds } = await insertListings(db, demoListings, userIds);
  options.log(
    `demo seed: listings ${listingsCreated} created, ${demoListings.length - listingsCreated} already there`,
  );

  const demoReviews = generateDemoReviews(DEMO_SEED, {
    now,
    sellers: demoUsers
      .filter((user) => user.roles.includes('seller'))
      .map((user) => ({
        email: user.email,
        ...(user.email === 'seller@kleinkram.local' ? { reviewCount: 24 } : {}),
      })),
    reviewers: demoUsers.map((user) => user.email),
    // Only the main pass: a seller's vehicles would change which listing earlier reviews name.
    listings: demoListings.slice(0, listingCount),
  });
  const reviewsCreated = await insertReviews(db, demoReviews, userIds, listingIds);
  options.log(`demo seed: reviews ${reviewsCreated} created`);

  const imagesStarted = performance.now();
  const images = await writeSeedImages(
    demoListings.flatMap((listing) => listing.images),
    options.mediaRoot,
  );
  options.log(
    `demo seed: images ${images.rendered} rendered, ${images.skipped} already on disk (${seconds(imagesStarted)})`,
  );

  const [users, present, media] = await Promise.all([
    Promise.resolve(userIds.size),
    countListings(
      db,
      demoListings.map((listing) => listing.slug),
    ),
    db.select({ total: count() }).from(listingMedia).where(like(listingMedia.storageKey, 'seed/%')),
  ]);
  const summary: SeedSummary = { ...catalog, users, listings: present, images: media[0]?.total ?? 0 };
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
 * Seeds the catalogue, demo users, listings, reviews and images. Safe to run repeatedly: the
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
