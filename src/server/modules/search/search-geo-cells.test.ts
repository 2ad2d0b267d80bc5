import { describe, expect, it } from 'vitest';
import { geoCellQueryText, geoCellTokensCovering } from './search-geo-cells';

/** The tokens listing_geo_cells (migration 0008) gives a point, computed the way SQL does. */
function cellsOf(latitude: number, longitude: number) {
  return {
    fine: `~f${Math.floor(latitude * 10)}_${Math.floor(longitude / 0.15)}`,
    coarse: `~c${Math.floor(latitude)}_${Math.floor(longitude / 1.5)}`,
  };
}

/** A point `km` away from the start in direction `bearing` (degrees), on earthdistance's sphere. */
function pointAt(latitude: number, longitude: number, km: number, bearing: number) {
  const radius = 6378.168;
  const angular = km / radius;
  const [lat1, lng1, theta] = [latitude, longitude, bearing].map((degrees) => (degrees * Math.PI) / 180) as [
    number,
    number,
    number,
  ];
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(theta),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: (lat2 * 180) / Math.PI, longitude: (lng2 * 180) / Math.PI };
}

describe('geoCellTokensCovering', () => {
  const centres = [
    { latitude: 52.520008, longitude: 13.404954 },
    { latitude: 47.4, longitude: 10.3 },
    { latitude: 54.9, longitude: 8.3 },
  ];
  for (const radiusKm of [5, 10, 25, 50, 100, 200]) {
    it(`covers every point within ${radiusKm} km`, () => {
      for (const centre of centres) {
        const tokens = new Set(geoCellTokensCovering(centre.latitude, centre.longitude, radiusKm));
        for (let bearing = 0; bearing < 360; bearing += 7.5) {
          for (const fraction of [0.25, 0.5, 0.9, 0.999]) {
            const point = pointAt(centre.latitude, centre.longitude, radiusKm * fraction, bearing);
            const cells = cellsOf(point.latitude, point.longitude);
            expect(tokens.has(radiusKm <= 60 ? cells.fine : cells.coarse)).toBe(true);
          }
        }
      }
    });
  }

  it('covers small circles with coarse cells when asked (text searches)', () => {
    for (const centre of centres) {
      const tokens = new Set(
        geoCellTokensCovering(centre.latitude, centre.longitude, 25, { isCoarseOnly: true }),
      );
      expect(tokens.size).toBeLessThanOrEqual(4);
      for (let bearing = 0; bearing < 360; bearing += 7.5) {
        const point = pointAt(centre.latitude, centre.longitude, 25 * 0.999, bearing);
        expect(tokens.has(cellsOf(point.latitude, point.longitude).coarse)).toBe(true);
      }
    }
  });

  it('keeps the query small: tens of cells, not thousands', () => {
    expect(geoCellTokensCovering(52.52, 13.4, 25).length).toBeLessThanOrEqual(40);
    expect(geoCellTokensCovering(52.52, 13.4, 50).length).toBeLessThanOrEqual(130);
    expect(geoCellTokensCovering(52.52, 13.4, 200).length).toBeLessThanOrEqual(30);
  });

  it('writes the cells as an OR tsquery', () => {
    expect(geoCellQueryText(['~f525_89', '~f525_90'])).toBe("'~f525_89' | '~f525_90'");
  });
});
