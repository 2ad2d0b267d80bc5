/**
 * The seller's listings overview of `npm run bench:api` (issue 19): one seller with
 * BENCH_OVERVIEW_LISTINGS (default 5,000) listings in mixed states, and GET /api/seller/listings
 * under load for the default page, a status filter, a title search and a price sort. Rows are
 * written straight into a fresh database and the token minted the way the auth module signs it,
 * then the real app starts on it in its own process. Target: p95 under 50 ms on the server.
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
import { type LoadResult, runLoad } from './load';

const authSecret = 'bench-overview-secret-bench-overview-1234';
const statuses = ['PUBLISHED', 'PUBLISHED', 'PUBLISHED', 'ARCHIVED', 'NEEDS_ACTION', 'READY'] as const;
const words = ['Kinderwagen', 'Handy', 'Fahrrad', 'Sofa', 'Lampe', 'Jacke', 'Regal', 'Kamera'];

async function seed(databaseUrl: string | null, dataDir: string, listingCount: number) {
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, engine: 'server' } : { dataDir: path.join(dataDir, 'db') },
  );
  try {
    await applyMigrations(database.db);
    await upsertCatalog(database.db);
    const { rows } = await database.pool.query<{ id: string }>(
      'select id from categories order by level desc, id limit 1',
    );
    const [seller] = await database.db
      .insert(users)
      .values({
        email: `bench-overview-${randomUUID().slice(0, 8)}@bench.kleinkram.local`,
        passwordHash: 'bench-user-signs-in-with-a-minted-token',
        displayName: 'Bench seller',
        roles: ['seller'],
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!seller) throw new Error('no seller');
    const now = Date.now();
    for (let start = 0; start < listingCount; start += 500) {
      const batch = Array.from({ length: Math.min(500, listingCount - start) }, (_, offset) => {
        const index = start + offset;
        const status = statuses[index % statuses.length] ?? 'PUBLISHED';
        // Spread over a year so the date filters and sorts have something to order.
        const at = new Date(now - index * 6_300_000);
        return {
          slug: `bench-overview-${index}-${randomUUID().slice(0, 8)}`,
          sellerId: seller.id,
          status,
          language: 'de' as const,
          title: `${words[index % words.length]} Nummer ${index}`,
          description: 'A listing of the seller-overview benchmark.',
          categoryId: rows[0]?.id ?? '',
          condition: 'good' as const,
          priceCents: 500 + ((index * 7919) % 100_000),
          quantity: 1,
          offersPickup: true,
          cityId: 'berlin',
          latitude: 52.52,
          longitude: 13.405,
          publishedAt: status === 'PUBLISHED' || status === 'ARCHIVED' ? at : null,
          createdAt: at,
          updatedAt: at,
        };
      });
      await database.db.insert(listings).values(batch);
    }
    await database.pool.query('analyze listings');
    const [session] = await database.db
      .insert(authSessions)
      .values({ userId: seller.id, expiresAt: new Date(now + 86_400_000) })
      .returning({ id: authSessions.id });
    return (
      await signAccessToken(authSecret, {
        userId: seller.id,
        roles: ['seller'],
        sessionId: session?.id ?? '',
      })
    ).token;
  } finally {
    await database.close();
  }
}

export async function runSellerOverview(
  engine: string,
  databaseUrl: string | null,
  options: { listingCount: number; connections: number; durationSeconds: number },
): Promise<{ title: string; results: LoadResult[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kleinkram-bench-overview-'));
  try {
    const token = await seed(databaseUrl, dataDir, options.listingCount);
    const app = await startAppProcess({
      databaseUrl: databaseUrl ?? '',
      authSecret,
      dataDir,
      startTimeoutMs: 240_000,
    });
    try {
      const load = { connections: options.connections, durationSeconds: options.durationSeconds };
      const headers = { authorization: `Bearer ${token}` };
      const url = (query: string) => `${app.baseUrl}/api/seller/listings${query}`;
      await runLoad('warm-up', url(''), { ...load, durationSeconds: 2, headers });
      const results = [
        await runLoad('overview: first page (updated)', url(''), { ...load, headers }),
        await runLoad('overview: status=PUBLISHED', url('?status=PUBLISHED'), { ...load, headers }),
        await runLoad('overview: q=kinderwagen', url('?q=kinderwagen'), { ...load, headers }),
        await runLoad('overview: sort=price-low', url('?sort=price-low'), { ...load, headers }),
      ];
      return {
        title: `Seller overview, ${options.listingCount} listings, ${engine} (${options.connections} connections, ${options.durationSeconds} s each)`,
        results,
      };
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
