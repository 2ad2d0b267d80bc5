import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { applyMigrations, openDatabase } from './db/database';
import { listPendingMigrations, MigrationsPendingError } from './db/migration-status';
import { seedDemoDataIfEmpty } from './db/seed/seed-demo-data';
import { sealDocumentNumber } from './modules/identity/identity-document-box';
import { ensureWebBuild } from './web/web-build';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });
  mkdirSync(path.join(config.dataDir, 'media'), { recursive: true });

  if (process.env.SKIP_WEB_BUILD !== 'true') await ensureWebBuild((message) => logger.info(message));

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    logger,
    replicaUrls: config.databaseReplicaUrls,
    replicaMaxLagMs: config.databaseReplicaMaxLagMs,
    poolSize: config.databasePoolSize,
  });
  logger.info(
    { engine: database.engine, replicas: database.replicas?.states().map((replica) => replica.name) ?? [] },
    'database connected',
  );
  const prepareDatabase = async () => {
    // ADR 081: in production on a PostgreSQL server `npm run db:migrate` runs migrations ahead of
    // the rollout; a node never takes their locks at start unless MIGRATE_ON_START=true.
    if (config.migrateOnStart) {
      await applyMigrations(database.db);
      logger.info('migrations applied');
    } else {
      const pending = await listPendingMigrations(database.pool);
      if (pending.length > 0) throw new MigrationsPendingError(pending);
      logger.info('migrations up to date');
    }
    if (config.seedDemoData) {
      await seedDemoDataIfEmpty(database.db, {
        mediaRoot: path.join(config.dataDir, 'media'),
        log: (message) => logger.info(message),
        // The demo pending check is sealed with the identity module's own box and key (ADR 059).
        sealIdentityDocument: (documentNumber) =>
          sealDocumentNumber(config.identityEncryptionKey, documentNumber),
      });
    }
  };
  // An unreachable database server must not crash-loop the process: serve (health answers 503)
  // and keep trying in the background, with a clear log line each time.
  let isShuttingDown = false;
  const refuseToStart = async (error: MigrationsPendingError) => {
    logger.fatal(error.message);
    isShuttingDown = true;
    await database.close();
    process.exit(1);
  };
  const prepareWithRetry = async (delayMs: number): Promise<void> => {
    try {
      await prepareDatabase();
    } catch (error) {
      if (error instanceof MigrationsPendingError) return refuseToStart(error);
      logger.error(
        { err: error },
        `database not ready: ${(error as Error).message}; retrying in ${delayMs / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
      if (!isShuttingDown) return prepareWithRetry(Math.min(delayMs * 2, 30_000));
    }
  };
  try {
    await prepareDatabase();
  } catch (error) {
    if (error instanceof MigrationsPendingError) return refuseToStart(error);
    if (database.engine === 'embedded') throw error;
    logger.error({ err: error }, `database not ready: ${(error as Error).message}; serving with health 503`);
    void prepareWithRetry(2000);
  }

  const app = await buildApp({ config, database, logger: { level: config.logLevel } });

  // ADR 036: the HTTP server stops taking requests and finishes the running ones, background work
  // finishes its running item or is handed back, and the database always closes within the budget
  // (the embedded one checkpoints on close), even when something before it hangs.
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    const timeoutMs = config.shutdownTimeoutMs;
    logger.info({ signal, timeoutMs }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, timeoutMs).unref();
    let exitCode = 0;
    const stopping = app.close().catch((error: unknown) => {
      logger.error({ err: error }, 'error while stopping the app; closing the database anyway');
      throw error;
    });
    const appClosed = await settlesWithin(stopping, timeoutMs - databaseCloseReserveMs(timeoutMs));
    if (appClosed !== 'settled') exitCode = 1;
    if (appClosed === 'timed out') logger.error('the app did not stop in time; closing the database anyway');
    try {
      await database.close();
      logger.info({ engine: database.engine }, 'database closed');
    } catch (error) {
      exitCode = 1;
      logger.error({ err: error }, 'error while closing the database');
    }
    if (exitCode === 0) logger.info('stopped cleanly');
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  logger.info(`Kleinkram is ready at ${config.publicUrl}`);
}

/** The database keeps at least this much of the stop budget, whatever the app still does. */
function databaseCloseReserveMs(timeoutMs: number): number {
  return Math.max(1_000, Math.floor(timeoutMs * 0.25));
}

async function settlesWithin(
  work: Promise<unknown>,
  ms: number,
): Promise<'settled' | 'failed' | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), ms);
  });
  const outcome = await Promise.race([
    work.then(
      () => 'settled' as const,
      () => 'failed' as const,
    ),
    timedOut,
  ]);
  clearTimeout(timer);
  return outcome;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
