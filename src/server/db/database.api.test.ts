import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase, runsOneStatementAtATime } from './database';

// Ending one backend from another needs a PostgreSQL server: PGlite runs a single backend.
describe.skipIf(inject('databaseEngine') !== 'server')('database pool', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: inject('databaseUrl'), engine: 'server' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('survives a connection dropped while checked out, and keeps serving', async () => {
    const client = await database.pool.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    // The pool itself listens only on idle clients: without a listener of ours, the 'error' a dropped
    // checked-out connection emits has no handler and ends the process.
    expect(client.listenerCount('error')).toBeGreaterThan(0);
    const lost = new Promise<void>((resolve) => client.once('error', () => resolve()));
    await database.pool.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
    await lost;
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release(true);
    const after = await database.pool.query<{ one: number }>('SELECT 1 AS one');
    expect(after.rows[0]?.one).toBe(1);
  });
});

describe('statements one at a time', () => {
  it('holds for the embedded engine, whose one backend serves every connection, and for no server', async () => {
    const engine = inject('databaseEngine');
    const database = await openDatabase({ databaseUrl: inject('databaseUrl'), engine });
    try {
      expect(runsOneStatementAtATime(database.db)).toBe(engine === 'embedded');
      expect(runsOneStatementAtATime(database.readDb)).toBe(engine === 'embedded');
    } finally {
      await database.close();
    }
  });
});
