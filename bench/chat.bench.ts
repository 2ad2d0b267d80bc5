/**
 * `npm run bench:chat`: chat delivery under load (issue 16). One app node (src/server/main.ts in a
 * process of its own, so the load generator never shares its event loop), on the embedded database
 * by default or, with `--database-url` / BENCH_DATABASE_URL, on a fresh database of that PostgreSQL
 * server. Opens `--connections` WebSockets (default 2,000: buyer and seller of 1,000 threads), then
 * sends `--rate` messages per second (default 200) for `--duration` seconds (default 60) and prints
 * delivery latency (send -> receipt on the recipient's socket) p50/p95/p99, the server's memory per
 * connection and its CPU.
 *
 * `--path=http` (default): messages through the real send path, POST /api/chat/threads/:id/messages
 * with a client id. `--path=socket`: typing frames over the socket, which skip the HTTP request and
 * the message's transaction, to tell the socket fan-out's share apart from the send path's.
 *
 * Users, sessions, listings and threads are written straight into the database and access tokens
 * signed the way the auth module signs them: 2,000 sign-ups would be 2,000 argon2 hashes.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { applyMigrations, type Database, openDatabase } from '../src/server/db/database';
import { authSessions as sessions } from '../src/server/db/schema/auth.schema';
import { chatThreads } from '../src/server/db/schema/chat.schema';
import { listings } from '../src/server/db/schema/listings.schema';
import { users } from '../src/server/db/schema/users.schema';
import { upsertCatalog } from '../src/server/db/seed/seed-catalog';
import { signAccessToken } from '../src/server/modules/auth/access-token';
import { type AppProcess, startAppProcess } from '../src/server/test/app-process';
import { chatSocketPath, type ServerFrame } from '../src/shared/chat/chat-socket.schema';
import { withFreshServerDatabase } from './support/fresh-database';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '200' },
    path: { type: 'string', default: 'http' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? '' },
    /** Writes a CPU profile of the app process there (Chrome DevTools' .cpuprofile). */
    'profile-dir': { type: 'string', default: '' },
  },
});
const durationSeconds = Number(flags.duration);
const connectionCount = Math.max(2, Math.floor(Number(flags.connections) / 2) * 2);
const ratePerSecond = Number(flags.rate);
const sendPath = flags.path === 'socket' ? 'socket' : 'http';
const warmUpSeconds = 5;
/** A delivery not seen this long after the last send counts as lost. */
const drainMs = 5_000;
const authSecret = 'bench-chat-secret-bench-chat-secret-1234';
const clockTicksPerSecond = 100;

interface Participant {
  id: string;
  token: string;
}
interface Pair {
  threadId: string;
  buyer: Participant;
  seller: Participant;
}

async function seed(database: Database, pairCount: number): Promise<Pair[]> {
  await applyMigrations(database.db);
  await upsertCatalog(database.db);
  const { rows } = await database.pool.query<{ id: string }>(
    'select id from categories order by level desc, id limit 1',
  );
  const categoryId = rows[0]?.id as string;
  const now = new Date();
  const pairs: Pair[] = [];
  const batchSize = 250;
  for (let start = 0; start < pairCount; start += batchSize) {
    const count = Math.min(batchSize, pairCount - start);
    const userRows = await database.db
      .insert(users)
      .values(
        Array.from({ length: count * 2 }, (_, index) => ({
          email: `bench-chat-${start * 2 + index}-${randomUUID().slice(0, 8)}@bench.kleinkram.local`,
          passwordHash: 'bench-user-signs-in-with-a-minted-token',
          displayName: `Bench ${start * 2 + index}`,
          roles: ['buyer', 'seller'],
          emailVerifiedAt: now,
          communicationConsentAt: now,
        })),
      )
      .returning({ id: users.id });
    const sessionRows = await database.db
      .insert(sessions)
      .values(
        userRows.map((user) => ({
          userId: user.id,
          expiresAt: new Date(now.getTime() + 86_400_000),
          createdAt: now,
        })),
      )
      .returning({ id: sessions.id, userId: sessions.userId });
    const participants = await Promise.all(
      sessionRows.map(async (session) => ({
        id: session.userId,
        token: (
          await signAccessToken(authSecret, {
            userId: session.userId,
            roles: ['buyer', 'seller'],
            sessionId: session.id,
          })
        ).token,
      })),
    );
    const byId = new Map(participants.map((participant) => [participant.id, participant]));
    const sellers = userRows.filter((_, index) => index % 2 === 1);
    const listingRows = await database.db
      .insert(listings)
      .values(
        sellers.map((seller, index) => ({
          slug: `bench-chat-${start + index}-${randomUUID().slice(0, 8)}`,
          sellerId: seller.id,
          status: 'PUBLISHED' as const,
          language: 'en' as const,
          title: `Bench listing ${start + index}`,
          description: 'A listing of the chat bench.',
          categoryId,
          condition: 'good' as const,
          priceCents: 5_000,
          cityId: 'berlin',
          latitude: 52.52,
          longitude: 13.405,
          publishedAt: new Date('2001-01-01T00:00:00Z'),
        })),
      )
      .returning({ id: listings.id, sellerId: listings.sellerId });
    const threadRows = await database.db
      .insert(chatThreads)
      .values(
        listingRows.map((listing, index) => ({
          listingId: listing.id,
          sellerId: listing.sellerId,
          buyerId: userRows[index * 2]?.id as string,
        })),
      )
      .returning({ id: chatThreads.id, buyerId: chatThreads.buyerId, sellerId: chatThreads.sellerId });
    for (const thread of threadRows) {
      pairs.push({
        threadId: thread.id,
        buyer: byId.get(thread.buyerId) as Participant,
        seller: byId.get(thread.sellerId) as Participant,
      });
    }
  }
  return pairs;
}

