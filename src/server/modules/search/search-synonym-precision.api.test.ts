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
    const at = { ...spot, language: 'en' as const };
    await fixtures.createListing({ ...at, title: 'Pendant light, brass', categoryId: 'home-lighting' });
    await fixtures.createListing({ ...at, title: 'Floor lamp, white', categoryId: 'home-lighting' });
    await fixtures.createListing({
      ...at,
      title: 'Mom jeans, size 40',
      description: 'Light wash, lightly worn, in top condition.',
      categoryId: 'fashion-women-trousers',
    });
    await fixtures.createListing({
      ...at,
      title: 'Dining table, oak',
      description: 'Solid table top, light scratches.',
      categoryId: 'home-furniture-tables',
    });
    await fixtures.createListing({ ...at, title: 'Silk blouse, cream', categoryId: 'fashion-women-tops' });
    await fixtures.createListing({ ...at, title: 'Wool rug, 160 × 230', categoryId: 'home-textiles' });
    await fixtures.createListing({
      ...at,
      title: 'Fernseher 32 Zoll',
      language: 'de',
      description: 'Alle Apps laufen flüssig.',
      categoryId: 'electronics-tv',
    });
    await fixtures.createListing({
      ...at,
      title: 'Winter parka',
      description: 'Warm blanket lining.',
      categoryId: 'fashion-women-jackets',
    });
    await fixtures.createListing({
      ...at,
      title: 'Silver ring with a sapphire',
      categoryId: 'fashion-accessories-jewellery',
    });
    await fixtures.createListing({
      ...at,
      title: 'City bike, 28 inch',
      description: 'Aluminium frame, frame size 50 cm, new chain.',
      categoryId: 'sports-leisure-bicycles-city',
    });
    await fixtures.createListing({
      ...at,
      title: 'Suspension fork, 100 mm',
      categoryId: 'vehicle-parts-bike-parts',
    });
    await fixtures.createListing({
      ...at,
      title: 'Diver watch',
      description: 'Steel armband, bracelet links complete.',
      categoryId: 'fashion-accessories-watches',
    });
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
