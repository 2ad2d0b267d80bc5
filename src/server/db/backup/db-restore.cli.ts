/**
 * `npm run db:restore <file>`: loads a db:backup file into DATABASE_URL (a database without
 * tables) or into the embedded database under DATA_DIR/db (which must not exist yet). ADR 081.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BackupError, restoreEmbedded, restoreServer } from './database-backup';

async function main() {
  const file = process.argv[2];
  if (!file || !existsSync(file)) throw new BackupError('Usage: npm run db:restore <backup file>');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const startedAt = Date.now();
  if (databaseUrl) await restoreServer(path.resolve(file), databaseUrl);
  else await restoreEmbedded(path.resolve(file), path.join(dataDir, 'db'));
  const target = databaseUrl ? 'the PostgreSQL server database' : `the embedded database in ${dataDir}/db`;
  console.info(`Restored ${file} into ${target} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
  if (!databaseUrl) console.info(`Put the photos back into ${path.join(dataDir, 'media')} as well.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
