import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the real app in its own process so the load generator never shares its event loop. */
export async function startBenchServer(options: {
  port: number;
  databaseUrl?: string;
  /** Overrides of the defaults below, e.g. AI_WARM_AT_START for a bench that measures the models. */
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kleinkram-bench-'));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  // The server itself is the child (node with tsx's loader, not `npx tsx`, whose wrapper exits
  // first): `stop` then waits for the server's own graceful exit, so an embedded database the
  // bench stops afterwards is never pulled from under requests the server is still draining.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      // The server's canonical and Open Graph URLs (ADR 080) name the origin Lighthouse loads.
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-123',
      // Benchmarks measure requests; background job polling would share the database with them.
      JOBS_ENABLED: 'false',
      // Nor should the AI models load on the same cores while requests are timed.
      AI_WARM_AT_START: 'false',
      // Fresh databases: production mode would otherwise only check migrations (ADR 081).
      MIGRATE_ON_START: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      // Not left running: it would answer the next run's health check on the same port.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      throw new Error('bench server did not become healthy in time');
    }
    const isHealthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isHealthy) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
