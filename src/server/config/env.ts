import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * Streaming replicas for reads that may lag a second (ADR 083), comma-separated postgres URLs.
   * Ignored without DATABASE_URL.
   */
  DATABASE_REPLICA_URLS: z
    .string()
    .optional()
    .transform((value, context) => {
      const urls = (value ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean);
      for (const url of urls) {
        if (!/^postgres(ql)?:\/\//.test(url)) {
          context.addIssue({ code: 'custom', message: 'each must be a postgres:// or postgresql:// URL' });
          return z.NEVER;
        }
      }
      return urls;
    }),
  /** A replica further behind than this is skipped and its reads go to the primary. */
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /**
   * Connections each app node keeps to the PostgreSQL server (the embedded one always gets 8).
   * Fewer than the default suit a small machine: more backends than cores only take turns.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  /** Rate-limit counters in Redis (ADR 083); unset, they live in PostgreSQL. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Kleinkram <no-reply@kleinkram.local>'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * AES-256-GCM key for identity document numbers (ADR 059): 32 bytes, as base64 or hex. Unset, a
   * key is derived from AUTH_SECRET.
   */
  IDENTITY_ENCRYPTION_KEY: z
    .string()
    .transform((value, context) => {
      const key = decodeKey(value.trim());
      if (!key) {
        context.addIssue({
          code: 'custom',
          message: 'must be 32 bytes as base64 (44 chars) or hex (64 chars)',
        });
        return z.NEVER;
      }
      return key;
    })
    .optional(),
  /** Growing delay after repeated failed sign-ins starts here (2^n × base, at most 16 × base). */
  AUTH_DELAY_BASE_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Where the OpenID Connect discovery document lives (`/.well-known/openid-configuration`). */
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** The OpenAPI document and its browsable page at /api/docs; default on outside production, off in it. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /**
   * The few-seconds cache of popular search first pages (ADR 078): on by default, off in tests
   * (which search right after writing); `off` to measure or debug the search itself.
   */
  SEARCH_CACHE: z.enum(['on', 'off']).optional(),
  READ_CACHE: z.enum(['on', 'off']).optional(),
  /** Only behind a reverse proxy: then X-Forwarded-For is the client address used by rate limits. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Apply pending migrations at start (ADR 081). Unset: yes, except in production on a PostgreSQL
   * server, where `npm run db:migrate` runs them ahead of a rollout and a start with pending ones stops.
   */
  MIGRATE_ON_START: z.enum(['true', 'false']).optional(),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Background jobs (pg-boss, in the app's database): saved-search alerts and their one-minute
   * sweep. Off, the app still serves everything; alerts are simply not sent.
   */
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true')
    .describe('Run background jobs (saved-search alerts) in this process'),
  /** S3-compatible object storage for media; all of endpoint, bucket and keys, or none (local disk). */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** OpenAI-compatible endpoint (e.g. https://api.openai.com or a self-hosted server), without /v1. */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  /** Vision-capable chat model for drafting; with AI_BASE_URL it replaces the local provider. */
  AI_MODEL: z.string().min(1).optional(),
  /** Speech model for /v1/audio/transcriptions (e.g. whisper-1); without it audio is not transcribed. */
  AI_SPEECH_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
  /** Photos whose nudity score (nsfwjs: highest of porn, hentai, sexy) reaches this are held for moderation. */
  AI_NSFW_THRESHOLD: z.coerce.number().min(0).max(1).default(0.7),
  /** Load the local AI models at start in a worker, so the first draft does not pay for it. */
  AI_WARM_AT_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * How long a stop (SIGTERM, Ctrl+C) may take: requests and background work get most of it, the
   * database always closes within it. Set it below the time your supervisor waits before SIGKILL.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(2_000).max(300_000).default(20_000),
  /** Online payment through Stripe (ADR 063): secret key and webhook signing secret, both or neither. */
  STRIPE_SECRET_KEY: z.string().min(8).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** The signing secret of a separate Connect webhook endpoint (account.updated), when it has one. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** Another Stripe API base (the local double in tests and e2e); default https://api.stripe.com. */
  STRIPE_API_BASE: z.url().optional(),
  /**
   * DAC7 tax identification numbers are encrypted with this 32-byte key (base64 or 64 hex digits);
   * without it a key is derived from AUTH_SECRET (ADR 058).
   */
  TAX_ID_ENCRYPTION_KEY: z
    .string()
    .refine((value) => decodeKey(value) !== undefined, 'must be 32 bytes, base64 or 64 hex digits')
    .optional(),
  /** Publishing to eBay (ADR 073): the app's keyset and RuName; all three or none. */
  EBAY_CLIENT_ID: z.string().min(1).optional(),
  EBAY_CLIENT_SECRET: z.string().min(1).optional(),
  EBAY_RU_NAME: z.string().min(1).optional(),
  EBAY_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  /** Other eBay hosts (the local double in tests and e2e); default eBay's own for the environment. */
  EBAY_API_BASE: z.url().optional(),
  EBAY_AUTH_BASE: z.url().optional(),
  /** A call to eBay that takes longer is given up and tried again later (timeouts retry with backoff). */
  EBAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** First retry delay of a publish job; each further attempt waits twice as long. */
  EBAY_RETRY_BASE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** eBay user tokens are encrypted with this 32-byte key; without it one is derived from AUTH_SECRET. */
  MARKETPLACE_TOKEN_KEY: z
    .string()
    .refine((value) => decodeKey(value) !== undefined, 'must be 32 bytes, base64 or 64 hex digits')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Streaming replicas for lag-tolerant reads (ADR 083); empty: every read goes to the primary. */
  databaseReplicaUrls: string[];
  databaseReplicaMaxLagMs: number;
  /** DATABASE_POOL_SIZE: connections per node to a PostgreSQL server. */
  databasePoolSize: number;
  /** Shared rate-limit counters; unset: in PostgreSQL (ADR 083). */
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  /** 32 bytes; from IDENTITY_ENCRYPTION_KEY, else derived from the auth secret (ADR 059). */
  identityEncryptionKey: Buffer;
  authDelayBaseMs: number;
  /** Set only when both client id and secret are configured; otherwise Google sign-in answers 501. */
  google: GoogleConfig | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Serve /api/docs (OpenAPI JSON and page). */
  isApiDocsServed: boolean;
  /** Keep popular search first pages for a few seconds (SEARCH_CACHE, ADR 078). */
  isSearchCacheEnabled: boolean;
  /** Keep seller facts, hand-off medians and the category tree per node for a minute (READ_CACHE, ADR 088). */
  isReadCacheEnabled: boolean;
  seedDemoData: boolean;
  /** Apply pending migrations at start; false: check them and refuse to start when any is pending. */
  migrateOnStart: boolean;
  trustProxy: boolean;
  jobsEnabled: boolean;
  /** Set when S3_ENDPOINT, S3_BUCKET and both keys are set; otherwise media lives under DATA_DIR/media. */
  s3: S3Config | undefined;
  ai: AiConfig;
  /** Longest a stop may take, database close included (ADR 036). */
  shutdownTimeoutMs: number;
  /** Set when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are; otherwise payment is cash on pickup only. */
  stripe: StripeConfig | undefined;
  /** TAX_ID_ENCRYPTION_KEY decoded, or undefined: the payments module then derives one from AUTH_SECRET. */
  taxIdEncryptionKey: Buffer | undefined;
  /** Set when EBAY_CLIENT_ID, EBAY_CLIENT_SECRET and EBAY_RU_NAME are; otherwise nothing publishes to eBay. */
  ebay: EbayConfig | undefined;
  /** 32 bytes for marketplace tokens: MARKETPLACE_TOKEN_KEY, else derived from the auth secret. */
  marketplaceTokenKey: Buffer;
}

export interface EbayConfig {
  clientId: string;
  clientSecret: string;
  /** The RuName eBay redirects to; registered with eBay as our /api/marketplaces/ebay/callback. */
  ruName: string;
  environment: 'sandbox' | 'production';
  /** REST APIs (Inventory, Account, Taxonomy, Fulfillment, token endpoint), without trailing slash. */
  apiBase: string;
  /** The consent page host (auth.ebay.com), without trailing slash. */
  authBase: string;
  timeoutMs: number;
  retryBaseMs: number;
}

export interface StripeConfig {
  secretKey: string;
  /** The signing secrets a webhook may be signed with: the account endpoint's, then Connect's. */
  webhookSecrets: string[];
  /** e.g. http://127.0.0.1:4322 for the double; undefined: Stripe's own API. */
  apiBase: string | undefined;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface AiConfig {
  /** Base URL without a trailing slash and without /v1; undefined when no endpoint is configured. */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  /** Chat model for drafting; drafting uses the openai-compatible provider only when baseUrl and model are set. */
  model: string | undefined;
  speechModel: string | undefined;
  timeoutMs: number;
  nsfwThreshold: number;
  warmAtStart: boolean;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  issuerUrl: string;
}

export class ConfigError extends Error {}

/** Parses the whole environment at once so that every bad variable is reported together. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid environment configuration:\n  - AUTH_SECRET: required in production (at least 32 characters)',
    );
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  - GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both or neither',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const authSecret = env.AUTH_SECRET ?? readOrCreateLocalSecret(dataDir);
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseReplicaUrls: env.DATABASE_URL ? env.DATABASE_REPLICA_URLS : [],
    databaseReplicaMaxLagMs: env.DATABASE_REPLICA_MAX_LAG_MS,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    authSecret,
    identityEncryptionKey:
      env.IDENTITY_ENCRYPTION_KEY ??
      Buffer.from(hkdfSync('sha256', authSecret, 'kleinkram', 'kleinkram:identity-document', 32)),
    authDelayBaseMs: env.AUTH_DELAY_BASE_MS,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuerUrl: env.GOOGLE_ISSUER_URL.replace(/\/$/, ''),
          }
        : undefined,
    logLevel: env.LOG_LEVEL,
    isApiDocsServed: env.API_DOCS ? env.API_DOCS === 'on' : !isProduction,
    isSearchCacheEnabled: env.SEARCH_CACHE ? env.SEARCH_CACHE === 'on' : env.NODE_ENV !== 'test',
    isReadCacheEnabled: env.READ_CACHE ? env.READ_CACHE === 'on' : env.NODE_ENV !== 'test',
    seedDemoData: env.SEED_DEMO_DATA,
    migrateOnStart: env.MIGRATE_ON_START
      ? env.MIGRATE_ON_START === 'true'
      : !(isProduction && env.DATABASE_URL),
    trustProxy: env.TRUST_PROXY,
    jobsEnabled: env.JOBS_ENABLED,
    s3: s3ConfigOf(env),
    ai: {
      baseUrl: env.AI_BASE_URL?.replace(/\/$/, ''),
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      speechModel: env.AI_SPEECH_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      nsfwThreshold: env.AI_NSFW_THRESHOLD,
      warmAtStart: env.AI_WARM_AT_START,
    },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    stripe: stripeConfigOf(env),
    taxIdEncryptionKey: env.TAX_ID_ENCRYPTION_KEY ? decodeKey(env.TAX_ID_ENCRYPTION_KEY) : undefined,
    ebay: ebayConfigOf(env),
    marketplaceTokenKey:
      (env.MARKETPLACE_TOKEN_KEY ? decodeKey(env.MARKETPLACE_TOKEN_KEY) : undefined) ??
      Buffer.from(hkdfSync('sha256', authSecret, 'kleinkram', 'kleinkram:marketplace-token', 32)),
  };
}

function ebayConfigOf(env: Env): EbayConfig | undefined {
  const required = [env.EBAY_CLIENT_ID, env.EBAY_CLIENT_SECRET, env.EBAY_RU_NAME];
  if (required.every((value) => value === undefined)) return undefined;
  if (!env.EBAY_CLIENT_ID || !env.EBAY_CLIENT_SECRET || !env.EBAY_RU_NAME) {
    throw new ConfigError(
      'Invalid environment configuration:\n  - EBAY_CLIENT_ID, EBAY_CLIENT_SECRET, EBAY_RU_NAME: set all or none',
    );
  }
  const isSandbox = env.EBAY_ENVIRONMENT === 'sandbox';
  return {
    clientId: env.EBAY_CLIENT_ID,
    clientSecret: env.EBAY_CLIENT_SECRET,
    ruName: env.EBAY_RU_NAME,
    environment: env.EBAY_ENVIRONMENT,
    apiBase: (
      env.EBAY_API_BASE ?? (isSandbox ? 'https://api.sandbox.ebay.com' : 'https://api.ebay.com')
    ).replace(/\/$/, ''),
    authBase: (
      env.EBAY_AUTH_BASE ?? (isSandbox ? 'https://auth.sandbox.ebay.com' : 'https://auth.ebay.com')
    ).replace(/\/$/, ''),
    timeoutMs: env.EBAY_TIMEOUT_MS,
    retryBaseMs: env.EBAY_RETRY_BASE_MS,
  };
}

function stripeConfigOf(env: Env): StripeConfig | undefined {
  if (!env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) return undefined;
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid environment configuration:\n  - STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither',
    );
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecrets: [env.STRIPE_WEBHOOK_SECRET, env.STRIPE_CONNECT_WEBHOOK_SECRET].filter(
      (secret): secret is string => Boolean(secret),
    ),
    apiBase: env.STRIPE_API_BASE?.replace(/\/$/, ''),
  };
}

function s3ConfigOf(env: Env): S3Config | undefined {
  const required = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (required.every((value) => value === undefined)) return undefined;
  if (!env.S3_ENDPOINT || !env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid environment configuration:\n  - S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set all or none',
    );
  }
  return {
    endpoint: env.S3_ENDPOINT.replace(/\/$/, ''),
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** A 32-byte key written as hex (64 characters) or base64 / base64url (43–44 characters). */
function decodeKey(value: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) {
    const key = Buffer.from(value, 'base64');
    return key.length === 32 ? key : undefined;
  }
  return undefined;
}

/** Outside production a secret is generated once and kept beside the data, so sessions survive restarts. */
function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
