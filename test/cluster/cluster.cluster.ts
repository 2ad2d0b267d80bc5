import { randomUUID } from 'node:crypto';
import { chatSocketPath, type ServerFrame } from '@shared/chat/chat-socket.schema';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { controlReplica } from '../../scripts/cluster-local';
import { mediaAssets } from '../../src/server/db/schema/media.schema';
import { users } from '../../src/server/db/schema/users.schema';
import { upsertCatalog } from '../../src/server/db/seed/seed-catalog';
import { signAccessToken } from '../../src/server/modules/auth/access-token';
import { startSession } from '../../src/server/modules/auth/session.service';

/**
 * Issue 20 (ADR 083), against `npm run cluster:local`'s set-up: a primary, a streaming replica
 * and two app nodes (A on 5171, B on 5172) with DATABASE_REPLICA_URLS naming the replica.
 */
const cluster = inject('cluster');
const [nodeA, nodeB] = cluster.nodeUrls as [string, string];
/** DATABASE_REPLICA_MAX_LAG_MS (1 s) plus one health-check interval (0.5 s) and the search itself. */
const fallbackBudgetMs = 2_000;

interface User {
  id: string;
  token: string;
}

let primary: pg.Pool;
let replica: pg.Pool;
let seller: User;
let buyer: User;

