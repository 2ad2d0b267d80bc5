/**
 * `npm run crash:test` (issue 20, proof 4): on each engine, the real server runs as a child
 * process while workers send a stream of writes over HTTP (drafts, publishes, chat messages,
 * orders). At a random moment the whole process group (the API and, on the embedded engine, the
 * PGlite process) gets SIGKILL. The server is started again on the same data, with no manual step,
 * and every write that had been acknowledged (a 2xx received, its id recorded) is looked up.
 *
 *   --runs=5            crashes per engine
 *   --engine=both       embedded | server | both (server needs TEST_DATABASE_URL or BENCH_DATABASE_URL)
 *   --workers=8         concurrent writers (one account each, which both sells and buys; new ones every run)
 *
 * Each engine gets a fresh data dir under /tmp (and a fresh database on the server), removed after.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { applyMigrations, type Database, openDatabase } from '../src/server/db/database';
import { authSessions } from '../src/server/db/schema/auth.schema';
import { listings } from '../src/server/db/schema/listings.schema';
import { mediaAssets } from '../src/server/db/schema/media.schema';
import { users } from '../src/server/db/schema/users.schema';
import { upsertCatalog } from '../src/server/db/seed/seed-catalog';
import { signAccessToken } from '../src/server/modules/auth/access-token';
import { startAppProcess } from '../src/server/test/app-process';
import { photoAssetRow } from '../src/server/test/photo-asset-row';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    engine: { type: 'string', default: 'both' },
    workers: { type: 'string', default: '8' },
  },
});
const runs = Number(options.runs);
const workerCount = Number(options.workers);
// Each run writes with accounts of its own: the per-account limits (messages, orders, open drafts)
// are kept in the database across restarts, so one set of writers would be refused in later runs.
const writerAccounts = workerCount * runs;
const authSecret = 'crash-test-secret-crash-test-secret-12345';
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

type Kind = 'draft' | 'publish' | 'message' | 'order';
const kinds: Kind[] = ['draft', 'publish', 'message', 'order'];

interface Actor {
  userId: string;
  sessionId: string;
  token: string;
}
interface Fixture {
  seller: Actor;
  buyers: Actor[];
  /** Single-item listings nobody has bought yet, handed out to order writes. */
  orderable: string[];
  /** Per writer, its photos not yet on a listing, one per publish. */
  photos: Map<string, string[]>;
  /** One chat thread per buyer, opened over the API before the first crash. */
  threads: Map<string, string>;
}
interface RunResult {
  engine: string;
  run: number;
  killAfterMs: number;
  acknowledged: Record<Kind, number>;
  missing: Record<Kind, number>;
  unanswered: number;
  /** Lock, pid or socket files the SIGKILL left in the embedded data dir (the restart must cope). */
  leftovers: string[];
  restartMs: number;
}

const emptyCounts = (): Record<Kind, number> => ({ draft: 0, publish: 0, message: 0, order: 0 });

async function mintToken(actor: Omit<Actor, 'token'>, roles: string[]): Promise<string> {
  return (await signAccessToken(authSecret, { userId: actor.userId, roles, sessionId: actor.sessionId }))
    .token;
}

