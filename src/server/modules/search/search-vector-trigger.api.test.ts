import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { berlinCentre, createSearchFixtures, inventedWord } from './search.test-support';

// ADR 086: search_vector is a plain column kept up by a trigger, so a new search document never
// rewrites listings again. These tests pin that the trigger keeps it exactly as the generated
// column did, on insert and on every input that changes.
describe('listings.search_vector kept by a trigger (migration 0027)', () => {
  let context: TestContext;
  let fixtures: Awaited<ReturnType<typeof createSearchFixtures>>;

  beforeAll(async () => {
    context = await createTestApp();
    fixtures = await createSearchFixtures(context);
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await context.close();
  });

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await context.database.db.execute(query)).rows as T[];

  /** Whether the stored vector equals the document function over the row's current inputs. */
  const storedMatchesFunction = async (id: string) => {
    const [row] = await rows<{ same: boolean }>(sql`
      SELECT search_vector = listing_search_vector(language, title, tags, description, latitude,
        longitude, category_id, price_cents) AS same
      FROM listings WHERE id = ${id}`);
    return row?.same;
  };

  const idsFor = async (queryString: string) =>
    (await fixtures.search(queryString)).data.listings.map((listing) => listing.id);

  it('is no longer a generated column, and the trigger fires only for the document inputs', async () => {
    const [column] = await rows<{ generated: string }>(sql`
      SELECT attgenerated AS generated FROM pg_attribute
      WHERE attrelid = 'listings'::regclass AND attname = 'search_vector'`);
    expect(column?.generated).toBe('');
    const [trigger] = await rows<{ definition: string }>(sql`
      SELECT pg_get_triggerdef(oid) AS definition FROM pg_trigger
      WHERE tgrelid = 'listings'::regclass AND tgname = 'listings_search_vector'`);
    expect(trigger?.definition).toContain('BEFORE INSERT OR UPDATE OF language, title, tags, description');
    expect(trigger?.definition).toContain('category_id, price_cents');
  });

  it('fills the vector on insert, and a new listing is found by its words, place and category', async () => {
    const word = inventedWord('trig');
    const id = await fixtures.createListing({ title: `Kinderwagen ${word}`, language: 'de' });
    expect(await storedMatchesFunction(id)).toBe(true);
    expect(await idsFor(`query=${word}`)).toEqual([id]);
    expect(
      await idsFor(`query=${word}&category=electronics-phones-smartphones&loc=berlin&radius=10`),
    ).toEqual([id]);
  });

  it('follows an edited title, tags, description, price, place and category', async () => {
    const before = inventedWord('old');
    const after = inventedWord('new');
    const tag = inventedWord('tag');
    const id = await fixtures.createListing({ title: `Fahrrad ${before}` });
    const update = (values: Partial<typeof listings.$inferInsert>) =>
      context.database.db.update(listings).set(values).where(eq(listings.id, id));

    await update({ title: `Fahrrad ${after}`, tags: [tag] });
    expect(await idsFor(`query=${before}`)).toEqual([]);
    expect(await idsFor(`query=${after}`)).toEqual([id]);
    expect(await idsFor(`query=${tag}`)).toEqual([id]);

    // Hamburg is far outside 10 km of Berlin: the place tokens must move with the listing.
    await update({ cityId: 'hamburg', latitude: 53.5511, longitude: 9.9937 });
    expect(await idsFor(`query=${after}&loc=berlin&radius=10`)).toEqual([]);
    expect(await idsFor(`query=${after}&loc=hamburg&radius=10`)).toEqual([id]);

    await update({ categoryId: 'fashion-women-jackets', priceCents: 1_500 });
    expect(await idsFor(`query=${after}&category=electronics-phones-smartphones`)).toEqual([]);
    expect(await idsFor(`query=${after}&category=fashion-women-jackets&priceMax=20`)).toEqual([id]);
    expect(await storedMatchesFunction(id)).toBe(true);
  });

  it('leaves the vector alone when only other columns change, so a status change costs nothing extra', async () => {
    const word = inventedWord('keep');
    const id = await fixtures.createListing({ title: `Sofa ${word}`, ...berlinCentre });
    // Overwrite the vector by hand: an update of a non-input column must not recompute it.
    await context.database.db.execute(
      sql`UPDATE listings SET search_vector = to_tsvector('simple', 'marker') WHERE id = ${id}`,
    );
    await context.database.db.update(listings).set({ viewCount: 7 }).where(eq(listings.id, id));
    const [row] = await rows<{ vector: string }>(
      sql`SELECT search_vector::text AS vector FROM listings WHERE id = ${id}`,
    );
    expect(row?.vector).toBe("'marker':1");
    // A backfill (ADR 081) sets it from the same function the trigger uses.
    await context.database.db.execute(sql`
      UPDATE listings SET search_vector = listing_search_vector(language, title, tags, description,
        latitude, longitude, category_id, price_cents) WHERE id = ${id}`);
    expect(await storedMatchesFunction(id)).toBe(true);
  });
});
