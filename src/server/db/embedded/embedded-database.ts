import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EmbeddedServerMessage } from './pglite-server.process';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const serverScript = fileURLToPath(new URL('./pglite-server.process.ts', import.meta.url));

/**
 * Starts the embedded PostgreSQL in a child process and resolves with a connection URL.
 * `dataDir` undefined keeps the database in memory (tests).
 */
export function startEmbeddedDatabase(options: { dataDir?: string; startTimeoutMs?: number } = {}) {
  const child = fork(serverScript, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PGLITE_DATA_DIR: options.dataDir ? path.resolve(options.dataDir) : '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<EmbeddedDatabase>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('Embedded database did not start in time'));
    }, options.startTimeoutMs ?? 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Embedded database exited during start (code ${code})`));
    });
    child.on('message', (message: EmbeddedServerMessage) => {
      if (message.type === 'failed') {
        clearTimeout(timer);
        reject(new Error(`Embedded database failed to start: ${message.message}`));
      }
      if (message.type === 'ready') {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({
          url: `postgresql://postgres@127.0.0.1:${message.port}/postgres?sslmode=disable`,
          stop: () => stopChild(child),
        });
      }
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(killTimer);
      resolve();
    });
    if (child.connected) child.send({ type: 'stop' });
    else child.kill('SIGTERM');
  });
}
