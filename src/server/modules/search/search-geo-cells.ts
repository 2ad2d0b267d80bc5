/**
 * The grid cells a radius search covers, matching the tokens that `listing_geo_cells` (migration
 * 0008) puts into each listing's search document: a fine grid of 0.1° latitude x 0.15° longitude
 * (about 11 x 10 km in Germany) and a coarse one of 1° x 1.5°. The same floor() on the same IEEE
 * doubles as PostgreSQL, so a point inside the circle always falls in one of the returned cells.
 */
const fine = { prefix: '~f', latStep: 0.1, lngStep: 0.15 } as const;
const coarse = { prefix: '~c', latStep: 1, lngStep: 1.5 } as const;

/** Above this radius the fine grid needs too many cells; the coarse one takes over. */
const fineGridMaxRadiusKm = 60;
/** earthdistance's sphere: 6,378,168 m, so one degree of latitude is 111.32 km. */
const kmPerDegreeLatitude = 111.32;
/** Slack for the flat-box approximation of a circle on the sphere. */
const safety = 1.02;

function cellIndex(value: number, step: number): number {
  // Mirrors SQL: floor(latitude * 10) for the 0.1 step, floor(longitude / 0.15) for the others.
  return step === 0.1 ? Math.floor(value * 10) : Math.floor(value / step);
}

export function geoCellTokensCovering(
  latitude: number,
  longitude: number,
  radiusKm: number,
  options: { isCoarseOnly?: boolean } = {},
): string[] {
  const grid = radiusKm <= fineGridMaxRadiusKm && !options.isCoarseOnly ? fine : coarse;
  const deltaLat = (radiusKm / kmPerDegreeLatitude) * safety;
  const maxAbsLat = Math.min(89, Math.abs(latitude) + deltaLat);
  const deltaLng = (radiusKm / (kmPerDegreeLatitude * Math.cos((maxAbsLat * Math.PI) / 180))) * safety;
  const tokens: string[] = [];
  const latFrom = cellIndex(latitude - deltaLat, grid.latStep);
  const latTo = cellIndex(latitude + deltaLat, grid.latStep);
  const lngFrom = cellIndex(longitude - deltaLng, grid.lngStep);
  const lngTo = cellIndex(longitude + deltaLng, grid.lngStep);
  for (let lat = latFrom; lat <= latTo; lat += 1) {
    for (let lng = lngFrom; lng <= lngTo; lng += 1) tokens.push(`${grid.prefix}${lat}_${lng}`);
  }
  return tokens;
}

/** The cells as tsquery text: 'a' | 'b' | ... (tokens hold only ~, letters, digits, _ and -). */
export function geoCellQueryText(tokens: readonly string[]): string {
  return tokens.map((token) => `'${token}'`).join(' | ');
}
