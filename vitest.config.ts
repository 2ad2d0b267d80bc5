import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

/** The API suite once per database engine; the server run only when TEST_DATABASE_URL is set. */
const apiProject = (name: string, engine: 'embedded' | 'server') => ({
  resolve: { alias },
  test: {
    name,
    include: ['src/**/*.api.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/database.global-setup.ts'],
    provide: { databaseEngine: engine },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      apiProject('api-embedded', 'embedded'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-server', 'server')] : []),
    ],
  },
});
