/**
 * Runs PGlite (PostgreSQL compiled to WebAssembly) in its own process and serves it over the
 * PostgreSQL wire protocol. PGlite executes on the thread that calls it, so keeping it out of the
 * API process means a slow query never stalls request handling; the API talks to it with `pg`
 * exactly as it would to a PostgreSQL server.
 */
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { claimDataDirWhenFree } from './data-dir-lock';
import { createPglite, startErrorText } from './pglite-instance';
import { createProtocolQueueStats } from './protocol-queue-stats';
import { keepProtocolSequencesTogether } from './protocol-sequence-queue';

export type EmbeddedServerMessage =
  | { type: 'ready'; port: number }
  | { type: 'failed'; message: string }
  | { type: 'stopped' };

const dataDir = process.env.PGLITE_DATA_DIR || undefined;
const send = (message: EmbeddedServerMessage) => process.send?.(message);

async function main() {
  const release = dataDir ? await claimDataDirWhenFree(dataDir, 20_000) : () => {};
  const db = await createPglite(dataDir);
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: Number(process.env.PGLITE_PORT ?? 0),
    maxConnections: 64,
  });
  keepProtocolSequencesTogether(server, createProtocolQueueStats(process.env.PGLITE_QUEUE_STATS));
  await server.start();
  const address = server.getServerConn();
  const port = Number(address.split(':').pop());

  let isStopping = false;
  const stop = async () => {
    if (isStopping) return;
    isStopping = true;
    try {
      await server.stop();
      // Closing checkpoints PGlite, so every committed row is on disk before the process ends.
      await db.close();
      release();
      send({ type: 'stopped' });
    } finally {
      process.exit(0);
    }
  };
  process.on('message', (message: { type?: string }) => {
    if (message?.type === 'stop') void stop();
  });
  // Ctrl+C signals the whole process group. While the API is alive it drains its requests first
  // and then sends 'stop'; stopping here at once would cut those requests off mid-query.
  const stopUnlessParentDrives = () => {
    if (!process.connected) void stop();
  };
  process.on('SIGINT', stopUnlessParentDrives);
  process.on('SIGTERM', stopUnlessParentDrives);
  // The parent died without asking us to stop: close cleanly rather than linger.
  process.on('disconnect', () => void stop());
  send({ type: 'ready', port });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: startErrorText(error, dataDir) });
  process.exit(1);
});
