import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared-statement';
import { listingCardColumns } from '../../db/projections/listing-card.projection';
import { cities } from '../../db/schema/catalog.schema';
import { listings } from '../../db/schema/listings.schema';

const recentPublishedListings = preparedPerDatabase((db) =>
  db
    .select(listingCardColumns)
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .where(and(eq(listings.status, 'PUBLISHED'), isNull(listings.soldAt)))
    .orderBy(desc(listings.publishedAt), desc(listings.id))
    .limit(sql.placeholder('limit'))
    .prepare(''),
);

export function findRecentPublishedListings(db: Db, limit: number) {
  return recentPublishedListings(db).execute({ limit });
}

/** The ten cities listings are filed under (spec §3); few enough to compare in memory. */
export function listCityPoints(db: Db) {
  return db.select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude }).from(cities);
}
