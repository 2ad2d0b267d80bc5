/**
 * `npm run bench:sell`: wall time of the whole sell journey (open /sell, three photos, a spoken
 * sentence, the AI draft, edits, publish, the listing page), measured by the Playwright journey
 * `e2e/sell-journey.spec.ts` in Debian's Chromium against the real app on the embedded database.
 *
 * Runs both journeys (English, and German throughout) BENCH_SELL_RUNS times each (default 5) in one
 * Playwright run (one app start) and prints each run and p50/max. The journey itself asserts the
 * 30-second promise on every run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const runs = Math.max(1, Number(process.env.BENCH_SELL_RUNS ?? 5));
const folder = mkdtempSync(path.join(tmpdir(), 'kleinkram-bench-sell-'));
const resultsFile = path.join(folder, 'sell-timings.jsonl');

const result = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    'e2e/sell-journey.spec.ts',
    '--project=desktop',
    `--repeat-each=${runs}`,
    '--retries=0',
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      SELL_TIMINGS_FILE: resultsFile,
      // Its own port and data folder, so a bench never meets a running e2e server.
      E2E_PORT: process.env.E2E_PORT ?? '4273',
      E2E_DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-bench-sell',
    },
  },
);

interface Timing {
  language: string;
  totalMs: number;
  steps: Record<string, number>;
}

let timings: Timing[] = [];
try {
  timings = readFileSync(resultsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Timing);
} catch {
  // No file: the journey failed before its first figure; Playwright has said why.
}
rmSync(folder, { recursive: true, force: true });

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

console.info(`\nSell journey: ${timings.length} run(s), target under 30 s each`);
for (const [index, timing] of timings.entries()) {
  const steps = Object.entries(timing.steps)
    .map(([name, ms]) => `${name} ${seconds(ms)}`)
    .join(', ');
  console.info(`  run ${index + 1} (${timing.language}): ${seconds(timing.totalMs)}  [${steps}]`);
}
if (timings.length > 0) {
  const totals = timings.map((timing) => timing.totalMs).sort((a, b) => a - b);
  console.info(`  p50 ${seconds(quantile(totals, 0.5))}, max ${seconds(totals.at(-1) ?? Number.NaN)}`);
}
process.exit(result.status ?? 1);
