import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { applyMigrations, openDatabase } from './db/database';
import { seedDemoDataIfEmpty } from './db/seed/seed-demo-data';
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
  });
  logger.info({ engine: database.engine }, 'database connected');
  const prepareDatabase = async () => {
    await applyMigrations(database.db);
    logger.info('migrations applied');
    if (config.seedDemoData) {
      await seedDemoDataIfEmpty(database.db, {
        mediaRoot: path.join(config.dataDir, 'media'),
        log: (message) => logger.info(message),
      });
    }
  };
  // An unreachable database server must not crash-loop the process: serve (health answers 503)
  // and keep trying in the background, with a clear log line each time.
  let isShuttingDown = false;
  const prepareWithRetry = async (delayMs: number): Promise<void> => {
    try {
      await prepareDatabase();
    } catch (error) {
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
    if (database.engine === 'embedded') throw error;
    logger.error({ err: error }, `database not ready: ${(error as Error).message}; serving with health 503`);
    void prepareWithRetry(2000);
  }

  const app = await buildApp({ config, database, logger: { level: config.logLevel } });

  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 20_000);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      logger.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  logger.info(`Kleinkram is ready at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
