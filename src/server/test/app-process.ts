import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface AppProcess {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  output(): string;
  /** SIGTERM (the graceful shutdown of ADR 036), then SIGKILL if it has not exited in time. */
  stop(timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The real `npm start` entry (src/server/main.ts) in a process of its own, on the given database
 * (empty for the embedded one), resolved once /api/health answers 200. No web build, no demo data,
 * no jobs, cold models: what a test of the API across processes needs, started as fast as it can be.
 */
export async function startAppProcess(options: {
  databaseUrl: string;
  authSecret: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** DATA_DIR (the embedded database lives in its `db` folder); a fresh temporary one by default, removed on stop. */
  dataDir?: string;
  /** More node options, e.g. `--cpu-prof` for a bench. */
  nodeArguments?: string[];
  /** A fixed port (the local cluster's nodes); a free one by default. */
  port?: number;
  /** A process group of its own, so that a SIGKILL to the group reaches the PGlite child too (crash test). */
  processGroup?: boolean;
  /** How often /api/health is asked while starting; 250 ms by default. */
  pollMs?: number;
}): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'kleinkram-app-process-'));
  const child = spawn(
    process.execPath,
    [...(options.nodeArguments ?? []), '--import', 'tsx', 'src/server/main.ts'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl,
        AUTH_SECRET: options.authSecret,
        LOG_LEVEL: 'warn',
        SKIP_WEB_BUILD: 'true',
        SEED_DEMO_DATA: 'false',
        JOBS_ENABLED: 'false',
        AI_WARM_AT_START: 'false',
        // Fresh databases: production mode would otherwise only check migrations (ADR 081).
        MIGRATE_ON_START: 'true',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: options.processGroup ?? false,
    },
  );
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const cleanUp = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const running: AppProcess = {
    baseUrl,
    port,
    child,
    output: () => output,
    async stop(timeoutMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        const exit = await exited;
        clearTimeout(timer);
        cleanUp();
        return exit;
      }
      cleanUp();
      return exited;
    },
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) {
      cleanUp();
      throw new Error(`the app exited at start:\n${output}`);
    }
    if (Date.now() > deadline) {
      await running.stop(1_000);
      throw new Error(`the app did not become healthy:\n${output}`);
    }
    const isHealthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isHealthy) return running;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 250));
  }
}
