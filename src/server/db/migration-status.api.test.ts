import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startAppProcess } from '../test/app-process';
import { createIsolatedDatabase, type IsolatedDatabase } from '../test/isolated-database';
import { openDatabase } from './database';
import { listPendingMigrations, readMigrationJournal } from './migration-status';

describe('pending migrations (ADR 081)', () => {
  let isolated: IsolatedDatabase;
  const journal = readMigrationJournal();
  const lastTag = journal.at(-1)?.tag ?? '';

  beforeAll(async () => {
    isolated = await createIsolatedDatabase();
    // As if the newest migration had shipped after this database was last migrated.
    const database = await openDatabase({ databaseUrl: isolated.url, engine: inject('databaseEngine') });
    try {
      await database.pool.query(
        'DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)',
      );
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(() => isolated.drop());

  it('finds none on the migrated shared database and the newest one where it was not applied', async () => {
    const shared = await openDatabase({
      databaseUrl: inject('databaseUrl'),
      engine: inject('databaseEngine'),
    });
    const behind = await openDatabase({ databaseUrl: isolated.url, engine: inject('databaseEngine') });
    try {
      expect(await listPendingMigrations(shared.pool)).toEqual([]);
      expect(await listPendingMigrations(behind.pool)).toEqual([lastTag]);
    } finally {
      await shared.close();
      await behind.close();
    }
  });

  it.skipIf(inject('databaseEngine') !== 'server')(
    'a production node on the server refuses to start with one pending, naming npm run db:migrate, and changes nothing',
    async () => {
      await expect(
        startAppProcess({
          databaseUrl: isolated.url,
          authSecret: 'migration-status-secret-migration-status',
          env: { MIGRATE_ON_START: 'false' },
        }),
      ).rejects.toThrow(new RegExp(`pending \\(${lastTag}\\)[^]*npm run db:migrate`));
      const database = await openDatabase({ databaseUrl: isolated.url, engine: 'server' });
      try {
        expect(await listPendingMigrations(database.pool)).toEqual([lastTag]);
      } finally {
        await database.close();
      }
    },
    120_000,
  );
});
