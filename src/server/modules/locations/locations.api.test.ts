import { errorResponseSchema } from '@shared/api/error.schema';
import { locationSuggestionsResponseSchema, placeResponseSchema } from '@shared/locations/location.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('locations API', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  const get = (url: string) => context.app.inject({ method: 'GET', url });

  it('suggests places for a name in any umlaut spelling, at most 8', async () => {
    const response = await get('/api/locations/suggest?q=muen');
    expect(response.statusCode).toBe(200);
    const { data } = locationSuggestionsResponseSchema.parse(response.json());
    expect(data.places[0]).toMatchObject({ slug: 'muenchen', label: 'München', isMajorCity: true });
    expect(data.places.length).toBeLessThanOrEqual(8);
    expect(data.postalCode).toBeNull();

    const koeln = locationSuggestionsResponseSchema.parse(
      (await get('/api/locations/suggest?q=K%C3%B6ln')).json(),
    );
    expect(koeln.data.places[0]?.slug).toBe('koeln');
  });

  it('suggests by postal code and names the code it matched', async () => {
    const response = await get('/api/locations/suggest?q=10115');
    const { data } = locationSuggestionsResponseSchema.parse(response.json());
    expect(data.places[0]?.slug).toBe('berlin');
    expect(data.postalCode).toBe('10115');
  });

  it('honours a smaller limit and refuses a larger one or an empty query with 400', async () => {
    const small = locationSuggestionsResponseSchema.parse(
      (await get('/api/locations/suggest?q=ne&limit=3')).json(),
    );
    expect(small.data.places).toHaveLength(3);
    for (const url of [
      '/api/locations/suggest?q=ne&limit=9',
      '/api/locations/suggest?q=%20',
      '/api/locations/suggest',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers an empty list when nothing matches', async () => {
    const { data } = locationSuggestionsResponseSchema.parse(
      (await get('/api/locations/suggest?q=qqxyzzy')).json(),
    );
    expect(data.places).toEqual([]);
  });

  it('returns one place by slug, 404 for an unknown one', async () => {
    const found = await get('/api/locations/bueckeburg');
    expect(found.statusCode).toBe(200);
    expect(placeResponseSchema.parse(found.json()).data.place).toMatchObject({
      label: 'Bückeburg',
      state: 'Niedersachsen',
    });
    const missing = await get('/api/locations/no-such-place-anywhere');
    expect(missing.statusCode).toBe(404);
    expect(errorResponseSchema.parse(missing.json()).error.code).toBe('NOT_FOUND');
  });

  it('finds the nearest place to coordinates, and refuses bad or foreign ones', async () => {
    const near = await get('/api/locations/nearest?lat=48.1372&lng=11.5756');
    expect(near.statusCode).toBe(200);
    expect(placeResponseSchema.parse(near.json()).data.place.slug).toBe('muenchen');

    expect((await get('/api/locations/nearest?lat=abc&lng=11')).statusCode).toBe(400);
    expect((await get('/api/locations/nearest?lat=91&lng=11')).statusCode).toBe(400);
    const abroad = await get('/api/locations/nearest?lat=40.71&lng=-74.0');
    expect(abroad.statusCode).toBe(404);
  });
});
