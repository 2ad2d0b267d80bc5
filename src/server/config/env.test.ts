import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'kleinkram-env-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const directory = dataDir();
    const config = loadConfig({ DATA_DIR: directory });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.seedDemoData).toBe(true);
    expect(config.jobsEnabled).toBe(true);
  });

  it('turns background jobs off with JOBS_ENABLED=false and rejects other values', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), JOBS_ENABLED: 'false' }).jobsEnabled).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), JOBS_ENABLED: 'maybe' })).toThrow(/- JOBS_ENABLED:/);
  });

  it('migrates at start except in production on a PostgreSQL server, unless MIGRATE_ON_START says so', () => {
    const url = 'postgresql://postgres@127.0.0.1:5432/kleinkram';
    const secret = 'x'.repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir() }).migrateOnStart).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url }).migrateOnStart).toBe(true);
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', AUTH_SECRET: secret } as const;
    expect(loadConfig(production).migrateOnStart).toBe(true);
    expect(loadConfig({ ...production, DATABASE_URL: url }).migrateOnStart).toBe(false);
    expect(loadConfig({ ...production, DATABASE_URL: url, MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(
      true,
    );
    expect(loadConfig({ DATA_DIR: dataDir(), MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MIGRATE_ON_START: 'yes' })).toThrow(/- MIGRATE_ON_START:/);
  });

  it('reports every bad variable at once, by name', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', SMTP_URL: 'http://mail' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SMTP_URL'])
      expect(message).toContain(`- ${name}:`);
  });

  it('reads replica URLs, their lag limit and REDIS_URL (ADR 083), replicas only with DATABASE_URL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgresql://app@db-1/kleinkram',
      DATABASE_REPLICA_URLS: ' postgresql://app@db-2/kleinkram, postgres://app@db-3/kleinkram ,',
      DATABASE_REPLICA_MAX_LAG_MS: '2500',
      DATABASE_POOL_SIZE: '6',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config.databasePoolSize).toBe(6);
    expect(config.databaseReplicaUrls).toEqual([
      'postgresql://app@db-2/kleinkram',
      'postgres://app@db-3/kleinkram',
    ]);
    expect(config.databaseReplicaMaxLagMs).toBe(2500);
    expect(config.redisUrl).toBe('redis://cache:6379');
    const embedded = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_REPLICA_URLS: 'postgresql://app@db-2/kleinkram',
    });
    expect(embedded.databaseReplicaUrls).toEqual([]);
    expect(embedded.databaseReplicaMaxLagMs).toBe(1000);
    expect(embedded.databasePoolSize).toBe(20);
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        DATABASE_REPLICA_URLS: 'postgresql://a/b,mysql://c/d',
        REDIS_URL: 'http://x',
      }),
    ).toThrow(/- DATABASE_REPLICA_URLS:[\s\S]*- REDIS_URL:|- REDIS_URL:[\s\S]*- DATABASE_REPLICA_URLS:/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('generates the auth secret once and keeps it under DATA_DIR outside production', () => {
    const directory = dataDir();
    const first = loadConfig({ DATA_DIR: directory }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(directory, 'auth-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: directory }).authSecret).toBe(first);
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /AUTH_SECRET: required/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });

  it('enables Google sign-in only with both client id and secret', () => {
    const directory = dataDir();
    expect(loadConfig({ DATA_DIR: directory }).google).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: directory, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google,
    ).toEqual({ clientId: 'id', clientSecret: 'secret', issuerUrl: 'https://accounts.google.com' });
    expect(() => loadConfig({ DATA_DIR: directory, GOOGLE_CLIENT_ID: 'id' })).toThrow(
      /GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both or neither/,
    );
  });

  it('serves /api/docs outside production, not in it, unless API_DOCS says otherwise', () => {
    const directory = dataDir();
    const secret = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: directory };
    expect(loadConfig({ DATA_DIR: directory }).isApiDocsServed).toBe(true);
    expect(loadConfig({ ...secret, NODE_ENV: 'production' }).isApiDocsServed).toBe(false);
    expect(loadConfig({ ...secret, NODE_ENV: 'production', API_DOCS: 'on' }).isApiDocsServed).toBe(true);
    expect(loadConfig({ DATA_DIR: directory, API_DOCS: 'off' }).isApiDocsServed).toBe(false);
    expect(() => loadConfig({ DATA_DIR: directory, API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('starts sign-in delays at 250 ms unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).authDelayBaseMs).toBe(250);
    expect(loadConfig({ DATA_DIR: dataDir(), AUTH_DELAY_BASE_MS: '5' }).authDelayBaseMs).toBe(5);
  });
});
