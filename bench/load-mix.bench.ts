/**
 * `npm run bench:load`: a scripted mix of guests and signed-in users against the real app
 * (issue 20, "Proof under load"). Each engine gets a fresh database with BENCH_LISTINGS synthetic
 * listings and one account per signed-in user; the PostgreSQL server is served by BENCH_NODES app
 * processes (default 2, users spread round-robin), the embedded database by one (PGlite has one
 * owner). After BENCH_WARMUP_SECONDS the run is measured for BENCH_DURATION_SECONDS.
 *
 *   BENCH_USERS=200 BENCH_SIGNED_IN_SHARE=0.4 BENCH_DURATION_SECONDS=600 BENCH_WARMUP_SECONDS=30
 *   BENCH_LISTINGS=20000 BENCH_ENGINES=server,embedded BENCH_NODES=2 BENCH_SEED=1
 *   BENCH_CPU_PROF=true   profile the (first) node and print where its time went
 *
 * Prints per action and for all reads and all writes: requests, p50/p95/p99 and failures (any
 * answer that is not 2xx, or none at all), and each node's resident memory after the warm-up, at
 * half time, at the end and at its peak. Targets (issue 20): 0 failures, reads p95 under 300 ms on
 * the server and under 1 s embedded, memory flat after warm-up.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppProcess, startAppProcess } from '../src/server/test/app-process';
import { type ActionSummary, LoadRecorder } from './load/load-mix-recorder';
import { type LoadMixData, mintTokens, seedLoadMix } from './load/load-mix-seed';
import { runVirtualUser, seededRandom } from './load/load-mix-users';
import { summariseCpuProfile } from './support/cpu-profile-summary';
import { withFreshServerDatabase } from './support/fresh-database';
import { sampleMemory } from './support/process-memory';

const users = Number(process.env.BENCH_USERS ?? 200);
const signedInShare = Number(process.env.BENCH_SIGNED_IN_SHARE ?? 0.4);
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 600);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 30);
const listingCount = Number(process.env.BENCH_LISTINGS ?? 20_000);
const engines = (process.env.BENCH_ENGINES ?? 'server,embedded').split(',');
const serverNodes = Number(process.env.BENCH_NODES ?? 2);
const seed = Number(process.env.BENCH_SEED ?? 1);
const isProfiling = process.env.BENCH_CPU_PROF === 'true';
const authSecret = 'bench-load-secret-bench-load-secret-123';
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const format = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : '–');

function printTable(rows: ActionSummary[]) {
  console.info('| action | kind | requests | per s | p50 | p95 | p99 | failures |');
  console.info('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const perSecond = (row.count / durationSeconds).toFixed(1);
    console.info(
      `| ${row.action} | ${row.kind} | ${row.count} | ${perSecond} | ${format(row.p50Ms)} | ${format(row.p95Ms)} | ${format(row.p99Ms)} | ${row.failures} |`,
    );
  }
}

function printMemory(memory: ReturnType<typeof sampleMemory>, measuringFrom: number, nodes: number) {
  const { samples } = memory;
  const at = (moment: number) => samples.find((sample) => sample.at >= moment) ?? samples.at(-1);
  const half = measuringFrom + (durationSeconds * 1000) / 2;
  for (let node = 0; node < nodes; node += 1) {
    const mb = (sample: (typeof samples)[number] | undefined) => sample?.megabytes[node]?.toFixed(0) ?? '–';
    const peak = Math.max(...samples.map((sample) => sample.megabytes[node] ?? 0));
    console.info(
      `node ${node + 1} memory (RSS): after warm-up ${mb(at(measuringFrom))} MB, half time ${mb(at(half))} MB, end ${mb(samples.at(-1))} MB, peak ${peak.toFixed(0)} MB`,
    );
  }
}

async function startNodes(databaseUrl: string, dataDir: string, count: number, profileDir: string) {
  const nodes: AppProcess[] = [];
  for (let index = 0; index < count; index += 1) {
    nodes.push(
      await startAppProcess({
        databaseUrl,
        authSecret,
        dataDir,
        startTimeoutMs: 240_000,
        // Jobs run as in production (pg-boss elects one worker per job); the per-address limits
        // see the users' own addresses, as behind a load balancer.
        env: { TRUST_PROXY: 'true', JOBS_ENABLED: 'true' },
        nodeArguments: isProfiling && index === 0 ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
      }),
    );
  }
  return nodes;
}

async function runMix(title: string, nodes: AppProcess[], data: LoadMixData) {
  await mintTokens(data, authSecret);
  const recorder = new LoadRecorder();
  const started = performance.now();
  recorder.measuringFrom = started + warmUpSeconds * 1000;
  const until = recorder.measuringFrom + durationSeconds * 1000;
  const memory = sampleMemory(nodes.map((node) => node.child.pid ?? 0));
  const signedIn = Math.round(users * signedInShare);
  await Promise.all(
    Array.from({ length: users }, (_, index) =>
      runVirtualUser(
        {
          baseUrl: nodes[index % nodes.length]?.baseUrl ?? '',
          address: `10.${Math.floor(index / 250)}.${index % 250}.${1 + (index % 7)}`,
          account: index < signedIn ? (data.accounts[index] ?? null) : null,
          data,
          random: seededRandom(seed * 10_000 + index),
          recorder,
        },
        until,
      ),
    ),
  );
  memory.stop();
  console.info(
    `\n## ${title}: ${users} users (${signedIn} signed in), ${durationSeconds} s after ${warmUpSeconds} s warm-up, ${listingCount.toLocaleString('en')} listings, ${nodes.length} node(s)\n`,
  );
  printTable([recorder.byKind('read'), recorder.byKind('write'), ...recorder.summaries()]);
  printMemory(memory, recorder.measuringFrom, nodes.length);
  const failures = recorder.failureBreakdown();
  if (failures.length > 0) console.info(`failures:\n${failures.join('\n')}`);
}

async function benchEngine(title: string, databaseUrl: string | null) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kleinkram-bench-load-'));
  const profileDir = path.join(dataDir, 'profiles');
  try {
    console.info(`${title}: seeding`);
    const signedIn = Math.round(users * signedInShare);
    const data = await seedLoadMix({
      databaseUrl,
      dataDir,
      listingCount,
      accountCount: signedIn,
      photosPerAccount: Math.ceil(durationSeconds / 60) + 2,
      purchasesPerAccount: Math.ceil(durationSeconds / 60) + 2,
      log: (message) => console.info(message),
    });
    const nodes = await startNodes(databaseUrl ?? '', dataDir, databaseUrl ? serverNodes : 1, profileDir);
    try {
      await runMix(title, nodes, data);
    } finally {
      await Promise.all(nodes.map((node) => node.stop(30_000)));
    }
    if (isProfiling) printProfile(profileDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printProfile(profileDir: string) {
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return console.info('no CPU profile was written');
  const { totalMs, lines } = summariseCpuProfile(path.join(profileDir, file));
  console.info(`\nnode 1 CPU profile, ${(totalMs / 1000).toFixed(0)} s, top self time:`);
  for (const line of lines)
    console.info(
      `  ${(line.share * 100).toFixed(1).padStart(5)} %  ${line.selfMs.toFixed(0).padStart(7)} ms  ${line.name}`,
    );
}

async function main() {
  if (engines.includes('server')) {
    if (serverUrl) await withFreshServerDatabase(serverUrl, (url) => benchEngine('PostgreSQL server', url));
    else console.info('PostgreSQL server skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  }
  if (engines.includes('embedded')) await benchEngine('embedded PostgreSQL (PGlite)', null);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
