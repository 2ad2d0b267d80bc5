/**
 * `npm run cluster:local`: a primary PostgreSQL 15, one streaming replica of it and two app nodes
 * on this machine, with a tiny round-robin balancer in front (ADR 083). Needs root and the Debian
 * cluster tools (pg_createcluster, pg_ctlcluster, pg_basebackup). Ctrl-C stops the nodes and drops
 * both clusters. `npm run cluster:test` starts the same set-up for test/cluster (see its config).
 *
 * Options: --redis (rate limits in the Redis at REDIS_URL or 127.0.0.1:6379), --seed (demo data).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppProcess, startAppProcess } from '../src/server/test/app-process';

const postgresVersion = '15';
export const clusterPorts = {
  balancer: 5170,
  nodes: [5171, 5172],
  primary: 5185,
  replica: 5186,
} as const;
const clusterNames = { primary: 'kkprimary', replica: 'kkreplica' } as const;
const databaseName = 'kleinkram';

export interface LocalCluster {
  primaryUrl: string;
  replicaUrl: string;
  /** `pg_ctlcluster 15 <name>` for the replica, to stop and start it. */
  replicaCluster: string;
  nodes: AppProcess[];
  balancerUrl: string;
  authSecret: string;
  stop(): Promise<void>;
}

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function clusterExists(name: string): boolean {
  return run('pg_lsclusters', ['--no-header'])
    .split('\n')
    .some((line) => line.split(/\s+/)[1] === name);
}

export function dropClusters(): void {
  for (const name of [clusterNames.replica, clusterNames.primary]) {
    if (clusterExists(name)) run('pg_dropcluster', ['--stop', postgresVersion, name]);
    // pg_dropcluster leaves the conf.d file this script added, and with it the folder, which
    // would make the next pg_createcluster of the name fail.
    rmSync(`/etc/postgresql/${postgresVersion}/${name}`, { recursive: true, force: true });
  }
}

/** Settings a small local pair needs; the rest are PostgreSQL 15's defaults (docs/operations.md). */
function writeSettings(name: string, port: number, lines: string[]): void {
  const confDir = `/etc/postgresql/${postgresVersion}/${name}/conf.d`;
  mkdirSync(confDir, { recursive: true });
  appendFileSync(
    path.join(confDir, 'kleinkram-cluster.conf'),
    [`port = ${port}`, "listen_addresses = '127.0.0.1'", 'shared_buffers = 64MB', ...lines, ''].join('\n'),
  );
}

function startPostgres(log: (line: string) => void): { primaryUrl: string; replicaUrl: string } {
  dropClusters();
  const trust = ['--', '--auth-local=trust', '--auth-host=trust'];
  log(`primary: pg_createcluster ${postgresVersion} ${clusterNames.primary} on ${clusterPorts.primary}`);
  run('pg_createcluster', [
    postgresVersion,
    clusterNames.primary,
    '-p',
    String(clusterPorts.primary),
    ...trust,
  ]);
  writeSettings(clusterNames.primary, clusterPorts.primary, [
    'wal_level = replica',
    'max_wal_senders = 5',
    'wal_keep_size = 256MB',
  ]);
  run('pg_ctlcluster', [postgresVersion, clusterNames.primary, 'start']);
  run('psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(clusterPorts.primary),
    '-U',
    'postgres',
    '-c',
    `create database ${databaseName}`,
  ]);

  log(`replica: pg_basebackup -R into ${clusterNames.replica} on ${clusterPorts.replica}`);
  run('pg_createcluster', [
    postgresVersion,
    clusterNames.replica,
    '-p',
    String(clusterPorts.replica),
    ...trust,
  ]);
  const replicaData = `/var/lib/postgresql/${postgresVersion}/${clusterNames.replica}`;
  rmSync(replicaData, { recursive: true, force: true });
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(clusterPorts.primary),
    '-U',
    'postgres',
    '-D',
    replicaData,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  run('chown', ['-R', 'postgres:postgres', replicaData]);
  run('chmod', ['700', replicaData]);
  // A long read on the replica waits for replay at most this long (then it is cancelled, 40001,
  // and the app repeats it on the primary).
  writeSettings(clusterNames.replica, clusterPorts.replica, [
    'hot_standby = on',
    'max_standby_streaming_delay = 5s',
  ]);
  run('pg_ctlcluster', [postgresVersion, clusterNames.replica, 'start']);
  const urlOf = (port: number) => `postgresql://postgres@127.0.0.1:${port}/${databaseName}`;
  return { primaryUrl: urlOf(clusterPorts.primary), replicaUrl: urlOf(clusterPorts.replica) };
}

