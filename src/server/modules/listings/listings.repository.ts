import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listingCardColumns } from '../../db/projections/listing-card.projection';
import { cities } from '../../db/schema/catalog.schema';
import { listings } from '../../db/schema/listings.schema';

export function findRecentPublishedListings(db: Db, limit: number) {
  return db
    .select(listingCardColumns)
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .where(and(eq(listings.status, 'PUBLISHED'), isNull(listings.soldAt)))
    .orderBy(desc(listings.publishedAt), desc(listings.id))
    .limit(limit);
}

/** The ten cities listings are filed under (spec §3); few enough to compare in memory. */
export function listCityPoints(db: Db) {
  return db.select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude }).from(cities);
}
