import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from './database';

/**
 * Without a standby at hand (test/cluster has the real one, `npm run cluster:test`): replicas
 * that cannot take reads are skipped and every read is answered by the primary.
 */
describe.skipIf(inject('databaseEngine') !== 'server')('read replicas that cannot take reads', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({
      databaseUrl: inject('databaseUrl'),
      engine: 'server',
      // Nothing listens on port 1; the second is the primary itself, which is no standby.
      replicaUrls: ['postgresql://postgres@127.0.0.1:1/none', inject('databaseUrl')],
      replicaMaxLagMs: 1_000,
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('takes none before a check found it fit, and reads go to the primary meanwhile', async () => {
    expect(database.replicas?.states().every((state) => !state.isHealthy)).toBe(true);
    const result = await database.readDb.execute(sql`select pg_is_in_recovery() as in_recovery`);
    expect(result.rows[0]).toEqual({ in_recovery: false });
  });

  it('skips an unreachable replica and a server that is no standby, with the reason', async () => {
    await database.replicas?.checkNow();
    const [unreachable, notStandby] = database.replicas?.states() ?? [];
    expect(unreachable).toMatchObject({ name: '127.0.0.1:1/none', isHealthy: false });
    expect(unreachable?.reason).toMatch(/ECONNREFUSED|connect/i);
    expect(notStandby).toMatchObject({ isHealthy: false, reason: 'not a standby' });
    const result = await database.readDb.execute(sql`select 1 as one`);
    expect(result.rows[0]).toEqual({ one: 1 });
  });

  it('runs a transaction opened on the read database on the primary', async () => {
    const inRecovery = await database.readDb.transaction(async (transaction) => {
      const result = await transaction.execute(sql`select pg_is_in_recovery() as in_recovery`);
      return result.rows[0];
    });
    expect(inRecovery).toEqual({ in_recovery: false });
  });

  it('is the primary itself when no replica is configured', async () => {
    const plain = await openDatabase({ databaseUrl: inject('databaseUrl'), engine: 'server' });
    expect(plain.readDb).toBe(plain.db);
    expect(plain.replicas).toBeUndefined();
    await plain.close();
  });
});
