import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run cluster:test` (ADR 083): the local cluster of scripts/cluster-local.ts (a primary, a
 * streaming replica, two app nodes) started once for test/cluster. Needs root and the PostgreSQL
 * cluster tools, so it is no part of `npm test`.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
      '@server': path.resolve(import.meta.dirname, 'src/server'),
    },
  },
  test: {
    include: ['test/cluster/**/*.cluster.ts'],
    environment: 'node',
    globalSetup: ['test/cluster/cluster.global-setup.ts'],
    // One file, in order: later tests pause and stop the replica the earlier ones read from.
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
