import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { applyMigrations, openDatabase } from '../db/database';
import { startEmbeddedDatabase } from '../db/embedded/embedded-database';
import { seedDemoData } from '../db/seed/seed-demo-data';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseEngine: 'embedded' | 'server';
    databaseUrl: string;
    testDataDir: string;
  }
}

/** Listings enough for feed tests, few enough to keep the suite quick. */
const testListingCount = 40;

/**
 * Every API run gets a database of its own: a fresh in-memory embedded PostgreSQL, or a freshly
 * created database on the server named by TEST_DATABASE_URL (dropped afterwards). Migrations and a
 * small demo seed are applied once here so test files start from the same state.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.provide.databaseEngine;
  const testDataDir = mkdtempSync(path.join(tmpdir(), `kleinkram-${engine}-`));
  let databaseUrl: string;
  let teardownDatabase: () => Promise<void>;

  if (engine === 'embedded') {
    const embedded = await startEmbeddedDatabase();
    databaseUrl = embedded.url;
    teardownDatabase = embedded.stop;
  } else {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the server project');
    const name = `kleinkram_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    teardownDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }

  const database = await openDatabase({ databaseUrl, engine });
  await applyMigrations(database.db);
  await seedDemoData(database.db, {
    mediaRoot: path.join(testDataDir, 'media'),
    log: () => {},
    listingCount: testListingCount,
  });
  await database.close();

  project.provide('databaseUrl', databaseUrl);
  project.provide('testDataDir', testDataDir);

  return async () => {
    await teardownDatabase();
    rmSync(testDataDir, { recursive: true, force: true });
  };
}
