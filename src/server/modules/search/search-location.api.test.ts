import { seoSegmentNotFoundSchema, seoSegmentResponseSchema } from '@shared/search/search.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { berlinCentre, createSearchFixtures, inventedWord } from './search.test-support';

/** Degrees of latitude per km on the earthdistance sphere (radius 6,378,168 m). */
const degreesPerKm = 180 / (Math.PI * 6378.168);

describe('GET /api/search: location and radius', () => {
  let context: TestContext;
  let fixtures: Awaited<ReturnType<typeof createSearchFixtures>>;
  const word = inventedWord('near');
  const ids: Record<string, string> = {};

  const northOfBerlin = (km: number) => ({
    latitude: berlinCentre.latitude + km * degreesPerKm,
    longitude: berlinCentre.longitude,
  });

  beforeAll(async () => {
    context = await createTestApp();
    fixtures = await createSearchFixtures(context);
    ids.inside = await fixtures.createListing({ title: `Inside ${word}`, ...northOfBerlin(24.9) });
    ids.outside = await fixtures.createListing({ title: `Outside ${word}`, ...northOfBerlin(25.1) });
    ids.hamburg = await fixtures.createListing({
      title: `Hamburg ${word}`,
      cityId: 'hamburg',
      latitude: 53.550341,
      longitude: 10.000654,
    });
    // An exact price no other listing has keeps the text-free category searches to these three.
    const priceCents = 9_876_543;
    ids.phoneInside = await fixtures.createListing({
      title: 'Phone for the category radius test',
      priceCents,
      ...northOfBerlin(24.9),
    });
    ids.phoneOutside = await fixtures.createListing({
      title: 'Far phone for the category radius test',
      priceCents,
      ...northOfBerlin(25.1),
    });
    ids.jacketInside = await fixtures.createListing({
      title: 'Jacket for the category radius test',
      priceCents,
      categoryId: 'fashion-women-jackets',
      ...northOfBerlin(3),
    });
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await context.close();
  });

  const idsOf = (data: { listings: { id: string }[] }) => data.listings.map((listing) => listing.id).sort();

  it('places the test points where the radius edges are', async () => {
    const result = await context.database.db.execute<{ km: number }>(
      sql`SELECT earth_distance(ll_to_earth(${berlinCentre.latitude}::float8, ${berlinCentre.longitude}::float8), ll_to_earth(latitude, longitude)) / 1000 AS km FROM listings WHERE id IN (${ids.inside}, ${ids.outside}) ORDER BY km`,
    );
    const [inside, outside] = result.rows.map((row) => Number(row.km));
    expect(inside).toBeCloseTo(24.9, 2);
    expect(outside).toBeCloseTo(25.1, 2);
  });

  it('includes a listing at 24.9 km and excludes one at 25.1 km around Berlin', async () => {
    const { data } = await fixtures.search(`query=${word}&loc=berlin&radius=25`);
    expect(idsOf(data)).toEqual([ids.inside]);
    expect(data.listings[0]?.distanceKm).toBe(24.9);
    expect(data.location).toMatchObject({ label: 'Berlin', radiusKm: 25, place: { slug: 'berlin' } });
  });

  it('combines a category (with everything under it) and a radius without text', async () => {
    const price = 'priceMin=98765.43&priceMax=98765.43';
    const electronics = await fixtures.search(`category=electronics&loc=berlin&radius=25&${price}`);
    expect(idsOf(electronics.data)).toEqual([ids.phoneInside]);
    const phones = await fixtures.search(
      `category=electronics-phones&loc=berlin&radius=50&${price}&sort=new`,
    );
    expect(idsOf(phones.data)).toEqual([ids.phoneInside, ids.phoneOutside].sort());
    const fashion = await fixtures.search(`category=fashion&loc=berlin&radius=5&${price}`);
    expect(idsOf(fashion.data)).toEqual([ids.jacketInside]);
    expect(fashion.data.facets?.categories.map((facet) => facet.count)).toContain(1);
  });

  it('keeps price bounds exact when the price bands narrow a category + radius search', async () => {
    // A spot no other fixture uses, so only these listings are within 5 km; the prices sit on
    // either side of the band bounds at 20, 100 and 250 euros.
    const spot = { latitude: 54.9012, longitude: 8.3123, cityId: 'hamburg' };
    const byPrice: Record<number, string> = {};
    for (const priceCents of [1999, 2000, 10000, 10001, 25000]) {
      byPrice[priceCents] = await fixtures.createListing({
        title: `Band edge ${priceCents}`,
        priceCents,
        ...spot,
      });
    }
    const around = `category=electronics&lat=${spot.latitude}&lng=${spot.longitude}&radius=5`;
    const idsFor = async (price: string) => idsOf((await fixtures.search(`${around}&${price}`)).data);
    expect(await idsFor('priceMin=20&priceMax=100')).toEqual([byPrice[2000], byPrice[10000]].sort());
    expect(await idsFor('priceMax=19.99')).toEqual([byPrice[1999]]);
    expect(await idsFor('priceMin=100.01')).toEqual([byPrice[10001], byPrice[25000]].sort());
    expect(await idsFor('priceMin=0')).toHaveLength(5);
  });

  it('resolves coordinates first, then the place slug, then the region name', async () => {
    const byPoint = await fixtures.search(`query=${word}&lat=53.5503&lng=10.0007&radius=10&loc=berlin`);
    expect(idsOf(byPoint.data)).toEqual([ids.hamburg]);
    const byRegion = await fixtures.search(`query=${word}&region=Hamburg&radius=10`);
    expect(idsOf(byRegion.data)).toEqual([ids.hamburg]);
    expect(byRegion.data.location?.place?.slug).toBe('hamburg');
  });

  it('searches nationwide with radius 0 and without a location', async () => {
    const all = [ids.inside, ids.outside, ids.hamburg].sort();
    const nationwide = await fixtures.search(`query=${word}&loc=berlin&radius=0`);
    expect(idsOf(nationwide.data)).toEqual(all);
    expect(nationwide.data.location).toBeNull();
    expect(nationwide.data.listings[0]?.distanceKm).toBeNull();
    expect(idsOf((await fixtures.search(`query=${word}`)).data)).toEqual(all);
  });

  it('clamps a radius of 500 km to 200 km with a note', async () => {
    const { data } = await fixtures.search(`query=${word}&loc=berlin&radius=500`);
    expect(data.applied.radius).toBe(200);
    expect(data.location?.radiusKm).toBe(200);
    expect(data.notes).toContainEqual(expect.objectContaining({ param: 'radius', code: 'clamped' }));
    expect(idsOf(data)).toEqual([ids.inside, ids.outside].sort());
  });

  it('answers an unknown location with no results and a note', async () => {
    for (const query of ['loc=atlantis', 'region=Atlantis']) {
      const { status, data } = await fixtures.search(`query=${word}&${query}&radius=25`);
      expect(status).toBe(200);
      expect(data.listings).toEqual([]);
      expect(data.notes).toContainEqual(expect.objectContaining({ code: 'unknown_location' }));
    }
  });
});

