import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { migrationsFolder } from './database';

export interface JournalEntry {
  tag: string;
  /** Drizzle's folderMillis: what the migrator stores as created_at and compares against. */
  when: number;
}

export function readMigrationJournal(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/**
 * The journal's migrations the database has not applied, by the migrator's own rule: everything
 * newer than the last recorded created_at (drizzle-orm pg-core dialect `migrate`). Read-only, so a
 * node can check before it serves without taking any lock.
 */
export async function listPendingMigrations(pool: pg.Pool): Promise<string[]> {
  const entries = readMigrationJournal();
  const { rows: tables } = await pool.query<{ name: string | null }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`,
  );
  if (!tables[0]?.name) return entries.map((entry) => entry.tag);
  const { rows } = await pool.query<{ last: string | null }>(
    'SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations',
  );
  const last = rows[0]?.last === null || rows[0]?.last === undefined ? undefined : Number(rows[0].last);
  return entries.filter((entry) => last === undefined || last < entry.when).map((entry) => entry.tag);
}

/** A node in production found migrations it must not run itself (ADR 081). */
export class MigrationsPendingError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `${pending.length} database migration(s) pending (${pending.join(', ')}). ` +
        'Run `npm run db:migrate` against DATABASE_URL before starting this version, ' +
        'or set MIGRATE_ON_START=true to let this node apply them at start.',
    );
    this.name = 'MigrationsPendingError';
  }
}