async function seed(database: Database): Promise<Fixture> {
  await applyMigrations(database.db);
  await upsertCatalog(database.db);
  const { rows } = await database.pool.query<{ id: string }>(
    `SELECT id FROM categories WHERE id = 'home-furniture-shelves'`,
  );
  const categoryId = rows[0]?.id ?? '';
  const people = await database.db
    .insert(users)
    .values(
      Array.from({ length: writerAccounts + 1 }, (_, index) => ({
        email: `crash-${index}-${randomUUID().slice(0, 8)}@crash.kleinkram.local`,
        passwordHash: 'crash-test-users-sign-in-with-minted-tokens',
        displayName: index === 0 ? 'Crash seller' : `Crash buyer ${index}`,
        roles: ['buyer', 'seller'],
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  const actors: Actor[] = [];
  for (const person of people) {
    const [session] = await database.db
      .insert(authSessions)
      .values({ userId: person.id, expiresAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: authSessions.id });
    const actor = { userId: person.id, sessionId: session?.id ?? '' };
    actors.push({ ...actor, token: await mintToken(actor, ['buyer', 'seller']) });
  }
  const [seller, ...buyers] = actors;
  if (!seller) throw new Error('no seller');
  const listingRows = await database.db
    .insert(listings)
    .values(
      Array.from({ length: 400 * runs + writerAccounts }, (_, index) => ({
        slug: `crash-${index}-${randomUUID().slice(0, 8)}`,
        sellerId: seller.userId,
        status: 'PUBLISHED' as const,
        language: 'en' as const,
        title: `Crash test item ${index}`,
        description: 'One of the items the crash test orders or talks about.',
        categoryId,
        condition: 'good' as const,
        priceCents: 1_000 + index,
        quantity: 1,
        offersPickup: true,
        cityId: 'berlin',
        latitude: 52.52,
        longitude: 13.405,
        publishedAt: new Date(),
      })),
    )
    .returning({ id: listings.id });
  // Every writer drafts and publishes as itself: one seller would soon reach its open-draft limit.
  const photos = new Map<string, string[]>();
  for (const writer of buyers) {
    const photoRows = await database.db
      .insert(mediaAssets)
      .values(Array.from({ length: 60 }, () => photoAssetRow(writer.userId, 'A photo of the crash test')))
      .returning({ id: mediaAssets.id });
    photos.set(
      writer.userId,
      photoRows.map((row) => row.id),
    );
  }
  const ids = listingRows.map((row) => row.id);
  return {
    seller,
    buyers,
    orderable: ids.slice(writerAccounts),
    photos,
    threads: new Map(buyers.map((buyer, index) => [buyer.userId, ids[index] ?? ''])),
  };
}

interface Server {
  baseUrl: string;
  child: ChildProcess;
  output(): string;
}

/** The real entry point, in a process group of its own so that SIGKILL reaches PGlite too. */
async function startServer(dataDir: string, databaseUrl: string): Promise<{ server: Server; ms: number }> {
  const startedAt = performance.now();
  // A kept data dir (the embedded database must survive the kill), so stop() is never used here:
  // the test ends the group itself with killGroup or stopGracefully.
  const app = await startAppProcess({ databaseUrl, authSecret, dataDir, processGroup: true, pollMs: 100 });
  return {
    server: { baseUrl: app.baseUrl, child: app.child, output: app.output },
    ms: performance.now() - startedAt,
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL') {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stopGracefully(server: Server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  killGroup(server.child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(server.child), 30_000);
  await exited;
  clearTimeout(timer);
  // The PGlite child closes after the API asked it to; wait until nothing of the group is left.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      process.kill(-(server.child.pid ?? 0), 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Answers other than 2xx, by status and error code: refused writes are not lost ones, but say why. */
const refusals = new Map<string, number>();

async function post(baseUrl: string, token: string, url: string, body: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    const code = /"code":"([A-Z_]+)"/.exec(text)?.[1] ?? '';
    const key = `${url.replace(/[0-9a-f-]{36}/g, ':id')} ${response.status} ${code}`;
    refusals.set(key, (refusals.get(key) ?? 0) + 1);
  }
  return {
    status: response.status,
    json: () => JSON.parse(text) as { data: Record<string, { id: string }> },
  };
}

async function openThreads(server: Server, fixture: Fixture) {
  for (const actor of [fixture.seller, ...fixture.buyers]) {
    const consent = await post(server.baseUrl, actor.token, '/api/chat/consent', { accepted: true });
    if (consent.status !== 200) throw new Error(`chat consent answered ${consent.status}`);
  }
  for (const buyer of fixture.buyers) {
    const listingId = fixture.threads.get(buyer.userId) ?? '';
    const opened = await post(server.baseUrl, buyer.token, '/api/chat/threads', { listingId });
    if (opened.status !== 201 && opened.status !== 200) throw new Error(`thread answered ${opened.status}`);
    fixture.threads.set(buyer.userId, opened.json().data.thread?.id ?? '');
  }
}

function draftFields(index: number, mediaIds: string[]) {
  return {
    language: 'en',
    title: `Walnut bookshelf number ${index}`,
    description: 'Walnut bookshelf with five shelves, light marks on the side, easy to take apart.',
    categoryId: 'home-furniture-shelves',
    priceValue: 80,
    condition: 'good',
    locationSlug: 'berlin',
    offersPickup: true,
    mediaIds,
  };
}

/** One write of `kind`; resolves with the ids whose 2xx arrived, in the order they arrived. */
async function write(
  kind: Kind,
  server: Server,
  fixture: Fixture,
  buyer: Actor,
  counter: number,
  acknowledge: (kind: Kind, id: string) => void,
) {
  const { baseUrl } = server;
  if (kind === 'draft' || kind === 'publish') {
    const photo = kind === 'publish' ? fixture.photos.get(buyer.userId)?.pop() : undefined;
    if (kind === 'publish' && !photo) return;
    const created = await post(baseUrl, buyer.token, '/api/listing-drafts', {
      snapshot: { formatVersion: 1, fields: draftFields(counter, photo ? [photo] : []) },
      clientSessionId: `crash-${counter}`,
    });
    if (created.status !== 201) return;
    const draft = created.json().data.draft as unknown as { id: string; version: number };
    acknowledge('draft', draft.id);
    if (kind === 'draft') return;
    const published = await post(baseUrl, buyer.token, `/api/listing-drafts/${draft.id}/publish`, {
      baseVersion: draft.version,
    });
    if (published.status === 200) acknowledge('publish', published.json().data.listing?.id ?? '');
    return;
  }
  if (kind === 'message') {
    const threadId = fixture.threads.get(buyer.userId) ?? '';
    const sent = await post(baseUrl, buyer.token, `/api/chat/threads/${threadId}/messages`, {
      clientId: randomUUID(),
      body: `Is the item still there? Question ${counter}.`,
    });
    if (sent.status === 201) acknowledge('message', sent.json().data.message?.id ?? '');
    return;
  }
  const listingId = fixture.orderable.pop();
  if (!listingId) return;
  const ordered = await post(baseUrl, buyer.token, '/api/orders', {
    listingIds: [listingId],
    fulfilment: 'pickup',
    paymentMethod: 'cash_on_pickup',
    clientRequestId: randomUUID(),
  });
  if (ordered.status === 201) acknowledge('order', ordered.json().data.order?.id ?? '');
}

const lookups: Record<Kind, string> = {
  draft: 'SELECT id::text FROM listing_drafts WHERE id = ANY($1::uuid[])',
  publish: `SELECT id::text FROM listings WHERE id = ANY($1::uuid[]) AND status = 'PUBLISHED'`,
  message: 'SELECT id::text FROM chat_messages WHERE id = ANY($1::uuid[])',
  order: 'SELECT id::text FROM orders WHERE id = ANY($1::uuid[])',
};

async function countMissing(pool: pg.Pool, acknowledged: Map<Kind, string[]>) {
  const missing = emptyCounts();
  for (const kind of kinds) {
    const ids = acknowledged.get(kind) ?? [];
    const { rows } = await pool.query<{ id: string }>(lookups[kind], [ids]);
    const found = new Set(rows.map((row) => row.id));
    missing[kind] = ids.filter((id) => !found.has(id)).length;
  }
  return missing;
}

async function crashOnce(
  engine: string,
  run: number,
  dataDir: string,
  databaseUrl: string,
  fixture: Fixture,
  server: Server,
): Promise<{ result: RunResult; server: Server }> {
  // Access tokens live 15 minutes; the sessions behind them a day.
  for (const actor of [fixture.seller, ...fixture.buyers])
    actor.token = await mintToken(actor, ['buyer', 'seller']);
  const acknowledged = new Map<Kind, string[]>(kinds.map((kind) => [kind, []]));
  let unanswered = 0;
  let isCrashed = false;
  let counter = run * 100_000;
  // A freshly started server is still warming up; most of the window falls after that.
  const killAfterMs = 3_000 + Math.floor(Math.random() * 7_000);
  const acknowledge = (kind: Kind, id: string) => {
    acknowledged.get(kind)?.push(id);
  };
  const worker = async (buyer: Actor, offset: number) => {
    for (let step = offset; !isCrashed; step += 1) {
      counter += 1;
      const kind = kinds[step % kinds.length] ?? 'draft';
      try {
        await write(kind, server, fixture, buyer, counter, acknowledge);
      } catch {
        // No answer (the server died under it): not acknowledged, so not counted as lost.
        unanswered += 1;
      }
    }
  };
  const writers = fixture.buyers.slice((run - 1) * workerCount, run * workerCount);
  const workers = writers.map((buyer, index) => worker(buyer, index));
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  killGroup(server.child);
  await new Promise((resolve) => server.child.once('exit', resolve));
  isCrashed = true;
  await Promise.all(workers);
  const leftovers = engine === 'embedded' ? lockFilesIn(path.join(dataDir, 'db')) : [];
  const restarted = await startServer(dataDir, databaseUrl);
  const missing = await checkWrites(engine, dataDir, databaseUrl, restarted.server, acknowledged);
  const server2 = engine === 'embedded' ? (await startServer(dataDir, databaseUrl)).server : restarted.server;
  return {
    server: server2,
    result: {
      engine,
      run,
      killAfterMs,
      acknowledged: Object.fromEntries(
        kinds.map((kind) => [kind, acknowledged.get(kind)?.length ?? 0]),
      ) as Record<Kind, number>,
      missing,
      unanswered,
      leftovers,
      restartMs: restarted.ms,
    },
  };
}

/**
 * On the server the rows are read beside the running app. The embedded database belongs to one
 * process at a time, so the restarted app is stopped cleanly first and the data dir opened here.
 */
async function checkWrites(
  engine: string,
  dataDir: string,
  databaseUrl: string,
  server: Server,
  acknowledged: Map<Kind, string[]>,
) {
  if (engine === 'server') {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      return await countMissing(pool, acknowledged);
    } finally {
      await pool.end();
    }
  }
  await stopGracefully(server);
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    return await countMissing(database.pool, acknowledged);
  } finally {
    await database.close();
  }
}

async function runEngine(engine: 'embedded' | 'server'): Promise<RunResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `kleinkram-crash-${engine}-`));
  let databaseUrl = '';
  let databaseName = '';
  if (engine === 'server') {
    databaseName = `kleinkram_crash_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const results: RunResult[] = [];
  try {
    const database = await openDatabase(
      engine === 'server' ? { databaseUrl, engine: 'server' } : { dataDir: path.join(dataDir, 'db') },
    );
    let fixture: Fixture;
    try {
      fixture = await seed(database);
    } finally {
      await database.close();
    }
    let { server } = await startServer(dataDir, databaseUrl);
    await openThreads(server, fixture);
    for (let run = 1; run <= runs; run += 1) {
      const outcome = await crashOnce(engine, run, dataDir, databaseUrl, fixture, server);
      server = outcome.server;
      results.push(outcome.result);
      printRow(outcome.result);
    }
    await stopGracefully(server);
    if (engine === 'embedded') reportLeftovers(path.join(dataDir, 'db'));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseName) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
  }
  return results;
}

const lockFileNames = ['postmaster.pid', '.s.PGSQL.5432', '.s.PGSQL.5432.lock'];
const lockFilesIn = (dbDir: string) => lockFileNames.filter((name) => existsSync(path.join(dbDir, name)));

/** What a clean stop leaves in the data dir, for comparison with what a SIGKILL left. */
function reportLeftovers(dbDir: string) {
  const present = lockFilesIn(dbDir);
  console.info(
    `embedded data dir after the last clean stop: ${readdirSync(dbDir).length} entries; ` +
      `lock/pid/socket files present: ${present.length > 0 ? present.join(', ') : 'none'}`,
  );
}

const header =
  '| engine   | run | kill after | acked drafts | acked publishes | acked messages | acked orders | unanswered | missing | left after kill | restart to healthy |';
function printRow(result: RunResult) {
  const missing = kinds.reduce((sum, kind) => sum + result.missing[kind], 0);
  const cells = [
    result.engine.padEnd(8),
    String(result.run).padStart(3),
    `${(result.killAfterMs / 1000).toFixed(1)} s`.padStart(10),
    String(result.acknowledged.draft).padStart(12),
    String(result.acknowledged.publish).padStart(15),
    String(result.acknowledged.message).padStart(14),
    String(result.acknowledged.order).padStart(12),
    String(result.unanswered).padStart(10),
    String(missing).padStart(7),
    (result.leftovers.join(', ') || '-').padStart(15),
    `${(result.restartMs / 1000).toFixed(1)} s`.padStart(18),
  ];
  console.info(`| ${cells.join(' | ')} |`);
}

async function main() {
  const engines: Array<'embedded' | 'server'> = [];
  if (options.engine === 'embedded' || options.engine === 'both') engines.push('embedded');
  if (options.engine === 'server' || options.engine === 'both') {
    if (serverUrl) engines.push('server');
    else console.info('No TEST_DATABASE_URL or BENCH_DATABASE_URL: the PostgreSQL server engine is skipped.');
  }
  console.info(`Crash test: ${runs} SIGKILLs per engine, ${workerCount} writers\n`);
  console.info(header);
  console.info(`|${header.slice(1, -1).replace(/[^|]/g, '-')}|`);
  const all: RunResult[] = [];
  for (const engine of engines) all.push(...(await runEngine(engine)));
  const lost = all.reduce(
    (sum, result) => sum + kinds.reduce((total, kind) => total + result.missing[kind], 0),
    0,
  );
  console.info(
    `\n${lost === 0 ? 'No acknowledged write is missing.' : `${lost} acknowledged writes are missing.`}`,
  );
  if (refusals.size > 0) {
    console.info('\nRefused writes (not acknowledged, so not counted):');
    for (const [key, count] of refusals) console.info(`  ${count} × ${key}`);
  }
  if (lost > 0) process.exitCode = 1;
}

await main();
