import { categoryTreeResponseSchema } from '@shared/catalog/category.schema';
import { listingFeedResponseSchema } from '@shared/listings/listing.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('home feed and taxonomy', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it('lists the newest published listings first', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/feeds/recent?limit=10' });
    expect(response.statusCode).toBe(200);
    const { listings } = listingFeedResponseSchema.parse(response.json()).data;
    expect(listings).toHaveLength(10);
    const times = listings.map((listing) => Date.parse(listing.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const listing of listings) {
      expect(listing.price).toBeGreaterThan(0);
      // Other test files publish photo-less listings meanwhile; every photo there is has a card variant.
      if (listing.thumbnail) expect(listing.thumbnail.url).toMatch(/^\/media\/.+\/card\.webp$/);
    }
  });

  it('never shows listings that are not published', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/feeds/recent?limit=48' });
    const { listings } = listingFeedResponseSchema.parse(response.json()).data;
    const slugs = listings.map((listing) => listing.slug);
    const result = await context.database.pool.query<{ slug: string }>(
      "SELECT slug FROM listings WHERE status <> 'PUBLISHED'",
    );
    for (const row of result.rows) expect(slugs).not.toContain(row.slug);
  });

  it('validates the limit', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/feeds/recent?limit=500' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('serves the taxonomy with the four spec categories first, named in en and de', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    const { categories } = categoryTreeResponseSchema.parse(response.json()).data;
    expect(categories.slice(0, 4).map((category) => category.slug)).toEqual([
      'fashion',
      'electronics',
      'home',
      'collectibles',
    ]);
    for (const category of categories) {
      expect(category.name.en).not.toBe('');
      expect(category.name.de).not.toBe('');
      expect(category.children.length).toBeGreaterThan(0);
    }
  });
});
