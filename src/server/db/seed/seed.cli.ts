/** `npm run db:seed`: applies migrations and (re)seeds the demo data; safe to run any number of times. */
import path from 'node:path';
import { loadConfig } from '../../config/env';
import { sealDocumentNumber } from '../../modules/identity/identity-document-box';
import { applyMigrations, openDatabase } from '../database';
import { seedDemoData } from './seed-demo-data';

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
      // The demo pending check is sealed with the identity module's own box and key (ADR 059).
      sealIdentityDocument: (documentNumber) =>
        sealDocumentNumber(config.identityEncryptionKey, documentNumber),
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