async function createUser(label: string): Promise<User> {
  const db = drizzle(primary);
  const [row] = await db
    .insert(users)
    .values({
      email: `${label}-${randomUUID()}@test.kleinkram.local`,
      passwordHash: 'not-used-by-the-cluster-test',
      displayName: `Cluster ${label}`,
      roles: ['buyer', 'seller'],
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  const now = new Date();
  const sessionId = await startSession(db, row.id, new Date(now.getTime() + 3_600_000), now);
  const { token } = await signAccessToken(cluster.authSecret, {
    userId: row.id,
    roles: ['buyer', 'seller'],
    sessionId,
  });
  return { id: row.id, token };
}

async function call<T = Record<string, unknown>>(
  node: string,
  user: User | null,
  method: string,
  url: string,
  body?: unknown,
) {
  const response = await fetch(`${node}${url}`, {
    method,
    headers: {
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { data: T };
  expect(response.ok, `${method} ${url}: ${JSON.stringify(json)}`).toBe(true);
  return json.data;
}

/** Publishes through a node the way the web does: a draft with a photo, then publish. */
async function publishListing(node: string, title: string): Promise<{ id: string }> {
  const [photo] = await drizzle(primary)
    .insert(mediaAssets)
    .values({
      ownerId: seller.id,
      contentHash: randomUUID(),
      originalKey: `originals/${seller.id}/${randomUUID()}.jpg`,
      variantPrefix: `variants/${seller.id}/${randomUUID()}`,
      mimeType: 'image/jpeg',
      originalName: 'photo.jpg',
      sizeBytes: 120_000,
      width: 1600,
      height: 1200,
      variantSizes: { thumbnail: { width: 320, height: 240 }, detail: { width: 1280, height: 960 } },
      source: 'upload',
      altText: 'A photo of the cluster test',
      altTextStatus: 'accepted',
    })
    .returning({ id: mediaAssets.id });
  const created = await call<{ draft: { id: string; version: number } }>(
    node,
    seller,
    'POST',
    '/api/listing-drafts',
    {
      snapshot: {
        formatVersion: 1,
        fields: {
          language: 'en',
          title,
          description: `${title}: walnut, five shelves, light marks on the side, easy to take apart.`,
          categoryId: 'home-furniture-shelves',
          priceValue: 80,
          condition: 'good',
          locationSlug: 'berlin',
          offersPickup: true,
          mediaIds: [photo?.id],
        },
      },
      clientSessionId: 'cluster-test',
    },
  );
  const published = await call<{ listing: { id: string } }>(
    node,
    seller,
    'POST',
    `/api/listing-drafts/${created.draft.id}/publish`,
    { baseVersion: created.draft.version },
  );
  return published.listing;
}

/** A word no other listing has, so a search for it finds exactly the one listing. */
function uniqueWord(): string {
  return `regal${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;
}

/** Milliseconds until a search on `node` finds `listingId`; throws after `budgetMs`. */
async function msUntilSearchable(
  node: string,
  word: string,
  listingId: string,
  budgetMs: number,
): Promise<number> {
  const startedAt = performance.now();
  for (;;) {
    const data = await call<{ listings: { id: string }[] }>(node, null, 'GET', `/api/search?query=${word}`);
    if (data.listings.some((listing) => listing.id === listingId)) return performance.now() - startedAt;
    if (performance.now() - startedAt > budgetMs)
      throw new Error(`not found on ${node} within ${budgetMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const readConnectionsOnReplica = async () => {
  const { rows } = await replica.query<{ count: number }>(
    "select count(*)::int as count from pg_stat_activity where application_name = 'kleinkram-read'",
  );
  return rows[0]?.count ?? 0;
};

const onReplica = async (listingId: string) => {
  const { rows } = await replica.query('select 1 from listings where id = $1', [listingId]);
  return rows.length > 0;
};

beforeAll(async () => {
  primary = new pg.Pool({ connectionString: cluster.primaryUrl, max: 2 });
  replica = new pg.Pool({ connectionString: cluster.replicaUrl, max: 2 });
  replica.on('error', () => {});
  await upsertCatalog(drizzle(primary));
  seller = await createUser('seller');
  buyer = await createUser('buyer');
});

afterAll(async () => {
  await Promise.all([primary?.end(), replica?.end().catch(() => {})]);
});

describe('two app nodes, one primary, one streaming replica', () => {
  let firstListing: { id: string };

  it('finds a listing published on node A in a search on node B, read from the replica, within a second', async () => {
    const word = uniqueWord();
    firstListing = await publishListing(nodeA, `Walnut bookshelf ${word}`);
    const elapsed = await msUntilSearchable(nodeB, word, firstListing.id, 1_000);
    console.info(`searchable on node B ${elapsed.toFixed(0)} ms after the publish on node A answered`);
    expect(elapsed).toBeLessThan(1_000);
    expect(await onReplica(firstListing.id)).toBe(true);
    // Node B's search pool holds connections on the replica: the reads went there.
    expect(await readConnectionsOnReplica()).toBeGreaterThan(0);
  });

  it('carries a chat message sent through node A to a websocket on node B', async () => {
    await call(nodeA, buyer, 'POST', '/api/chat/consent', { accepted: true });
    await call(nodeB, seller, 'POST', '/api/chat/consent', { accepted: true });
    const opened = await call<{ thread: { id: string } }>(nodeA, buyer, 'POST', '/api/chat/threads', {
      listingId: firstListing.id,
    });
    const socket = new WebSocket(`${nodeB.replace('http', 'ws')}${chatSocketPath}`);
    const frames: ServerFrame[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as ServerFrame));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const waitFor = async (predicate: (frame: ServerFrame) => boolean, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const frame = frames.find(predicate);
        if (frame) return frame;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no such frame: ${JSON.stringify(frames)}`);
    };
    try {
      socket.send(JSON.stringify({ type: 'auth', token: seller.token }));
      await waitFor((frame) => frame.type === 'ready', 5_000);
      const clientId = randomUUID();
      const sentAt = performance.now();
      await call(nodeA, buyer, 'POST', `/api/chat/threads/${opened.thread.id}/messages`, {
        clientId,
        body: 'Hallo! Ist das Regal noch zu haben?',
      });
      const frame = await waitFor(
        (candidate) => candidate.type === 'message' && candidate.message.clientId === clientId,
        1_000,
      );
      console.info(
        `chat frame on node B ${(performance.now() - sentAt).toFixed(0)} ms after the send on node A`,
      );
      expect(frame).toMatchObject({ type: 'message', message: { threadId: opened.thread.id, isOwn: false } });
    } finally {
      socket.terminate();
    }
  });

  it('counts a rate limit across both nodes (60 hand-off reports a minute per address)', async () => {
    const report = (node: string) =>
      fetch(`${node}/api/checkout/handoffs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ listingId: firstListing.id, channel: 'kleinkram', latencyMs: 120 }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    for (let index = 0; index < 62; index += 1) statuses.push(await report(index % 2 ? nodeB : nodeA));
    // Counted per node, each would have let all 31 of its own through.
    expect(statuses.slice(0, 60).filter((status) => status === 429)).toEqual([]);
    expect(statuses.slice(60)).toEqual([429, 429]);
  });

  it('runs each job once across both nodes: the publish alert, and each minute of a cron sweep', async () => {
    const { rows: alerts } = await primary.query<{ state: string; retry_count: number }>(
      "select state, retry_count from pgboss.job where name = 'saved-search-alerts' and data->>'listingId' = $1",
      [firstListing.id],
    );
    expect(alerts).toHaveLength(1);
    // Both nodes run pg-boss with the same schedules; wait until two whole minutes of the
    // every-minute chat-archive sweep were due while both were up.
    const minutes = async () =>
      (
        await primary.query<{ minute: string; jobs: number; completed: number }>(
          `select date_trunc('minute', created_on)::text as minute, count(*)::int as jobs,
                  count(*) filter (where state = 'completed')::int as completed
             from pgboss.job where name = 'chat-archive' group by 1 order by 1`,
        )
      ).rows;
    const deadline = Date.now() + 150_000;
    while ((await minutes()).filter((row) => row.completed > 0).length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    const rows = await minutes();
    console.info(`chat-archive jobs per minute: ${JSON.stringify(rows)}`);
    expect(rows.filter((row) => row.completed > 0).length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row.jobs).toBe(1);
    const { rows: settled } = await primary.query<{ state: string; retry_count: number }>(
      "select state, retry_count from pgboss.job where name = 'saved-search-alerts' and data->>'listingId' = $1",
      [firstListing.id],
    );
    expect(settled).toEqual([{ state: 'completed', retry_count: 0 }]);
  }, 180_000);

  it('reads from the primary while the replica has paused replay (falls behind)', async () => {
    await replica.query('select pg_wal_replay_pause()');
    try {
      const word = uniqueWord();
      const listing = await publishListing(nodeA, `Oak bookshelf ${word}`);
      const elapsed = await msUntilSearchable(nodeB, word, listing.id, fallbackBudgetMs);
      console.info(`paused replica: searchable on node B after ${elapsed.toFixed(0)} ms (from the primary)`);
      // The replica still lacks it: the answer came from the primary.
      expect(await onReplica(listing.id)).toBe(false);
      const { rows } = await replica.query<{ paused: boolean }>('select pg_is_wal_replay_paused() as paused');
      expect(rows[0]?.paused).toBe(true);
    } finally {
      await replica.query('select pg_wal_replay_resume()');
    }
  });

  it('keeps answering reads when the replica stops, and uses it again once it is back', async () => {
    await replica.end();
    controlReplica('stop');
    try {
      // Right after the stop, before any health check noticed: the failed read runs on the primary.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await call(nodeB, null, 'GET', '/api/search?query=bookshelf');
        await call(nodeB, null, 'GET', '/api/categories/counts');
      }
      const word = uniqueWord();
      const listing = await publishListing(nodeA, `Pine bookshelf ${word}`);
      const elapsed = await msUntilSearchable(nodeB, word, listing.id, fallbackBudgetMs);
      console.info(`stopped replica: searchable on node B after ${elapsed.toFixed(0)} ms (from the primary)`);
    } finally {
      controlReplica('start');
    }
    replica = new pg.Pool({ connectionString: cluster.replicaUrl, max: 2 });
    replica.on('error', () => {});
    const deadline = Date.now() + 20_000;
    let isReading = false;
    while (!isReading && Date.now() < deadline) {
      await call(nodeB, null, 'GET', '/api/search?query=bookshelf');
      isReading = (await readConnectionsOnReplica().catch(() => 0)) > 0;
      if (!isReading) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(isReading).toBe(true);
  }, 60_000);
});
