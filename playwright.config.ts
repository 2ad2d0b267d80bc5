import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
/** Parallel local runs (several worktrees or helpers) each take their own port and data folder. */
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
/**
 * Set by scripts/run-e2e.ts (ADR 076): a folder migrated and seeded once, copied for each shard's
 * app so shards skip seeding. Unset (a plain `npx playwright test`), the app seeds a fresh folder.
 */
const templateDir = process.env.E2E_TEMPLATE_DIR;
const freshDataCommand = templateDir
  ? `rm -rf ${dataDir} && cp -a ${templateDir} ${dataDir}`
  : `rm -rf ${dataDir}`;
/** The local double of the OpenAI API (speech transcription) listens on the next port. */
const openAiDoublePort = port + 1;
const openAiDoubleUrl = `http://127.0.0.1:${openAiDoublePort}`;
/** The local double of Stripe (checkout, Connect onboarding, signed webhooks) listens two ports up. */
const stripeDoublePort = port + 2;
const stripeDoubleUrl = `http://127.0.0.1:${stripeDoublePort}`;
/** Test-only credentials shared by the app and the double; neither reaches Stripe. */
const stripeSecretKey = 'sk_test_kleinkram_e2e_double';
const stripeWebhookSecret = 'whsec_kleinkram_e2e_double';
/** The local double of eBay's APIs and consent page (ADR 073) listens three ports up. */
const ebayDoublePort = port + 3;
const ebayDoubleUrl = `http://127.0.0.1:${ebayDoublePort}`;
/** Test-only keyset and RuName shared by the app and the double; neither reaches eBay. */
const ebayKeys = {
  clientId: 'Kleinkram-e2e-SBX-double',
  clientSecret: 'SBX-e2e-double-secret',
  ruName: 'Kleinkram-e2e-RuName',
};

/**
 * Debian's Chromium, started with the flags that keep it off the network it cannot reach here, and
 * with a fake camera and microphone that need no permission prompt (create-listing journey).
 */
const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Two shards share CI's two cores (ADR 076): a step that takes 2 s alone can take 10 s there.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // Shards run side by side (scripts/run-e2e.ts), so each writes its own results and report.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  reporter: process.env.CI
    ? [['list']]
    : [
        ['list'],
        [
          'html',
          { open: 'never', outputFolder: process.env.PLAYWRIGHT_HTML_OUTPUT_DIR ?? 'playwright-report' },
        ],
      ],
  use: {
    baseURL,
    // In CI a trace only for the retry: recording one for every journey (screencast and snapshots
    // of each step) kept the browser busy on CI's two cores; a failure is retried, with its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    // Settled pages for axe: toasts and transitions finish at once (the app honours reduced motion).
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunch,
    // Every journey starts with the analytics banner answered ("denied"), so it never covers the
    // buttons a journey presses; e2e/analytics-consent.spec.ts starts from a fresh device instead.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            {
              name: 'kleinkram.analyticsConsent',
              value: JSON.stringify({ version: 1, state: 'denied', updatedAt: '2026-01-01T00:00:00.000Z' }),
            },
          ],
        },
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunch },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: [
    {
      // A fresh data folder per run: the app builds the web if stale, migrates and seeds on start
      // (or starts on a copy of the seeded template, see above).
      command: `${freshDataCommand} && npm start`,
      url: `${baseURL}/api/health`,
      timeout: 480_000,
      reuseExistingServer: !process.env.CI,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // Speech goes to the double; drafting stays local (no AI_MODEL) so e2e runs the real local models.
        AI_BASE_URL: openAiDoubleUrl,
        AI_SPEECH_MODEL: 'whisper-1',
        AI_MODEL: '',
        // Online payment through the Stripe double (ADR 063); its webhooks come back to this app.
        STRIPE_SECRET_KEY: stripeSecretKey,
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
        STRIPE_API_BASE: stripeDoubleUrl,
        // Publishing to eBay through the eBay double (ADR 073); its consent page sends the browser back
        // to this app's callback. Short retries so a scripted 429/5xx settles within a journey.
        EBAY_CLIENT_ID: ebayKeys.clientId,
        EBAY_CLIENT_SECRET: ebayKeys.clientSecret,
        EBAY_RU_NAME: ebayKeys.ruName,
        EBAY_ENVIRONMENT: 'sandbox',
        EBAY_API_BASE: ebayDoubleUrl,
        EBAY_AUTH_BASE: ebayDoubleUrl,
        EBAY_TIMEOUT_MS: '5000',
        EBAY_RETRY_BASE_MS: '500',
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx e2e/support/openai-double.server.ts',
      url: `${openAiDoubleUrl}/v1/models`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      env: { OPENAI_DOUBLE_PORT: String(openAiDoublePort) },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx e2e/support/stripe-double.server.ts',
      url: `${stripeDoubleUrl}/`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      env: {
        STRIPE_DOUBLE_PORT: String(stripeDoublePort),
        STRIPE_DOUBLE_SECRET_KEY: stripeSecretKey,
        STRIPE_DOUBLE_WEBHOOK_SECRET: stripeWebhookSecret,
        STRIPE_DOUBLE_WEBHOOK_URL: `${baseURL}/api/payments/stripe/webhook`,
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx e2e/support/ebay-double.server.ts',
      url: `${ebayDoubleUrl}/`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      env: {
        EBAY_DOUBLE_PORT: String(ebayDoublePort),
        EBAY_DOUBLE_CLIENT_ID: ebayKeys.clientId,
        EBAY_DOUBLE_CLIENT_SECRET: ebayKeys.clientSecret,
        EBAY_DOUBLE_RU_NAME: ebayKeys.ruName,
        EBAY_DOUBLE_ACCEPT_URL: `${baseURL}/api/marketplaces/ebay/callback`,
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
