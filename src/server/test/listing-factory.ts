import { randomUUID } from 'node:crypto';
import { desc, inArray } from 'drizzle-orm';
import { categories } from '../db/schema/catalog.schema';
import { listings } from '../db/schema/listings.schema';
import type { TestContext } from './test-app';

type ListingStatus = (typeof listings.$inferInsert)['status'];

/**
 * Inserts bare listings (no media) for a seller. Published ones are dated in 2001, so they never
 * reach the top of the recent feed that other test files read.
 */
export async function createTestListings(
  context: TestContext,
  options: { sellerId: string; count: number; status?: ListingStatus },
): Promise<string[]> {
  const [category] = await context.database.db
    .select({ id: categories.id })
    .from(categories)
    .orderBy(desc(categories.level), categories.id)
    .limit(1);
  if (!category) throw new Error('the test database has no categories');
  const status = options.status ?? 'PUBLISHED';
  const rows = await context.database.db
    .insert(listings)
    .values(
      Array.from({ length: options.count }, (_, index) => ({
        slug: `test-listing-${randomUUID()}`,
        sellerId: options.sellerId,
        status,
        language: 'en' as const,
        title: `Test listing number ${index + 1}`,
        description: 'A listing created by an API test; it has no photos and is never shown.',
        categoryId: category.id,
        condition: 'good' as const,
        priceCents: 1000 + index,
        cityId: 'berlin',
        latitude: 52.52,
        longitude: 13.405,
        publishedAt: status === 'DRAFT' ? null : new Date('2001-01-01T00:00:00Z'),
      })),
    )
    .returning({ id: listings.id });
  return rows.map((row) => row.id);
}

export async function deleteTestListings(context: TestContext, ids: string[]): Promise<void> {
  if (ids.length > 0) await context.database.db.delete(listings).where(inArray(listings.id, ids));
}
