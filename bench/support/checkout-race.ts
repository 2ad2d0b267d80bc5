/**
 * The checkout race of `npm run bench:api` (issue 17): `buyers` concurrent buyers POST /api/orders
 * for the same single-quantity listing. Exactly one order may result and no answer may be a 5xx;
 * the others are refused with LISTING_UNAVAILABLE (409). Users, sessions and the listing are
 * written straight into a fresh database and tokens signed the way the auth module signs them
 * (50 sign-ups would be 50 argon2 hashes), then the real app starts on it in its own process.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyMigrations, openDatabase } from '../../src/server/db/database';
import { authSessions } from '../../src/server/db/schema/auth.schema';
import { listings } from '../../src/server/db/schema/listings.schema';
import { users } from '../../src/server/db/schema/users.schema';
import { upsertCatalog } from '../../src/server/db/seed/seed-catalog';
import { signAccessToken } from '../../src/server/modules/auth/access-token';
import { startAppProcess } from '../../src/server/test/app-process';

const authSecret = 'bench-checkout-secret-bench-checkout-1234';

export interface CheckoutRaceResult {
  engine: string;
  buyers: number;
  ok: number;
  refused: number;
  serverErrors: number;
  other: number;
  ordersForListing: number;
  p50Ms: number;
  p95Ms: number;
}

async function tokenFor(database: Awaited<ReturnType<typeof openDatabase>>, userId: string) {
  const [session] = await database.db
    .insert(authSessions)
    .values({ userId, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: authSessions.id });
  return (
    await signAccessToken(authSecret, { userId, roles: ['buyer', 'seller'], sessionId: session?.id ?? '' })
  ).token;
}

async function seed(databaseUrl: string | null, dataDir: string, buyerCount: number) {
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, engine: 'server' } : { dataDir: path.join(dataDir, 'db') },
  );
  try {
    await applyMigrations(database.db);
    await upsertCatalog(database.db);
    const { rows } = await database.pool.query<{ id: string }>(
      'select id from categories order by level desc, id limit 1',
    );
    const userRows = await database.db
      .insert(users)
      .values(
        Array.from({ length: buyerCount + 1 }, (_, index) => ({
          email: `bench-checkout-${index}-${randomUUID().slice(0, 8)}@bench.kleinkram.local`,
          passwordHash: 'bench-user-signs-in-with-a-minted-token',
          displayName: `Bench buyer ${index}`,
          roles: ['buyer', 'seller'],
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    const [seller, ...buyers] = userRows;
    if (!seller) throw new Error('no seller');
    const [listing] = await database.db
      .insert(listings)
      .values({
        slug: `bench-checkout-${randomUUID().slice(0, 8)}`,
        sellerId: seller.id,
        status: 'PUBLISHED',
        language: 'en',
        title: 'Bench checkout listing',
        description: 'The one item fifty buyers race for.',
        categoryId: rows[0]?.id ?? '',
        condition: 'good',
        priceCents: 5_000,
        quantity: 1,
        offersPickup: true,
        cityId: 'berlin',
        latitude: 52.52,
        longitude: 13.405,
        publishedAt: new Date(),
      })
      .returning({ id: listings.id });
    return {
      listingId: listing?.id ?? '',
      sellerToken: await tokenFor(database, seller.id),
      buyerTokens: await Promise.all(buyers.map((buyer) => tokenFor(database, buyer.id))),
    };
  } finally {
    await database.close();
  }
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;

export async function runCheckoutRace(
  engine: string,
  databaseUrl: string | null,
  buyerCount = 50,
): Promise<CheckoutRaceResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kleinkram-bench-checkout-'));
  try {
    const { listingId, sellerToken, buyerTokens } = await seed(databaseUrl, dataDir, buyerCount);
    const app = await startAppProcess({
      databaseUrl: databaseUrl ?? '',
      authSecret,
      dataDir,
      startTimeoutMs: 240_000,
    });
    try {
      const answers = await Promise.all(
        buyerTokens.map(async (token) => {
          const startedAt = performance.now();
          const response = await fetch(`${app.baseUrl}/api/orders`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              listingIds: [listingId],
              fulfilment: 'pickup',
              paymentMethod: 'cash_on_pickup',
              clientRequestId: randomUUID(),
            }),
          });
          const body = (await response.json()) as { error?: { code?: string } };
          return { status: response.status, code: body.error?.code, ms: performance.now() - startedAt };
        }),
      );
      const sellerOrders = await fetch(`${app.baseUrl}/api/orders?role=seller`, {
        headers: { authorization: `Bearer ${sellerToken}` },
      }).then((response) => response.json() as Promise<{ data: { total: number } }>);
      const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
      const ok = answers.filter((answer) => answer.status === 201).length;
      const refused = answers.filter(
        (answer) => answer.status === 409 && answer.code === 'LISTING_UNAVAILABLE',
      ).length;
      const serverErrors = answers.filter((answer) => answer.status >= 500).length;
      return {
        engine,
        buyers: buyerCount,
        ok,
        refused,
        serverErrors,
        other: answers.length - ok - refused - serverErrors,
        ordersForListing: sellerOrders.data.total,
        p50Ms: percentile(latencies, 0.5),
        p95Ms: percentile(latencies, 0.95),
      };
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the race's figures and whether it held: one order, no 5xx. */
export function printCheckoutRace(results: CheckoutRaceResult[]): boolean {
  console.info('\nCheckout race: concurrent buyers POST /api/orders for one single item');
  console.table(
    results.map((result) => ({
      engine: result.engine,
      buyers: result.buyers,
      ok: result.ok,
      'refused (409)': result.refused,
      '5xx': result.serverErrors,
      other: result.other,
      orders: result.ordersForListing,
      'p50 ms': result.p50Ms.toFixed(1),
      'p95 ms': result.p95Ms.toFixed(1),
    })),
  );
  const held = results.every(
    (result) => result.ok === 1 && result.ordersForListing === 1 && result.serverErrors === 0,
  );
  console.info(held ? 'Exactly one order, no 5xx: held.' : 'THE CHECKOUT RACE DID NOT HOLD.');
  return held;
}
