/**
 * The data of `npm run bench:load`: the catalogue, BENCH_LISTINGS synthetic listings of one bench
 * seller (the search bench's loader), and one account per signed-in virtual user with a session,
 * communication consent and a pool of photo rows to publish with. Rows are written straight into
 * the database before the app starts; tokens are minted the way the auth module signs them.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { consentTextVersions } from '@shared/privacy/privacy-constants';
import { applyMigrations, openDatabase } from '../../src/server/db/database';
import { authSessions } from '../../src/server/db/schema/auth.schema';
import { mediaAssets } from '../../src/server/db/schema/media.schema';
import { users } from '../../src/server/db/schema/users.schema';
import { upsertCatalog } from '../../src/server/db/seed/seed-catalog';
import { signAccessToken } from '../../src/server/modules/auth/access-token';
import { photoAssetRow } from '../../src/server/test/photo-asset-row';
import { loadBenchListings } from '../search/load-bench-listings';

export interface LoadMixAccount {
  id: string;
  sessionId: string;
  /** Minted by `mintTokens` just before the run: an access token lives 15 minutes. */
  token: string;
  /** Photo rows of this account, one per publish. */
  photoIds: string[];
  /** Listings only this account buys, so two buyers never race for one item. */
  listingIdsToBuy: string[];
}

export interface LoadMixData {
  slugs: string[];
  listingIds: string[];
  accounts: LoadMixAccount[];
}

export interface LoadMixSeedOptions {
  databaseUrl: string | null;
  dataDir: string;
  listingCount: number;
  accountCount: number;
  photosPerAccount: number;
  purchasesPerAccount: number;
  log: (message: string) => void;
}

async function insertAccount(
  database: Awaited<ReturnType<typeof openDatabase>>,
  index: number,
  photos: number,
) {
  const now = new Date();
  const [user] = await database.db
    .insert(users)
    .values({
      email: `load-${index}-${randomUUID().slice(0, 8)}@bench.kleinkram.local`,
      passwordHash: 'bench-user-signs-in-with-a-minted-token',
      displayName: `Load user ${index}`,
      roles: ['seller'],
      emailVerifiedAt: now,
      communicationConsentAt: now,
      communicationConsentVersion: consentTextVersions.communication,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no bench user');
  const photoRows = Array.from({ length: photos }, () =>
    photoAssetRow(user.id, 'A photo of the load benchmark'),
  );
  const photoIds =
    photoRows.length === 0
      ? []
      : (await database.db.insert(mediaAssets).values(photoRows).returning({ id: mediaAssets.id })).map(
          (row) => row.id,
        );
  const [session] = await database.db
    .insert(authSessions)
    .values({ userId: user.id, expiresAt: new Date(now.getTime() + 86_400_000) })
    .returning({ id: authSessions.id });
  if (!session) throw new Error('no bench session');
  return { id: user.id, sessionId: session.id, photoIds };
}

export async function seedLoadMix(options: LoadMixSeedOptions): Promise<LoadMixData> {
  const database = await openDatabase(
    options.databaseUrl
      ? { databaseUrl: options.databaseUrl, engine: 'server' }
      : { dataDir: path.join(options.dataDir, 'db') },
  );
  try {
    await applyMigrations(database.db);
    await upsertCatalog(database.db);
    const [seller] = await database.db
      .insert(users)
      .values({
        email: `load-seller-${randomUUID().slice(0, 8)}@bench.kleinkram.local`,
        passwordHash: 'bench-user-signs-in-with-a-minted-token',
        displayName: 'Load bench seller',
        roles: ['seller'],
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!seller) throw new Error('no bench seller');
    options.log(`  loading ${options.listingCount.toLocaleString('en')} listings`);
    await loadBenchListings(database.pool, seller.id, options.listingCount, options.log);
    const published = await database.pool.query<{ id: string; slug: string; offers_pickup: boolean }>(
      `SELECT id, slug, offers_pickup FROM listings WHERE status = 'PUBLISHED' AND sold_at IS NULL
       ORDER BY random()`,
    );
    const pickup = published.rows.filter((row) => row.offers_pickup).map((row) => row.id);
    const accounts: LoadMixAccount[] = [];
    for (let index = 0; index < options.accountCount; index += 1) {
      const account = await insertAccount(database, index, options.photosPerAccount);
      const start = index * options.purchasesPerAccount;
      accounts.push({
        id: account.id,
        sessionId: account.sessionId,
        token: '',
        photoIds: account.photoIds,
        listingIdsToBuy: pickup.slice(start, start + options.purchasesPerAccount),
      });
    }
    await database.pool.query('ANALYZE');
    return {
      slugs: published.rows.map((row) => row.slug),
      listingIds: published.rows.map((row) => row.id),
      accounts,
    };
  } finally {
    await database.close();
  }
}

/** Fresh access tokens for every account, signed as the auth module signs them. */
export async function mintTokens(data: LoadMixData, authSecret: string): Promise<void> {
  for (const account of data.accounts) {
    const subject = { userId: account.id, roles: ['seller'], sessionId: account.sessionId };
    account.token = (await signAccessToken(authSecret, subject)).token;
  }
}
