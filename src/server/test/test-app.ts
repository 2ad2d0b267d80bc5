import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import type { AppInstance } from '../core/app-instance';
import { type Database, openDatabase } from '../db/database';

export interface TestContext {
  app: AppInstance;
  database: Database;
  close(): Promise<void>;
}

/** An app wired to this run's database (see database.global-setup.ts), driven with app.inject. */
export async function createTestApp(
  options: {
    databaseUrl?: string;
    /** Outgoing mail goes here (see smtp-inbox.ts); without it, mail lands in the run's DATA_DIR/mail. */
    smtpUrl?: string;
    /** More environment variables, e.g. GOOGLE_CLIENT_ID; they win over the defaults below. */
    env?: Record<string, string>;
    /** Run background jobs (pg-boss) in this app; off by default so tests stay independent. */
    jobs?: boolean;
    /** Resume unfinished media work at start, as `npm start` does; off so test files stay independent. */
    resumeInterruptedWork?: boolean;
    beforeReady?: (app: AppInstance) => Promise<void> | void;
    /** A folder with a built web app to serve; by default there is none. */
    webRoot?: string;
    /** Fastify logger options (e.g. a stream a test reads); by default silent unless TEST_LOG=1. */
    logger?: object;
    /**
     * Count rate limits in the shared store (PostgreSQL, or Redis with REDIS_URL) as production
     * does; by default each test app counts its own, so test files on one database stay independent.
     */
    sharedRateLimits?: boolean;
    /** Read replicas, as DATABASE_REPLICA_URLS names them (ADR 083). */
    replicaUrls?: string[];
    replicaMaxLagMs?: number;
  } = {},
): Promise<TestContext> {
  const engine = inject('databaseEngine');
  const database = await openDatabase({
    databaseUrl: options.databaseUrl ?? inject('databaseUrl'),
    engine,
    replicaUrls: options.replicaUrls,
    replicaMaxLagMs: options.replicaMaxLagMs,
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: inject('testDataDir'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    // Failed sign-ins still wait longer each time, in milliseconds instead of seconds.
    AUTH_DELAY_BASE_MS: '1',
    JOBS_ENABLED: options.jobs ? 'true' : 'false',
    // Models load on first use in tests; warming them in every test app would cost seconds each.
    AI_WARM_AT_START: 'false',
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? (process.env.TEST_LOG === '1' ? { level: 'error' } : false),
    webRoot: options.webRoot ?? '/nonexistent-web-build',
    resumeInterruptedWork: options.resumeInterruptedWork ?? false,
    rateLimitCounters: options.sharedRateLimits ? 'shared' : 'per-process',
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