/** Resident memory and CPU time (user + system) of a process and its children (the embedded database). */
function processFigures(pid: number): { rssBytes: number; cpuSeconds: number; databaseCpuSeconds: number } {
  const cpuOf = (id: number) => {
    const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
  };
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  let databaseCpuSeconds = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : []) databaseCpuSeconds += cpuOf(Number(child));
  }
  return { rssBytes: rssKb * 1024, cpuSeconds: cpuOf(pid), databaseCpuSeconds };
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Sends are matched to receipts by a key: the message's client id, or thread, typist and state. */
const pendingSends = new Map<string, number>();
let isMeasuring = false;
const latencies: number[] = [];
let deliveredCount = 0;

function onFrame(frame: ServerFrame, participant: Participant) {
  let key: string | null = null;
  if (frame.type === 'message' && frame.message.senderId !== participant.id) key = frame.message.clientId;
  if (frame.type === 'typing') key = `${frame.threadId}:${frame.userId}:${frame.isTyping}`;
  if (!key) return;
  const sentAt = pendingSends.get(key);
  if (sentAt === undefined) return;
  pendingSends.delete(key);
  deliveredCount += 1;
  if (isMeasuring) latencies.push(performance.now() - sentAt);
}

async function openSocket(node: AppProcess, participant: Participant): Promise<WebSocket> {
  const socket = new WebSocket(`${node.baseUrl.replace('http', 'ws')}${chatSocketPath}`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('close', (code) => reject(new Error(`socket closed with ${code} before ready`)));
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      if (frame.type === 'ready') resolve();
      else onFrame(frame, participant);
    });
  });
  socket.send(JSON.stringify({ type: 'auth', token: participant.token }));
  await ready;
  return socket;
}

