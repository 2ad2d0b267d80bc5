import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The one way PGlite is opened on a data dir (undefined: in memory), by the server and by backups. */
export async function createPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  return PGlite.create({
    dataDir: dataDir ?? 'memory://',
    extensions: { pg_trgm, cube, earthdistance },
    // PGlite's default WAL can grow to a gigabyte beside a small database.
    postgresqlconf: ['max_wal_size = 64MB', 'min_wal_size = 32MB'],
  });
}
