import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { recoverFromLostConnections } from './recovering-pool';

/**
 * Ends every connection named `applicationName` from a child process while this process's event
 * loop is blocked, and returns once their backends have exited: what a restart looks like to an
 * app too busy to read its sockets at that moment. The pool still holds the dead connections.
 */
function endConnectionsWhileBusy(applicationName: string): number {
  const script = `const pg = require('pg');
    const client = new pg.Client({ connectionString: process.env.ADMIN_URL });
    client.connect()
      .then(() => client.query("select count(pg_terminate_backend(pid, 5000))::int as ended from pg_stat_activity where application_name = $1", [process.env.APPLICATION_NAME]))
      .then((result) => { process.stdout.write(String(result.rows[0].ended)); return client.end(); });`;
  const output = execFileSync(process.execPath, ['-e', script], {
    env: { ...process.env, ADMIN_URL: inject('databaseUrl'), APPLICATION_NAME: applicationName },
    encoding: 'utf8',
  });
  return Number(output);
}

// Ending backends from another session needs a PostgreSQL server: PGlite runs one backend.
describe.skipIf(inject('databaseEngine') !== 'server')('a pool that recovers from lost connections', () => {
  const table = `recovering_pool_${randomUUID().slice(0, 8)}`;
  const applicationName = `kleinkram_${table}`;
  let admin: pg.Client;
  let pool: pg.Pool;

  /** A pool holding `size` idle connections, all of which a restart is about to end. */
  const openWarmPool = async (size: number) => {
    const url = new URL(inject('databaseUrl'));
    url.searchParams.set('application_name', applicationName);
    pool = new pg.Pool({ connectionString: url.toString(), max: size });
    recoverFromLostConnections(pool);
    pool.on('error', () => {
      // The idle connections' deaths, expected here.
    });
    const clients = await Promise.all(Array.from({ length: size }, () => pool.connect()));
    for (const client of clients) client.release();
    expect(pool.idleCount).toBe(size);
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    await admin.query(`create table ${table} (id serial primary key, note text)`);
  });
  afterEach(async () => {
    await pool.end();
  });
  afterAll(async () => {
    await admin.query(`drop table ${table}`);
    await admin.end();
  });

  it('answers reads issued right after a restart from new connections, none failing', async () => {
    await openWarmPool(6);
    expect(endConnectionsWhileBusy(applicationName)).toBe(6);
    // Issued in the same tick: each takes one of the dead idle connections before the pool has
    // read that socket. Without recovery every one of them fails.
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        pool.query<{ value: number }>('select $1::int as value', [index]),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(6).fill('fulfilled'));
    // Each dead connection was closed, not handed out again.
    const { rows } = await admin.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    expect(rows[0]?.count).toBeLessThanOrEqual(6);
  });

  it('never repeats a write that met a dead connection, and serves the next one from a new connection', async () => {
    await openWarmPool(3);
    expect(endConnectionsWhileBusy(applicationName)).toBe(3);
    await expect(pool.query(`insert into ${table} (note) values ('first')`)).rejects.toMatchObject({
      code: '57P01',
    });
    // The failure condemned the other two old connections; this write gets a new one.
    await pool.query(`insert into ${table} (note) values ('second')`);
    const { rows } = await admin.query<{ note: string }>(`select note from ${table} order by id`);
    expect(rows.map((row) => row.note)).toEqual(['second']);
  });

  it('opens transactions on new connections once a fault is known', async () => {
    await openWarmPool(3);
    expect(endConnectionsWhileBusy(applicationName)).toBe(3);
    await expect(pool.query('select 1')).resolves.toMatchObject({ rowCount: 1 });
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`insert into ${table} (note) values ('in a transaction')`);
      await client.query('commit');
    } finally {
      client.release();
    }
    const { rows } = await admin.query(`select 1 from ${table} where note = 'in a transaction'`);
    expect(rows).toHaveLength(1);
  });
});