async function run(engine: string, databaseUrl: string | null) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kleinkram-bench-chat-'));
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, engine: 'server' } : { dataDir: path.join(dataDir, 'db') },
  );
  const pairs = await seed(database, connectionCount / 2);
  await database.close();
  const node = await startAppProcess({
    databaseUrl: databaseUrl ?? '',
    authSecret,
    dataDir,
    env: { LOG_LEVEL: 'warn' },
    startTimeoutMs: 240_000,
    nodeArguments: flags['profile-dir'] ? ['--cpu-prof', `--cpu-prof-dir=${flags['profile-dir']}`] : [],
  });
  const pid = node.child.pid as number;
  const sockets = new Map<string, WebSocket>();
  try {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idle = processFigures(pid);
    const participants = pairs.flatMap((pair) => [pair.buyer, pair.seller]);
    const connectStartedAt = performance.now();
    for (let start = 0; start < participants.length; start += 100) {
      await Promise.all(
        participants.slice(start, start + 100).map(async (participant) => {
          sockets.set(participant.id, await openSocket(node, participant));
        }),
      );
    }
    const connectSeconds = (performance.now() - connectStartedAt) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const connected = processFigures(pid);

    let sendIndex = 0;
    let httpErrors = 0;
    const httpLatencies: number[] = [];
    const typingState = new Map<string, boolean>();
    const sendOne = () => {
      const pair = pairs[sendIndex % pairs.length] as Pair;
      const isFromBuyer = Math.floor(sendIndex / pairs.length) % 2 === 0;
      sendIndex += 1;
      const sender = isFromBuyer ? pair.buyer : pair.seller;
      const sentAt = performance.now();
      const measured = isMeasuring;
      if (sendPath === 'socket') {
        // Each sender flips its own state, so the server's typing throttle (same state within a
        // second) never drops one.
        const stateKey = `${pair.threadId}:${sender.id}`;
        const isTyping = !(typingState.get(stateKey) ?? false);
        typingState.set(stateKey, isTyping);
        pendingSends.set(`${stateKey}:${isTyping}`, sentAt);
        sockets.get(sender.id)?.send(JSON.stringify({ type: 'typing', threadId: pair.threadId, isTyping }));
        return;
      }
      const clientId = randomUUID();
      pendingSends.set(clientId, sentAt);
      void fetch(`${node.baseUrl}/api/chat/threads/${pair.threadId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId, body: `Bench message ${sendIndex}: is it still available?` }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          if (!response.ok) {
            httpErrors += 1;
            pendingSends.delete(clientId);
            if (httpErrors === 1) console.error(`send answered ${response.status}`);
          } else if (measured) httpLatencies.push(performance.now() - sentAt);
        },
        (error: Error) => {
          httpErrors += 1;
          pendingSends.delete(clientId);
          if (httpErrors === 1) console.error(`send failed: ${error.message} ${String(error.cause ?? '')}`);
        },
      );
    };
    /** Sends at a steady rate: each tick sends whatever is due since the phase began. */
    const sendFor = async (seconds: number) => {
      const startedAt = performance.now();
      let sent = 0;
      while (performance.now() - startedAt < seconds * 1000) {
        const due = Math.floor(((performance.now() - startedAt) / 1000) * ratePerSecond);
        while (sent < due) {
          sendOne();
          sent += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      return sent;
    };

    await sendFor(warmUpSeconds);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    pendingSends.clear();
    deliveredCount = 0;
    isMeasuring = true;
    const benchCpuBefore = process.cpuUsage();
    const before = processFigures(pid);
    const sent = await sendFor(durationSeconds);
    const after = processFigures(pid);
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const drainUntil = performance.now() + drainMs;
    while (pendingSends.size > 0 && performance.now() < drainUntil) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    isMeasuring = false;

    const sorted = [...latencies].sort((a, b) => a - b);
    const sortedHttp = [...httpLatencies].sort((a, b) => a - b);
    const serverCpuSeconds = after.cpuSeconds - before.cpuSeconds;
    const databaseCpuSeconds = after.databaseCpuSeconds - before.databaseCpuSeconds;
    console.info(
      `\nChat, ${engine}, path ${sendPath}: ${connectionCount} sockets, ${ratePerSecond}/s for ${durationSeconds} s`,
    );
    console.table({
      'sockets connected (s)': round(connectSeconds),
      sent: sent,
      delivered: deliveredCount,
      'lost or late (> 5 s)': sent - deliveredCount - httpErrors,
      'send errors': httpErrors,
      'delivery p50 (ms)': round(percentile(sorted, 0.5)),
      'delivery p95 (ms)': round(percentile(sorted, 0.95)),
      'delivery p99 (ms)': round(percentile(sorted, 0.99)),
      'delivery max (ms)': round(sorted.at(-1) ?? Number.NaN),
      ...(sendPath === 'http'
        ? {
            'HTTP send p50 (ms)': round(percentile(sortedHttp, 0.5)),
            'HTTP send p95 (ms)': round(percentile(sortedHttp, 0.95)),
          }
        : {}),
      'server RSS idle (MB)': round(idle.rssBytes / 1e6),
      'server RSS with sockets (MB)': round(connected.rssBytes / 1e6),
      'memory per socket (KB)': round((connected.rssBytes - idle.rssBytes) / connectionCount / 1024),
      'server CPU (% of one core)': round((serverCpuSeconds / durationSeconds) * 100),
      ...(databaseUrl
        ? {}
        : { 'embedded database CPU (% of one core)': round((databaseCpuSeconds / durationSeconds) * 100) }),
      'load generator CPU (% of one core)': round(
        ((benchCpu.user + benchCpu.system) / 1e6 / durationSeconds) * 100,
      ),
    });
  } finally {
    for (const socket of sockets.values()) socket.terminate();
    await node.stop(30_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const serverUrl = flags['database-url'];
if (serverUrl) await withFreshServerDatabase(serverUrl, (url) => run('PostgreSQL server', url));
else await run('embedded database', null);
