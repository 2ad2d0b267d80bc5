import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { realDataDir } from './real-data-dir';

/** The one way PGlite is opened on a data dir (undefined: in memory), by the server and by backups. */
export async function createPglite(dataDir: string | undefined): Promise<PGlite> {
  return PGlite.create({
    dataDir: dataDir ? realDataDir(dataDir) : 'memory://',
    extensions: { pg_trgm, cube, earthdistance },
    // PGlite's default WAL can grow to a gigabyte beside a small database.
    postgresqlconf: ['max_wal_size = 64MB', 'min_wal_size = 32MB'],
  });
}

/** WASI errno numbers (Emscripten's file system) by name, for the ones a data dir runs into. */
const fileSystemErrors: Record<number, string> = {
  2: 'EACCES, permission denied',
  20: 'EEXIST, already exists',
  44: 'ENOENT, no such file or directory',
  51: 'ENOSPC, no space left on the disk',
  54: 'ENOTDIR, not a directory',
  63: 'EPERM, operation not permitted',
  69: 'EROFS, read-only file system',
};

/**
 * A start failure as text. PGlite's file system throws plain objects (`{ name: 'ErrnoError',
 * errno: 44 }`), which `String()` turned into "[object Object]" in the message a user saw.
 */
export function startErrorText(error: unknown, dataDir?: string): string {
  if (error instanceof Error) return error.message;
  const errno = (error as { errno?: unknown } | null)?.errno;
  if (typeof errno !== 'number') return String(error);
  const where = dataDir ? ` in ${dataDir}` : '';
  return `file system error ${errno} (${fileSystemErrors[errno] ?? 'unknown'})${where}`;
}
