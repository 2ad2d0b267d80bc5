/**
 * Plain-SQL backups (ADR 081): one file of CREATE and INSERT statements that the embedded
 * database and a PostgreSQL server both load. INSERTs rather than COPY because PGlite cannot read
 * COPY … FROM stdin; the data comes before indexes and triggers, as pg_dump orders it.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import { claimDataDir } from '../embedded/data-dir-lock';
import { createPglite } from '../embedded/pglite-instance';

const dumpArguments = ['--no-owner', '--no-privileges', '--rows-per-insert=1000'];

export class BackupError extends Error {}

const hasDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

/** Dumps the embedded database in `dataDir` (the app must be stopped) with pg_dump built to WebAssembly. */
export async function backupEmbedded(dataDir: string, file: string): Promise<void> {
  if (!hasDatabase(dataDir)) throw new BackupError(`No embedded database in ${dataDir}.`);
  const release = claimDataDir(dataDir);
  try {
    const db = await createPglite(dataDir);
    try {
      // pglite-tools adds --inserts itself: that is what makes the file loadable by PGlite.
      const dump = await pgDump({ pg: db, args: dumpArguments });
      writeFileSync(file, withPublicSearchPath(await dump.text()));
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/** Dumps a PostgreSQL server database with the machine's pg_dump (same or newer major than the server). */
export async function backupServer(databaseUrl: string, file: string): Promise<void> {
  try {
    await promisify(execFile)(
      'pg_dump',
      [...dumpArguments, '--inserts', '--format=plain', `--file=${file}`, `--dbname=${databaseUrl}`],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    writeFileSync(file, withPublicSearchPath(readFileSync(file, 'utf8')));
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new BackupError(
        'pg_dump was not found. Install the PostgreSQL client tools of your server version ' +
          '(Debian/Ubuntu: apt-get install postgresql-client).',
      );
    }
    throw new BackupError(`pg_dump failed: ${failure.stderr?.trim() || failure.message}`);
  }
}

const emptySearchPath = "SELECT pg_catalog.set_config('search_path', '', false);";

/**
 * pg_dump loads with an empty search_path, but our SQL functions call each other unqualified
 * (listing_place_category_price_tokens calls listing_place_category_tokens) and index expressions
 * inline them, so CREATE INDEX fails. Loading with public first keeps the file loadable by psql
 * as well as by db:restore; it only ever loads our own schema.
 */
export function withPublicSearchPath(sqlText: string): string {
  return sqlText.replace(
    emptySearchPath,
    "SELECT pg_catalog.set_config('search_path', 'public, pg_catalog', false);",
  );
}

/**
 * The dump's statements for `knownSetting`'s server: psql meta-commands (pg_dump 17.6+ writes
 * `\restrict`) are dropped, and so are `SET` lines of settings that server does not have
 * (`transaction_timeout` from a PostgreSQL 17+ dump loaded into 15 or 16).
 */
export function adaptDump(sqlText: string, knownSetting: (name: string) => boolean): string {
  return withPublicSearchPath(sqlText)
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .filter((line) => {
      const set = /^SET ([a-z_]+) = .*;$/.exec(line);
      return !set?.[1] || knownSetting(set[1]);
    })
    .join('\n');
}

/** Loads a backup into an embedded data dir that holds no database yet. */
export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  if (hasDatabase(dataDir)) {
    throw new BackupError(`${dataDir} already holds a database; restore into an empty or new directory.`);
  }
  const release = claimDataDir(dataDir);
  try {
    const db = await createPglite(dataDir);
    try {
      const { rows } = await db.query<{ name: string }>('SELECT name FROM pg_settings');
      const settings = new Set(rows.map((row) => row.name));
      await db.exec(adaptDump(readFileSync(file, 'utf8'), (name) => settings.has(name)));
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/** Loads a backup into a PostgreSQL server database that has no tables yet, in one transaction. */
export async function restoreServer(file: string, databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_tables
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    if ((tables[0]?.count ?? 0) > 0) {
      throw new BackupError('The target database already has tables; restore into a new, empty database.');
    }
    const { rows } = await client.query<{ name: string }>('SELECT name FROM pg_settings');
    const settings = new Set(rows.map((row) => row.name));
    await client.query('BEGIN');
    try {
      await client.query(adaptDump(readFileSync(file, 'utf8'), (name) => settings.has(name)));
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  } finally {
    await client.end();
  }
}
