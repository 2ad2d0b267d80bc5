import { randomUUID } from 'node:crypto';
import type { ShippingOption } from '@shared/listings/listing.schema';
import { eq, inArray } from 'drizzle-orm';
import { listings } from '../db/schema/listings.schema';
import type { TestContext } from './test-app';

/** Test-only: listings with exactly the deal-relevant traits a test needs. */
export interface DealListingSpec {
  title: string;
  priceCents: number;
  /** Inserted at this price, then lowered to priceCents, so the database trigger records the drop. */
  droppedFromCents?: number;
  hasFreeShipping?: boolean;
  offersSameDay?: boolean;
  status?: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';
  isSold?: boolean;
  categoryId?: string;
}

export interface TestPoint {
  latitude: number;
  longitude: number;
}

/**
 * A point in the countryside (far from the seeded cities) with a little jitter, so a 5 km search
 * around it finds only this file's listings.
 */
export function uniqueTestPoint(base: TestPoint): TestPoint {
  const jitter = () => (Math.random() - 0.5) * 0.1;
  return {
    latitude: Math.round((base.latitude + jitter()) * 10_000) / 10_000,
    longitude: Math.round((base.longitude + jitter()) * 10_000) / 10_000,
  };
}

const freeShipping: ShippingOption = {
  id: 'dhl-free',
  label: 'DHL',
  price: 0,
  currency: 'EUR',
  estimated: '2-3 days',
  type: 'shipping',
};
const paidShipping: ShippingOption = { ...freeShipping, id: 'dhl-paid', price: 5.49 };

export async function insertDealListings(
  context: TestContext,
  options: { sellerId: string; point: TestPoint; specs: DealListingSpec[] },
): Promise<{ id: string; slug: string }[]> {
  const db = context.database.db;
  const rows = await db
    .insert(listings)
    .values(
      options.specs.map((spec) => {
        const status = spec.status ?? 'PUBLISHED';
        return {
          slug: `deal-test-${randomUUID()}`,
          sellerId: options.sellerId,
          status,
          language: 'en' as const,
          title: spec.title,
          description: 'A listing created by a deals API test; it has no photos.',
          categoryId: spec.categoryId ?? 'electronics-phones-smartphones',
          condition: 'good' as const,
          priceCents: spec.droppedFromCents ?? spec.priceCents,
          offersShipping: true,
          offersPickup: true,
          offersSameDay: spec.offersSameDay ?? false,
          shippingOptions: [spec.hasFreeShipping ? freeShipping : paidShipping],
          cityId: 'berlin',
          latitude: options.point.latitude,
          longitude: options.point.longitude,
          // Dated in the past so they never push the seeded (photographed) listings off the recent feed.
          publishedAt: status === 'DRAFT' ? null : new Date('2001-01-01T00:00:00Z'),
          soldAt: spec.isSold ? new Date() : null,
        };
      }),
    )
    .returning({ id: listings.id, slug: listings.slug });
  for (const [index, spec] of options.specs.entries()) {
    const row = rows[index];
    if (row && spec.droppedFromCents !== undefined) {
      await db.update(listings).set({ priceCents: spec.priceCents }).where(eq(listings.id, row.id));
    }
  }
  return rows;
}

export async function deleteDealListings(context: TestContext, ids: string[]): Promise<void> {
  if (ids.length > 0) await context.database.db.delete(listings).where(inArray(listings.id, ids));
}
