import { randomUUID } from 'node:crypto';
import type { ListingCondition } from '@shared/listings/listing.schema';
import { type DraftSnapshotInput, draftSnapshotSchema } from '@shared/listings/listing-editor.schema';
import { toCents } from '@shared/pricing/cents';
import { inArray } from 'drizzle-orm';
import { categories } from '../../db/schema/catalog.schema';
import { listingDrafts } from '../../db/schema/listing-drafts.schema';
import { listings } from '../../db/schema/listings.schema';
import type { TestContext } from '../../test/test-app';

const dayMs = 86_400_000;

/**
 * Test data for the pricing API tests: a fresh category branch per scenario, so the comparables
 * a test sees are exactly the ones it inserted (the demo seed never lists in these categories).
 */
export function createPricingFixtures(context: TestContext) {
  const db = context.database.db;
  const categoryIds: string[] = [];
  const listingIds: string[] = [];

  return {
    /**
     * A new level-1 category under `topId` with two leaves; with `topId` null, under a new
     * top-level category too, so not even the widest scope meets the demo seed.
     */
    async createBranch(topId: 'fashion' | 'collectibles' | null) {
      const suffix = randomUUID().slice(0, 8);
      const top = topId ?? `pricing-test-top-${suffix}`;
      const stem = `${top}-pricing-test-${suffix}`;
      const rows = [
        ...(topId
          ? []
          : [{ id: top, parentId: null, level: 0, nameEn: 'Pricing top', nameDe: 'Preis-Haupt' }]),
        { id: stem, parentId: top, level: 1, nameEn: 'Pricing test', nameDe: 'Preistest' },
        { id: `${stem}-leaf`, parentId: stem, level: 2, nameEn: 'Test jackets', nameDe: 'Testjacken' },
        { id: `${stem}-sibling`, parentId: stem, level: 2, nameEn: 'Test coats', nameDe: 'Testmäntel' },
      ];
      await db.insert(categories).values(rows.map((row) => ({ ...row, slug: row.id })));
      categoryIds.push(...rows.map((row) => row.id).reverse());
      return { parentId: stem, leafId: `${stem}-leaf`, siblingId: `${stem}-sibling` };
    },

    /** Published listings, one per price, `ageDays` old (a number for all, or one per price). */
    async insertListings(options: {
      sellerId: string;
      categoryId: string;
      condition: ListingCondition;
      pricesEuros: number[];
      ageDays: number | number[];
      attributes?: Record<string, unknown>;
      isSold?: boolean;
      /** One title for all, or one per price; "Comparable n at p" when absent. */
      titles?: string | string[];
    }) {
      const now = Date.now();
      const rows = await db
        .insert(listings)
        .values(
          options.pricesEuros.map((price, index) => {
            const age = Array.isArray(options.ageDays) ? options.ageDays[index]! : options.ageDays;
            const publishedAt = new Date(now - age * dayMs - 3_600_000);
            return {
              slug: `pricing-test-${randomUUID()}`,
              sellerId: options.sellerId,
              status: 'PUBLISHED' as const,
              language: 'en' as const,
              title:
                (Array.isArray(options.titles) ? options.titles[index] : options.titles) ??
                `Comparable ${index + 1} at ${price}`,
              description: 'A comparable listing inserted by the pricing API test.',
              categoryId: options.categoryId,
              condition: options.condition,
              priceCents: toCents(price),
              attributes: options.attributes ?? {},
              cityId: 'berlin',
              latitude: 52.52,
              longitude: 13.405,
              publishedAt,
              soldAt: options.isSold ? new Date(publishedAt.getTime() + dayMs / 2) : null,
            };
          }),
        )
        .returning({ id: listings.id });
      listingIds.push(...rows.map((row) => row.id));
      return rows.map((row) => row.id);
    },

    /** A draft as the editor would save it; the drafts API itself belongs to another module. */
    async insertDraft(sellerId: string, fields: Partial<DraftSnapshotInput['fields']>) {
      const snapshot = draftSnapshotSchema.parse({ formatVersion: 1, fields: { language: 'en', ...fields } });
      const [row] = await db
        .insert(listingDrafts)
        .values({ sellerId, snapshot })
        .returning({ id: listingDrafts.id });
      return row!.id;
    },

    async cleanUp() {
      if (listingIds.length) await db.delete(listings).where(inArray(listings.id, listingIds));
      for (const id of categoryIds) await db.delete(categories).where(inArray(categories.id, [id]));
    },
  };
}
