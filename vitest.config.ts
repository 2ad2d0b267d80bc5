import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

/** The API suite once per database engine; the server run only when TEST_DATABASE_URL is set. */
const apiProject = (name: string, engine: 'embedded' | 'server') => ({
  test: {
    name,
    include: ['src/**/*.api.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/database.global-setup.ts'],
    provide: { databaseEngine: engine },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file builds its own app on the shared database, so files need no fresh module graph;
    // re-importing it per file was most of this suite's time (CI on a 2-core machine: 6 -> 3 min).
    isolate: false,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    // The API files mostly wait on the database, so more workers than cores pay off: vitest's
    // default (cores - 1) ran them one at a time on a 2-core machine.
    maxWorkers: Math.max(3, availableParallelism()),
    // Inline projects inherit the root config (Vitest 5), aliases included; without Vite options of
    // their own they share its Vite server, so a source file is transformed once for all projects.
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts', 'test/**/fixtures/**', 'node_modules/**'],
          environment: 'node',
          // Component tests wait on rendering; on a 2-core machine shared with the API suite the
          // default 5 s was noise, not a hang (a real hang still fails, just later).
          testTimeout: 15_000,
        },
      },
      apiProject('api-embedded', 'embedded'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-server', 'server')] : []),
    ],
  },
});
