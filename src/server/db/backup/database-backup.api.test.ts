import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applyMigrations, openDatabase } from '../database';
import { DataDirInUseError } from '../embedded/data-dir-lock';
import { seedDemoData } from '../seed/seed-demo-data';
import { BackupError, backupEmbedded, restoreEmbedded, restoreServer } from './database-backup';

type Counts = Record<string, number>;

/** Rows of every table outside the system schemas (public, drizzle's journal, anything else). */
async function countRows(pool: pg.Pool): Promise<Counts> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const counts: Counts = {};
  for (const { name } of tables) {
    const { rows } = await pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${name}`);
    counts[name] = rows[0]?.count ?? 0;
  }
  return counts;
}

async function countEmbedded(dbDir: string): Promise<Counts> {
  const database = await openDatabase({ dataDir: dbDir });
  try {
    return await countRows(database.pool);
  } finally {
    await database.close();
  }
}

// Embedded data dirs of its own and, with TEST_DATABASE_URL, a scratch database: one run is enough.
describe.skipIf(inject('databaseEngine') !== 'embedded')('db:backup and db:restore', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'kleinkram-backup-'));
  const sourceDir = path.join(root, 'source', 'db');
  const backupFile = path.join(root, 'backup.sql');
  let sourceCounts: Counts;

  beforeAll(async () => {
    const database = await openDatabase({ dataDir: sourceDir });
    try {
      await applyMigrations(database.db);
      await seedDemoData(database.db, {
        mediaRoot: path.join(root, 'source', 'media'),
        log: () => {},
        listingCount: 20,
      });
    } finally {
      await database.close();
    }
    sourceCounts = await countEmbedded(sourceDir);
    await backupEmbedded(sourceDir, backupFile);
  }, 300_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('dumps the seeded embedded database with its migration journal', () => {
    expect(statSync(backupFile).size).toBeGreaterThan(10_000);
    expect(sourceCounts['public.users']).toBeGreaterThan(0);
    expect(sourceCounts['public.listings']).toBeGreaterThan(0);
    expect(sourceCounts['public.orders']).toBeGreaterThan(0);
    expect(sourceCounts['public.chat_messages']).toBeGreaterThan(0);
    expect(sourceCounts['drizzle.__drizzle_migrations']).toBeGreaterThan(20);
  });

  it('restores into a fresh embedded data dir with every row', async () => {
    const targetDir = path.join(root, 'restored', 'db');
    await restoreEmbedded(backupFile, targetDir);
    expect(await countEmbedded(targetDir)).toEqual(sourceCounts);
    // A second restore over it would mix two databases: refused, nothing touched.
    await expect(restoreEmbedded(backupFile, targetDir)).rejects.toThrow(BackupError);
  }, 300_000);

  it('refuses to dump a data dir an app is serving', async () => {
    const database = await openDatabase({ dataDir: sourceDir });
    try {
      await expect(backupEmbedded(sourceDir, path.join(root, 'refused.sql'))).rejects.toThrow(
        DataDirInUseError,
      );
    } finally {
      await database.close();
    }
  }, 120_000);

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!serverUrl)(
    'restores into a fresh database on the PostgreSQL server with every row',
    async () => {
      const name = `kleinkram_restore_${Date.now()}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${name}`;
      try {
        await restoreServer(backupFile, url.toString());
        const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
        try {
          expect(await countRows(pool)).toEqual(sourceCounts);
          const { rows } = await pool.query<{ missing: number }>(
            'SELECT count(*)::int AS missing FROM listings WHERE search_vector IS NULL',
          );
          expect(rows[0]?.missing).toBe(0);
        } finally {
          await pool.end();
        }
        await expect(restoreServer(backupFile, url.toString())).rejects.toThrow(BackupError);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    300_000,
  );
});
