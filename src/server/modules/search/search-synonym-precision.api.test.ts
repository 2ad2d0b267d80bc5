import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createSearchFixtures } from './search.test-support';

/**
 * Synonyms widen a search only with words that mean the thing: "Lampe" finds a lamp however it is
 * called, not every listing that says "light" or "top" about its colour or condition.
 */
describe('GET /api/search: synonyms that do not over-reach', () => {
  let context: TestContext;
  let fixtures: Awaited<ReturnType<typeof createSearchFixtures>>;
  // A spot of its own (the Wadden Sea coast), so only this file's listings lie within 2 km.
  const spot = { latitude: 53.7123, longitude: 7.1456 };
  const near = `lat=${spot.latitude}&lng=${spot.longitude}&radius=2&loc=berlin`;
  const titlesOf = async (query: string) =>
    (await fixtures.search(`query=${encodeURIComponent(query)}&${near}`)).data.listings.map(
      (listing) => listing.title,
    );

  beforeAll(async () => {
    context = await createTestApp();
    fixtures = await createSearchFixtures(context);
    // [title, category, description]: the lamps, the blouse, the rug, the ring, the fork, and
    // listings that only use a synonym's second sense.
    const listings: [string, string, string?][] = [
      ['Pendant light, brass', 'home-lighting'],
      ['Floor lamp, white', 'home-lighting'],
      ['Mom jeans, size 40', 'fashion-women-trousers', 'Light wash, lightly worn, in top condition.'],
      ['Dining table, oak', 'home-furniture-tables', 'Solid table top, light scratches.'],
      ['Silk blouse, cream', 'fashion-women-tops'],
      ['Wool rug, 160 × 230', 'home-textiles'],
      ['Fernseher 32 Zoll', 'electronics-tv', 'Alle Apps laufen flüssig.'],
      ['Winter parka', 'fashion-women-jackets', 'Warm blanket lining.'],
      ['Silver ring with a sapphire', 'fashion-accessories-jewellery'],
      ['City bike, 28 inch', 'sports-leisure-bicycles-city', 'Aluminium frame, frame size 50 cm, new chain.'],
      ['Suspension fork, 100 mm', 'vehicle-parts-bike-parts'],
      ['Diver watch', 'fashion-accessories-watches', 'Steel armband, bracelet links complete.'],
    ];
    for (const [title, categoryId, description] of listings) {
      await fixtures.createListing({
        ...spot,
        title,
        categoryId,
        language: title === 'Fernseher 32 Zoll' ? 'de' : 'en',
        ...(description ? { description } : {}),
      });
    }
  });

  afterAll(async () => {
    await fixtures.cleanUp();
    await context.close();
  });

  it('"Lampe" and "lamp" find both lamps, the one called a light too, and nothing light-coloured', async () => {
    for (const query of ['Lampe', 'lamp', 'Leuchte']) {
      const titles = await titlesOf(query);
      expect(titles, query).toEqual(expect.arrayContaining(['Pendant light, brass', 'Floor lamp, white']));
      expect(titles, query).not.toContain('Mom jeans, size 40');
      expect(titles, query).not.toContain('Dining table, oak');
    }
  });

  it('"Teppich" finds the rug, not a TV whose apps "laufen" nor a jacket with a blanket lining', async () => {
    const titles = await titlesOf('Teppich');
    expect(titles).toContain('Wool rug, 160 × 230');
    expect(titles).not.toContain('Fernseher 32 Zoll');
    expect(titles).not.toContain('Winter parka');
  });

  it('"Ring" finds the ring, not a pendant light or a watch with an armband', async () => {
    const titles = await titlesOf('Ring');
    expect(titles).toContain('Silver ring with a sapphire');
    expect(titles).not.toContain('Pendant light, brass');
    expect(titles).not.toContain('Diver watch');
  });

  it('"Gabel" finds the fork, not every bike that names its frame', async () => {
    const titles = await titlesOf('Gabel');
    expect(titles).toContain('Suspension fork, 100 mm');
    expect(titles).not.toContain('City bike, 28 inch');
  });

  it('"Bluse" finds the blouse, not a table top or a top condition', async () => {
    const titles = await titlesOf('Bluse');
    expect(titles).toContain('Silk blouse, cream');
    expect(titles).not.toContain('Dining table, oak');
    expect(titles).not.toContain('Mom jeans, size 40');
  });
});