describe('GET /api/search/seo/{segment}', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  const get = (segment: string) => context.app.inject({ method: 'GET', url: `/api/search/seo/${segment}` });

  it('resolves a known place and an offered radius', async () => {
    const response = await get('berlin-umkreis-25km');
    expect(response.statusCode).toBe(200);
    const { data } = seoSegmentResponseSchema.parse(response.json());
    expect(data.place.slug).toBe('berlin');
    expect(data.radiusKm).toBe(25);
  });

  it('suggests similar places for an unknown one', async () => {
    const response = await get('berln-umkreis-50km');
    expect(response.statusCode).toBe(404);
    const { error } = seoSegmentNotFoundSchema.parse(response.json());
    expect(error.details.reason).toBe('unknown_place');
    expect(error.details.suggestions[0]).toEqual({
      segment: 'berlin-umkreis-50km',
      label: 'Berlin',
      radiusKm: 50,
    });
  });

  it('suggests offered radii for a radius that is not offered', async () => {
    for (const segment of ['berlin-umkreis-30km', 'berlin-umkreis-0km']) {
      const response = await get(segment);
      expect(response.statusCode).toBe(404);
      const { error } = seoSegmentNotFoundSchema.parse(response.json());
      expect(error.details.reason).toBe('invalid_radius');
      expect(error.details.suggestions.map((suggestion) => suggestion.segment)).toEqual([
        'berlin-umkreis-10km',
        'berlin-umkreis-25km',
        'berlin-umkreis-50km',
      ]);
    }
  });

  it('answers a malformed segment with 404', async () => {
    const response = await get('just-berlin');
    expect(response.statusCode).toBe(404);
    expect(seoSegmentNotFoundSchema.parse(response.json()).error.details.reason).toBe('malformed');
  });
});
