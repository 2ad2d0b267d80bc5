/** `npm run db:seed`: applies migrations and (re)seeds the demo data; safe to run any number of times. */
import path from 'node:path';
import { loadConfig } from '../../config/env';
import { deriveAuthKey } from '../../modules/auth/secret-box';
import { applyMigrations, openDatabase } from '../database';
import { seedDemoData } from './seed-demo-data';
import { demoDocumentSealer } from './seed-identity';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
  });
  try {
    await applyMigrations(database.db);
    const summary = await seedDemoData(database.db, {
      mediaRoot: path.join(config.dataDir, 'media'),
      log: (message) => console.info(message),
      // The identity key's default (ADR 059); with IDENTITY_ENCRYPTION_KEY set, pass that key instead.
      sealIdentityDocument: demoDocumentSealer(deriveAuthKey(config.authSecret, 'identity-document')),
    });
    console.info(
      `Seeded: ${summary.categories} categories, ${summary.cities} cities, ${summary.users} users, ` +
        `${summary.listings} listings, ${summary.images} images`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
