import pg from 'pg';
import { inject } from 'vitest';
import { applyMigrations, openDatabase } from '../db/database';
import { startEmbeddedDatabase } from '../db/embedded/embedded-database';

export interface IsolatedDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A migrated, empty database of this run's engine, for the few tests that need to control every
 * row of a table (e.g. how many admins exist), which the shared database cannot offer while other
 * test files run beside them.
 */
export async function createIsolatedDatabase(): Promise<IsolatedDatabase> {
  let isolated: IsolatedDatabase;
  if (inject('databaseEngine') === 'embedded') {
    const embedded = await startEmbeddedDatabase();
    isolated = { url: embedded.url, drop: embedded.stop };
  } else {
    // Any database on the server will do to create and drop another one.
    const serverUrl = inject('databaseUrl');
    const name = `kleinkram_isolated_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    isolated = {
      url: url.toString(),
      drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const database = await openDatabase({ databaseUrl: isolated.url });
  try {
    await applyMigrations(database.db);
  } finally {
    await database.close();
  }
  return isolated;
}

async function runOnServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
