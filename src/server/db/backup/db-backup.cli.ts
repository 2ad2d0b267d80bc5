/**
 * `npm run db:backup [file]`: a plain-SQL dump of DATABASE_URL, or of the embedded database under
 * DATA_DIR/db (stop the app first), to `file` or backups/kleinkram-<time>.sql. ADR 081.
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { BackupError, backupEmbedded, backupServer } from './database-backup';

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  const file = path.resolve(process.argv[2] ?? path.join('backups', `kleinkram-${stamp}.sql`));
  mkdirSync(path.dirname(file), { recursive: true });
  const startedAt = Date.now();
  if (databaseUrl) await backupServer(databaseUrl, file);
  else await backupEmbedded(path.join(dataDir, 'db'), file);
  const megabytes = (statSync(file).size / 1024 / 1024).toFixed(1);
  console.info(
    `Backup written to ${file} (${megabytes} MB, ${((Date.now() - startedAt) / 1000).toFixed(1)} s).`,
  );
  if (!databaseUrl) {
    console.info(
      `Photos are files, not rows: keep ${path.join(dataDir, 'media')} with it, e.g. ` +
        `tar -czf ${file.replace(/\.sql$/, '')}-media.tar.gz -C ${dataDir} media`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
