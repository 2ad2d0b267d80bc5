// `npm run test:e2e`: the Playwright journeys, split over several app servers at once (ADR 076).
//
// One Playwright process per shard, each with its own port range, data folder and output folder,
// so every shard has an app of its own (database, outbox, doubles) and journeys never see each
// other's state. The web app is built and the demo data seeded once, before any shard starts; each
// shard's app starts on a copy of that seeded folder instead of seeding again.
//
//   npm run test:e2e                          all journeys, E2E_SHARDS (default 2) at once
//   npm run test:e2e -- e2e/home.spec.ts      the named journeys, one shard unless E2E_SHARDS says
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ensureWebBuild } from '../src/server/web/web-build';

const projectRoot = path.resolve(import.meta.dirname, '..');
const playwrightArgs = process.argv.slice(2);
const shardCount = Number(process.env.E2E_SHARDS ?? (playwrightArgs.length > 0 ? 1 : 2));
const basePort = Number(process.env.E2E_PORT ?? 4173);
/** Each shard takes ten ports: the app, then the OpenAI, Stripe and eBay doubles above it. */
const portsPerShard = 10;
const templateDir = '.data-e2e-template';
/** Taken before the web build, which sets NODE_ENV=production in this process (Vite does). */
const baseEnv = { ...process.env };

function run(command: string, args: string[], env: NodeJS.ProcessEnv, prefix: string): ChildProcess {
  const child = spawn(command, args, { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.info(`${prefix}${line}`));
  }
  return child;
}

const exitCodeOf = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

async function seedTemplate(): Promise<void> {
  rmSync(path.join(projectRoot, templateDir), { recursive: true, force: true });
  const seeding = run(
    'npx',
    ['tsx', 'src/server/db/seed/seed.cli.ts'],
    { ...baseEnv, DATA_DIR: templateDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    '[seed] ',
  );
  const code = await exitCodeOf(seeding);
  if (code !== 0) throw new Error(`Seeding the e2e data folder failed (exit ${code})`);
}

async function main(): Promise<number> {
  if (!Number.isInteger(shardCount) || shardCount < 1) throw new Error(`E2E_SHARDS must be 1 or more`);
  const started = Date.now();
  // Built once here: shards starting together would otherwise each build into the same dist/.
  await ensureWebBuild((message) => console.info(`[build] ${message}`));
  await seedTemplate();
  console.info(`[e2e] seeded in ${Math.round((Date.now() - started) / 1000)} s; ${shardCount} shard(s)`);

  const shards = Array.from({ length: shardCount }, (_, index) => {
    const shard = index + 1;
    const prefix = shardCount > 1 ? `[${shard}/${shardCount}] ` : '';
    const suffix = shardCount > 1 ? `-${shard}` : '';
    const env = {
      ...baseEnv,
      E2E_PORT: String(basePort + index * portsPerShard),
      E2E_DATA_DIR: `.data-e2e${suffix}`,
      E2E_TEMPLATE_DIR: templateDir,
      E2E_OUTPUT_DIR: `test-results${suffix}`,
      PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report${suffix}`,
      // The web app was just built; every shard's app serves that build.
      SKIP_WEB_BUILD: 'true',
    };
    const args = ['playwright', 'test', ...(shardCount > 1 ? [`--shard=${shard}/${shardCount}`] : [])];
    return run('npx', [...args, ...playwrightArgs], env, prefix);
  });
  const stop = () => {
    for (const child of shards) child.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const codes = await Promise.all(shards.map(exitCodeOf));
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  codes.forEach((code, index) => {
    console.info(
      `[e2e] shard ${index + 1}/${shardCount}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`,
    );
  });
  console.info(`[e2e] all shards done in ${minutes} min`);
  return codes.every((code) => code === 0) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
