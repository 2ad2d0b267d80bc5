import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from './database';
import { executeWithSettings } from './statement-with-settings';

describe('a statement with its own planner settings, in one round trip', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: inject('databaseUrl'), engine: inject('databaseEngine') });
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs the statement under the settings, and they end with it', async () => {
    const rows = await executeWithSettings<{ seqscan: string; workers: string }>(
      database.db,
      { enable_seqscan: 'off', max_parallel_workers_per_gather: '0' },
      sql`SELECT current_setting('enable_seqscan') AS seqscan,
        current_setting('max_parallel_workers_per_gather') AS workers`,
    );
    expect(rows).toEqual([{ seqscan: 'off', workers: '0' }]);
    // Every connection of the pool (the embedded one's single backend above all) is back to normal.
    const after = await Promise.all(
      Array.from({ length: 4 }, () =>
        database.pool.query<{ seqscan: string }>("SELECT current_setting('enable_seqscan') AS seqscan"),
      ),
    );
    expect(after.map((result) => result.rows[0]?.seqscan)).toEqual(['on', 'on', 'on', 'on']);
  });

  it('hands the parameters over unchanged, whatever they hold', async () => {
    const tricky = ["O'Brien \\' ); DROP TABLE x; --", 'Ünïcödé 🚲', '$1 $$ */'];
    const rows = await executeWithSettings<{ texts: string[]; total: number; missing: boolean; at: Date }>(
      database.db,
      { enable_seqscan: 'off' },
      sql`SELECT ${sql.param(tricky)}::text[] AS texts, ${40}::int + ${2} AS total,
        ${null}::text IS NULL AS missing, ${new Date('2026-11-27T12:00:00Z')}::timestamptz AS at`,
    );
    expect(rows[0]?.texts).toEqual(tricky);
    expect(rows[0]?.total).toBe(42);
    expect(rows[0]?.missing).toBe(true);
    expect(rows[0]?.at.toISOString()).toBe('2026-11-27T12:00:00.000Z');
  });

  it('refuses a setting that is not a plain name and value', async () => {
    await expect(
      executeWithSettings(database.db, { "enable_seqscan', 'on', true); --": 'off' }, sql`SELECT 1`),
    ).rejects.toThrow(/unexpected planner setting/);
  });
});
