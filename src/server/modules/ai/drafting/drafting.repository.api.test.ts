import { randomUUID } from 'node:crypto';
import type { ListingCondition } from '@shared/listings/listing.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, type Database, openDatabase } from '../../../db/database';
import { listings } from '../../../db/schema/listings.schema';
import { users } from '../../../db/schema/users.schema';
import { upsertCatalog } from '../../../db/seed/seed-catalog';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/isolated-database';
import { findComparablePrices } from './drafting.repository';
import { createLocalDraftingProvider } from './local-drafting.provider';

// A database of its own: the medians depend on every listing of the category.
let isolated: IsolatedDatabase;
let database: Database;
const category = 'electronics-audio-headphones';

async function insertListings(
  sellerId: string,
  rows: Array<[ListingCondition, number, 'PUBLISHED' | 'DRAFT', boolean?]>,
) {
  await database.db.insert(listings).values(
    rows.map(([condition, euros, status, isSold]) => ({
      slug: `comparable-${randomUUID()}`,
      sellerId,
      status,
      language: 'de' as const,
      title: 'Kopfhörer zum Vergleich',
      description: 'Eine Anzeige, deren Preis der Entwurf zum Vergleich heranzieht.',
      categoryId: category,
      condition,
      priceCents: euros * 100,
      cityId: 'berlin',
      latitude: 52.52,
      longitude: 13.405,
      publishedAt: new Date('2001-01-01T00:00:00Z'),
      soldAt: isSold ? new Date('2001-02-01T00:00:00Z') : null,
    })),
  );
}

beforeAll(async () => {
  isolated = await createIsolatedDatabase();
  database = await openDatabase({ databaseUrl: isolated.url });
  await applyMigrations(database.db);
  await upsertCatalog(database.db);
  const [seller] = await database.db
    .insert(users)
    .values({
      email: `seller-${randomUUID()}@test.kleinkram.local`,
      passwordHash: 'x',
      roles: ['seller'],
      displayName: 'Seller',
    })
    .returning({ id: users.id });
  await insertListings(seller!.id, [
    ['good', 40, 'PUBLISHED'],
    ['good', 50, 'PUBLISHED'],
    ['good', 60, 'PUBLISHED'],
    ['good', 70, 'PUBLISHED'],
    ['good', 80, 'PUBLISHED'],
    ['excellent', 120, 'PUBLISHED'],
    // Neither a draft nor a sold listing is a current price.
    ['good', 900, 'DRAFT'],
    ['good', 900, 'PUBLISHED', true],
  ]);
});

afterAll(async () => {
  await database?.close();
  await isolated?.drop();
});

describe('comparable prices', () => {
  it('takes the medians of published, unsold listings of the category', async () => {
    await expect(findComparablePrices(database.db, category, 'good')).resolves.toEqual({
      sameCondition: { count: 5, medianCents: 6000 },
      anyCondition: { count: 6, medianCents: 6500 },
    });
    await expect(findComparablePrices(database.db, 'pets-cats', 'good')).resolves.toEqual({
      sameCondition: { count: 0, medianCents: null },
      anyCondition: { count: 0, medianCents: null },
    });
  });

  it('prices a draft from them when the seller named no price', async () => {
    const provider = createLocalDraftingProvider({ database });
    const { draft } = await provider.draft({
      images: [],
      transcript: 'Sony Kopfhörer, Noise Cancelling, schwarz, gebraucht, guter Zustand.',
      language: 'de',
    });
    expect(draft.categoryId).toBe(category);
    expect(draft.price.value).toBe(60);
    expect(draft.price.rationale).toContain('Median von 5');
    expect(draft.evidence.price?.sources).toEqual(['catalogue']);
  });

  it('adjusts the median of any condition when too few share the condition', async () => {
    const provider = createLocalDraftingProvider({ database });
    const { draft } = await provider.draft({
      images: [],
      transcript: 'Bose headphones, brand new, never used.',
      language: 'en',
    });
    expect(draft.condition).toBe('new');
    // 65 € × 1.25 for new, rounded like private sellers round.
    expect(draft.price.value).toBe(80);
    expect(draft.price.rationale).toContain('adjusted for condition');
  });
});
