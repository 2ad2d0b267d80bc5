import { randomUUID } from 'node:crypto';
import type { ShippingOption } from '@shared/listings/listing.schema';
import { type SearchResponse, searchResponseSchema } from '@shared/search/search.schema';
import { inArray } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.schema';
import type { TestContext } from '../../test/test-app';
import { createTestUser } from '../../test/test-users';

type ListingInsert = typeof listings.$inferInsert;

/** A word no other listing has ("zorblixqa"), so a test's search finds only its own listings. */
export function inventedWord(prefix = 'zorb'): string {
  const letters = randomUUID()
    .replace(/[^a-f]/g, '')
    .split('')
    .map((letter) => String.fromCharCode(letter.charCodeAt(0) + 10))
    .join('');
  return `${prefix}${letters.slice(0, 8)}`;
}

export const berlinCentre = { latitude: 52.520008, longitude: 13.404954 };

/** Helpers for search API tests: one seller, listings with overrides, cleaned up afterwards. */
export async function createSearchFixtures(context: TestContext) {
  const seller = await createTestUser(context);
  const created: string[] = [];
  let minute = 0;

  async function createListing(overrides: Partial<ListingInsert> & { title: string }): Promise<string> {
    minute += 1;
    const [row] = await context.database.db
      .insert(listings)
      .values({
        slug: `search-test-${randomUUID()}`,
        sellerId: seller.id,
        status: 'PUBLISHED',
        language: 'en',
        description: 'A listing created by a search API test; it is only found by its own invented words.',
        categoryId: 'electronics-phones-smartphones',
        condition: 'good',
        priceCents: 10_000,
        cityId: 'berlin',
        latitude: berlinCentre.latitude,
        longitude: berlinCentre.longitude,
        offersPickup: true,
        // Distinct, old publication times keep these listings away from the home feed tests.
        publishedAt: new Date(Date.UTC(2002, 0, 1, 0, minute)),
        ...overrides,
      })
      .returning({ id: listings.id });
    if (!row) throw new Error('listing not created');
    created.push(row.id);
    return row.id;
  }

  async function search(
    queryString: string,
  ): Promise<{ status: number; data: SearchResponse['data']; body: unknown }> {
    const response = await context.app.inject({ method: 'GET', url: `/api/search?${queryString}` });
    const body = response.json();
    if (response.statusCode !== 200) return { status: response.statusCode, data: undefined as never, body };
    return { status: 200, data: searchResponseSchema.parse(body).data, body };
  }

  async function cleanUp() {
    if (created.length > 0) await context.database.db.delete(listings).where(inArray(listings.id, created));
  }

  return { seller, createListing, search, cleanUp };
}

export const freeShipping: ShippingOption = {
  id: 'dhl-free',
  label: 'DHL',
  price: 0,
  currency: 'EUR',
  estimated: '2-3 days',
  type: 'shipping',
};

export const paidShipping: ShippingOption = { ...freeShipping, id: 'dhl-paid', price: 4.99 };
