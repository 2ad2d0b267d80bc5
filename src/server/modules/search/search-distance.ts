import { type SQL, sql } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.schema';

/** The sphere earthdistance uses (`earth()`), so distances agree with its GiST index and box. */
export const earthRadiusMeters = 6_378_168;

/**
 * Great-circle distance in metres from a point to each listing (haversine) in plain float
 * arithmetic. earth_distance(ll_to_earth(...)) gives the same distance but builds cubes per row:
 * at thousands of candidate rows it cost more than reading them (docs/performance.md).
 */
export function distanceMetersFrom(latitude: number, longitude: number): SQL<number> {
  const cosLatitude = Math.cos((latitude * Math.PI) / 180);
  return sql<number>`(${2 * earthRadiusMeters}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${listings.latitude} - ${latitude}::float8) / 2), 2)
    + ${cosLatitude}::float8 * cos(radians(${listings.latitude}))
      * power(sin(radians(${listings.longitude} - ${longitude}::float8) / 2), 2)))))`;
}
