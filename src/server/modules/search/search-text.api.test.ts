import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createSearchFixtures, inventedWord } from './search.test-support';

describe('GET /api/search: text matching', () => {
  let context: TestContext;
  let fixtures: Awaited<ReturnType<typeof createSearchFixtures>>;
  const marker = inventedWord('text');
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    context = await createTestApp();
    fixtures = await createSearchFixtures(context);
    const create = fixtures.createListing;
    ids.winterjacke = await create({
      language: 'de',
      title: `Winterjacke ${marker} gefüttert`,
      description: 'Warme Jacke für den Winter, kaum getragen, aus einem Nichtraucherhaushalt.',
      categoryId: 'fashion-women-jackets',
    });
    ids.jacke = await create({
      language: 'de',
      title: `Jacke ${marker} aus Leder`,
      description: 'Schöne Lederjacke in Größe M, gut erhalten, Abholung in Berlin möglich.',
      categoryId: 'fashion-women-jackets',
    });
    ids.bicycles = await create({
      title: `Two bicycles ${marker} for kids`,
      description: 'Children bikes in good shape, pick them up together or one by one.',
    });
    ids.iphone = await create({
      title: `iPhone 13 ${marker} 128 GB`,
      description: 'Unlocked smartphone with the original box and a charging cable included.',
      tags: ['apple', 'smartphone'],
    });
    ids.titleMatch = await create({
      title: `Quorvantel ${marker} lamp`,
      description: 'A plain lamp with nothing special about it, but it still works fine.',
      publishedAt: new Date(Date.UTC(2002, 0, 1)),
    });
    ids.descriptionMatch = await create({
      title: `Standing lamp ${marker}`,
      description: 'Looks like a quorvantel from a distance, which is why people like it.',
      publishedAt: new Date(Date.UTC(2003, 0, 1)),
    });
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await context.close();
  });

  const idsFor = async (query: string) =>
    (await fixtures.search(`query=${encodeURIComponent(query)}`)).data.listings.map((listing) => listing.id);

  it('stems German: "Jacken" finds "Jacke" and "Winterjacke" is not split but "jacke" matches its own listing', async () => {
    const found = await idsFor(`Jacken ${marker}`);
    expect(found).toContain(ids.jacke);
    expect(await idsFor(`${marker} Winterjacken`)).toContain(ids.winterjacke);
  });

  it('stems English plurals both ways', async () => {
    expect(await idsFor(`bicycle ${marker}`)).toContain(ids.bicycles);
    expect(await idsFor(`${marker} kid`)).toContain(ids.bicycles);
  });

  it('matches whole words, the last one too: a word cut short finds nothing as typed (ADR 078)', async () => {
    const verbatimIdsFor = async (query: string) =>
      (await fixtures.search(`query=${encodeURIComponent(query)}&verbatim=true`)).data.listings.map(
        (listing) => listing.id,
      );
    expect(await verbatimIdsFor(`${marker} iph`)).toEqual([]);
    expect(await verbatimIdsFor(`${marker} smartph`)).toEqual([]);
    expect(await verbatimIdsFor(`${marker} iphone`)).toEqual([ids.iphone]);
    expect(await verbatimIdsFor(`${marker} smartphone`)).toContain(ids.iphone);
    // Whole words are still stemmed: the plural finds the singular and the other way round.
    expect(await verbatimIdsFor(`${marker} smartphones`)).toContain(ids.iphone);
    expect(await verbatimIdsFor(`bicycle ${marker}`)).toContain(ids.bicycles);
  });

  it('survives operators and punctuation in the query', async () => {
    const { status, data } = await fixtures.search(
      `query=${encodeURIComponent(`${marker} & !iphone | (13):*`)}`,
    );
    expect(status).toBe(200);
    expect(data.listings.map((listing) => listing.id)).toEqual([ids.iphone]);
    const empty = await fixtures.search(`query=${encodeURIComponent('&&& !!!')}&limit=2`);
    expect(empty.status).toBe(200);
    expect(empty.data.applied.sort).toBe('new');
  });

  it('corrects a typo from the lexicon when the exact query finds too little', async () => {
    const { data } = await fixtures.search(`query=iphnoe ${marker}`);
    expect(data.correctedQuery).toBe(`iphone ${marker}`);
    expect(data.listings.map((listing) => listing.id)).toEqual([ids.iphone]);
    const exact = await fixtures.search(`query=iphone ${marker}`);
    expect(exact.data.correctedQuery).toBeNull();
  });

  it('does not "correct" words that are nothing like the lexicon', async () => {
    const { data } = await fixtures.search(`query=${marker} xqzvwk`);
    expect(data.correctedQuery).toBeNull();
    expect(data.listings).toEqual([]);
  });

  it('ranks a title match above a description-only match, even when older', async () => {
    const { data } = await fixtures.search('query=quorvantel');
    expect(data.listings.map((listing) => listing.id)).toEqual([ids.titleMatch, ids.descriptionMatch]);
  });
});
