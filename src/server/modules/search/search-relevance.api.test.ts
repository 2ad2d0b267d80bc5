import { type SearchResponse, searchResponseSchema } from '@shared/search/search.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

/**
 * A slice of the relevance set (eval/search/relevance-set.ts, ADR 045) against the test database's
 * demo seed (its first 40 listings): everyday German and English words, compounds and a typo find
 * the listing they name in the top 5. `npm run eval:search` runs the whole set on 360 listings.
 */
const slice: [query: string, titlePart: string][] = [
  ['Handy', 'Fairphone 4'],
  ['Mobiltelefon', 'Fairphone 4'],
  ['stroller', 'Joolz Day+ Kinderwagen'],
  ['Kinderwagen', 'Joolz Day+ pram'],
  ['Buggy', 'Joolz Day+'],
  ['Fahrradhelm', 'bike helmet'],
  ['Kopfhörer', 'earbuds'],
  ['Plattenspieler', 'turntable'],
  ['Stehlampe', 'floor lamp'],
  ['Gitarre', 'Les Paul'],
  ['Hochstuhl', 'high chair'],
  ['Rasenmäher', 'reel mower'],
  ['Hanteln', 'dumbbells'],
  ['kayak', 'Kajak'],
  ['Turnschuhe', 'Sneaker'],
  ['Wohnzimmertisch', 'Couchtisch'],
];

describe('GET /api/search: everyday words (relevance slice)', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestApp();
  });

  afterAll(async () => {
    await context.close();
  });

  async function search(queryString: string): Promise<SearchResponse['data']> {
    const response = await context.app.inject({ method: 'GET', url: `/api/search?${queryString}&limit=5` });
    expect(response.statusCode).toBe(200);
    return searchResponseSchema.parse(response.json()).data;
  }

  it.each(slice)('"%s" finds "%s" in the top 5', async (query, titlePart) => {
    const data = await search(new URLSearchParams({ query }).toString());
    const titles = data.listings.map((listing) => listing.title);
    expect(titles.some((title) => title.toLowerCase().includes(titlePart.toLowerCase()))).toBe(true);
  });

  it('keeps a known word as typed: "Handy" is not corrected to a listing word', async () => {
    const data = await search('query=Handy');
    expect(data.correctedQuery).toBeNull();
  });

  it('corrects a word that finds nothing toward a listing word, unless asked for the words verbatim', async () => {
    const corrected = await search('query=Kinderwagn');
    expect(corrected.correctedQuery).toBe('kinderwagen');
    expect(corrected.listings.some((listing) => listing.title.includes('Kinderwagen'))).toBe(true);
    const verbatim = await search('query=Kinderwagn&verbatim=1');
    expect(verbatim.correctedQuery).toBeNull();
    expect(verbatim.applied.verbatim).toBe(true);
  });
});