/**
 * A round-robin balancer over the nodes: plain HTTP requests and websocket upgrades (raw TCP once
 * the upgrade request is written). Enough to try the cluster in a browser; tests address nodes directly.
 */
function startBalancer(targets: number[], port: number): Promise<http.Server> {
  let next = 0;
  const pick = () => {
    const target = targets[next % targets.length] as number;
    next += 1;
    return target;
  };
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: pick(),
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.on('upgrade', (request, socket, head) => {
    const upstream = net.connect(pick(), '127.0.0.1', () => {
      const headers = Object.entries(request.headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((item) => `${name}: ${item}`),
      );
      upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export async function startLocalCluster(
  options: { redisUrl?: string; seed?: boolean; log?: (line: string) => void } = {},
): Promise<LocalCluster> {
  const log = options.log ?? ((line: string) => console.info(`[cluster] ${line}`));
  const { primaryUrl, replicaUrl } = startPostgres(log);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kleinkram-cluster-'));
  const authSecret = randomBytes(24).toString('hex');
  const nodes: AppProcess[] = [];
  const stopAll = async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    dropClusters();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // One node first: it applies the migrations (and the seed); the second starts on a ready database.
    for (const port of clusterPorts.nodes) {
      log(`app node on ${port}`);
      nodes.push(
        await startAppProcess({
          databaseUrl: primaryUrl,
          authSecret,
          port,
          // One DATA_DIR for both: local media must be shared (a volume, or S3) across nodes.
          dataDir,
          startTimeoutMs: 300_000,
          env: {
            DATABASE_REPLICA_URLS: replicaUrl,
            JOBS_ENABLED: 'true',
            // The cluster measures replica lag; the few-second first-page cache of ADR 078 would
            // add up to its TTL on top by design, so it is off here unless asked for.
            SEARCH_CACHE: process.env.SEARCH_CACHE ?? 'off',
            SEED_DEMO_DATA: options.seed ? 'true' : 'false',
            PUBLIC_URL: `http://127.0.0.1:${clusterPorts.balancer}`,
            ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
          },
        }),
      );
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  const balancer = await startBalancer([...clusterPorts.nodes], clusterPorts.balancer);
  log(`balancer on http://127.0.0.1:${clusterPorts.balancer} over ${clusterPorts.nodes.join(', ')}`);
  return {
    primaryUrl,
    replicaUrl,
    replicaCluster: clusterNames.replica,
    nodes,
    balancerUrl: `http://127.0.0.1:${clusterPorts.balancer}`,
    authSecret,
    async stop() {
      await new Promise((resolve) => balancer.close(resolve));
      balancer.closeAllConnections();
      await stopAll();
    },
  };
}

/** `pg_ctlcluster 15 <replica> stop|start`. */
export function controlReplica(action: 'stop' | 'start'): void {
  run('pg_ctlcluster', [
    postgresVersion,
    clusterNames.replica,
    action,
    ...(action === 'stop' ? ['-m', 'fast'] : []),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wantsRedis = process.argv.includes('--redis');
  const cluster = await startLocalCluster({
    redisUrl: wantsRedis ? (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') : undefined,
    seed: process.argv.includes('--seed'),
  });
  console.info(
    [
      `[cluster] ready: ${cluster.balancerUrl} (nodes ${cluster.nodes.map((node) => node.baseUrl).join(', ')})`,
      `[cluster] primary ${cluster.primaryUrl}, replica ${cluster.replicaUrl}; Ctrl-C stops and drops both clusters`,
    ].join('\n'),
  );
  let isStopping = false;
  const stop = async () => {
    if (isStopping) return;
    isStopping = true;
    console.info('[cluster] stopping');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
