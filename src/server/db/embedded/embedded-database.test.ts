import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase } from './embedded-database';

describe('embedded PostgreSQL', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'kleinkram-embedded-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps committed data across a stop and a new start on the same folder', async () => {
    const dataDir = path.join(root, 'nested', 'db');
    const first = await startEmbeddedDatabase({ dataDir });
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query('CREATE TABLE notes (body text)');
    await client.query("INSERT INTO notes VALUES ('kept')");
    await client.end();
    await first.stop();

    const second = await startEmbeddedDatabase({ dataDir });
    const reader = new pg.Client({ connectionString: second.url });
    await reader.connect();
    const result = await reader.query<{ body: string }>('SELECT body FROM notes');
    await reader.end();
    await second.stop();
    expect(result.rows).toEqual([{ body: 'kept' }]);
  }, 60_000);

  it('starts on a data dir that is a symbolic link to another disk, keeping the data there', async () => {
    const target = path.join(root, 'other-disk', 'kleinkram');
    mkdirSync(target, { recursive: true });
    const link = path.join(root, 'data-link');
    symlinkSync(target, link);
    const count = async (dataDir: string, insert: boolean) => {
      const database = await startEmbeddedDatabase({ dataDir });
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query('CREATE TABLE IF NOT EXISTS notes (body text)');
      if (insert) await client.query("INSERT INTO notes VALUES ('on the other disk')");
      const result = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM notes');
      await client.end();
      await database.stop();
      return result.rows[0]?.n;
    };
    expect(await count(link, true)).toBe(1);
    expect(await count(link, true)).toBe(2);
    // The rows live in the link's target: opened by its real path, they are there.
    expect(await count(target, false)).toBe(2);
  }, 90_000);

  it('serves several connections at once and has the search extensions', async () => {
    const database = await startEmbeddedDatabase();
    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    try {
      await pool.query('CREATE EXTENSION IF NOT EXISTS cube; CREATE EXTENSION IF NOT EXISTS earthdistance;');
      await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      const results = await Promise.all(
        [1, 2, 3, 4].map(() =>
          pool.query<{ km: number }>(
            'SELECT round((earth_distance(ll_to_earth(52.52, 13.405), ll_to_earth(53.551, 9.994)) / 1000)::numeric) AS km',
          ),
        ),
      );
      // Berlin to Hamburg, great-circle.
      for (const result of results) expect(Number(result.rows[0]?.km)).toBeCloseTo(255, -1);
      const similarity = await pool.query<{ score: number }>(
        "SELECT similarity('iphnoe', 'iphone') AS score",
      );
      expect(Number(similarity.rows[0]?.score)).toBeGreaterThan(0.2);
    } finally {
      await pool.end();
      await database.stop();
    }
  }, 60_000);

  it('never hands one connection the rows of a query from another connection', async () => {
    // Extended-protocol queries (Parse, Bind, Execute, Sync) from many connections at once: each
    // must get its own answer (protocol-sequence-queue.ts).
    const database = await startEmbeddedDatabase();
    const pool = new pg.Pool({ connectionString: database.url, max: 8 });
    try {
      // A large parameter makes a Bind span several TCP chunks, so the server sees one client's
      // Parse well before its Bind: the window in which another client's query used to slip in.
      const large = 'x'.repeat(300_000);
      const runs = Array.from({ length: 120 }, async (_, index) => {
        if (index % 3 === 0) {
          const result = await pool.query<{ n: number }>('SELECT length($1::text) AS n', [large]);
          return result.rows[0]?.n === large.length;
        }
        const result = await pool.query<{ label: string; flag: boolean }>(
          'SELECT $1::text AS label, $2::boolean AS flag',
          [`label-${index}`, true],
        );
        return result.rows[0]?.label === `label-${index}` && result.rows[0]?.flag === true;
      });
      expect((await Promise.all(runs)).every(Boolean)).toBe(true);
    } finally {
      await pool.end();
      await database.stop();
    }
  }, 60_000);
});
