/**
 * Where a search's time goes under load (issue 20: "profile it before adding caches"):
 *
 *   npx tsx bench/search/profile-search-load.ts [path] [seconds]
 *
 * Starts the app on `kleinkram_bench` (`npm run bench:search` loads it) with the page cache off,
 * sends `path` (default "jacke, Berlin, 25 km") over 16 connections, and prints the app process's
 * CPU and the whole machine's busy CPU per request, and the statements by total time from
 * pg_stat_statements. The server must preload it: `ALTER SYSTEM SET shared_preload_libraries =
 * 'pg_stat_statements'` and a restart; the script creates the extension in the bench database.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { runLoad } from '../support/load';
import { startBenchServer } from '../support/server-process';

const serverUrl = new URL(
  process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgresql://postgres@127.0.0.1:5432/postgres',
);
serverUrl.pathname = `/${process.env.BENCH_DATABASE_NAME ?? 'kleinkram_bench'}`;
const databaseUrl = serverUrl.toString();
const requestPath = process.argv[2] ?? '/api/search?query=jacke&loc=berlin&radius=25';
const seconds = Number(process.argv[3] ?? 15);
const port = Number(process.env.BENCH_PORT ?? 4630);
const clockTicks = 100;

/** User plus system CPU seconds of a process, from /proc. */
function processCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/** CPU seconds the machine spent busy (user, nice, system, irq, softirq), all cores. */
function machineBusySeconds(): number {
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] =
    readFileSync('/proc/stat', 'utf8').split('\n')[0]?.split(/\s+/).slice(1).map(Number) ?? [];
  return (user + nice + system + irq + softirq) / clockTicks;
}

/** The process listening on the app's port (the server under tsx is a child of npx). */
function listeningPid(): number {
  const sockets = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const pid = Number(/pid=(\d+)/.exec(sockets)?.[1]);
  if (!pid) throw new Error(`nothing listens on port ${port}`);
  return pid;
}

const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
await admin.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
const server = await startBenchServer({ port, databaseUrl, env: { SEARCH_CACHE: 'off' } });
try {
  await runLoad('warm-up', `${server.baseUrl}${requestPath}`, { connections: 4, durationSeconds: 3 });
  await admin.query('SELECT pg_stat_statements_reset()');
  const pid = listeningPid();
  const appBefore = processCpuSeconds(pid);
  const machineBefore = machineBusySeconds();
  const result = await runLoad(requestPath, `${server.baseUrl}${requestPath}`, {
    connections: 16,
    durationSeconds: seconds,
  });
  const perRequestMs = (cpuSeconds: number) =>
    ((cpuSeconds * 1000) / (result.requestsPerSecond * seconds)).toFixed(1);
  console.info(
    `${requestPath}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms.toFixed(0)} ms, p95 ${result.p95Ms.toFixed(0)} ms, errors ${result.errors + result.non2xx}`,
  );
  console.info(`app process CPU per request: ${perRequestMs(processCpuSeconds(pid) - appBefore)} ms`);
  console.info(
    `machine busy CPU per request (all processes): ${perRequestMs(machineBusySeconds() - machineBefore)} ms`,
  );
  const top = await admin.query<{ calls: string; total: string; mean: string; plan: string; query: string }>(
    `SELECT calls, round(total_exec_time::numeric) AS total, round(mean_exec_time::numeric, 2) AS mean,
       round(total_plan_time::numeric) AS plan, left(regexp_replace(query, '\\s+', ' ', 'g'), 120) AS query
     FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
     ORDER BY total_exec_time + total_plan_time DESC LIMIT 12`,
  );
  console.table(
    top.rows.map((row) => ({
      calls: Number(row.calls),
      'exec ms total': Number(row.total),
      'exec ms mean': Number(row.mean),
      'plan ms total': Number(row.plan),
      statement: row.query,
    })),
  );
} finally {
  await server.stop();
  await admin.end();
}
