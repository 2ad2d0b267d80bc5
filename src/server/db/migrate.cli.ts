/**
 * `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database
 * under DATA_DIR/db, and says which ran. Production rollouts run it before starting new nodes
 * (ADR 081); it reads only these two variables, so it needs none of the app's secrets.
 */
import path from 'node:path';
import { applyMigrations, openDatabase } from './database';
import { listPendingMigrations } from './migration-status';

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'db') });
  try {
    const pending = await listPendingMigrations(database.pool);
    const target = databaseUrl ? 'the PostgreSQL server' : `the embedded database in ${dataDir}/db`;
    if (pending.length === 0) {
      console.info(`No pending migrations on ${target}.`);
      return;
    }
    console.info(`Applying ${pending.length} migration(s) to ${target}: ${pending.join(', ')}`);
    const startedAt = Date.now();
    await applyMigrations(database.db);
    console.info(`Applied in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
