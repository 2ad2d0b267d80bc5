/**
 * `npx tsx bench/ai-vision.bench.ts`: the local vision engine on this machine — warm-up time, RSS
 * after warm-up, per-photo latency (p50/p95) of OCR, object detection, nudity and the whole
 * analyseImage, on the generated test photos; then throughput of one worker against two.
 *
 *   --rounds=N   passes over the six test photos (default 5)
 *   --skip-two   leave out the one-vs-two-workers comparison
 *
 * Stage times come from inside the worker; OCR runs in tesseract's thread at the same time as
 * detection and nudity run on the tfjs thread, so the stages overlap and do not add up.
 */
import { loadConfig } from '../src/server/config/env';
import type { VisionEngine } from '../src/server/modules/ai/ai-engine';
import * as fixtures from '../src/server/modules/ai/vision/fixtures/vision-fixtures';
import type { AnalysisTimings } from '../src/server/modules/ai/vision/image-analyser';
import { createVisionEngine } from '../src/server/modules/ai/vision/vision-engine';

const argument = (name: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const rounds = Number(argument('rounds') ?? 5);
const isTwoWorkerRunSkipped = process.argv.includes('--skip-two');
const config = loadConfig({ ...process.env, AI_WARM_AT_START: 'false' });
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
};
const row = (name: string, values: number[]) =>
  `${name.padEnd(22)} p50 ${percentile(values, 0.5).toFixed(0).padStart(6)} ms   p95 ${percentile(
    values,
    0.95,
  )
    .toFixed(0)
    .padStart(6)} ms   (n=${values.length})`;

const photos = await Promise.all(Object.values(fixtures).map((draw) => draw()));

const rssBefore = process.memoryUsage().rss;
const timings: AnalysisTimings[] = [];
const engine = createVisionEngine({ config, onAnalysed: (timing) => timings.push(timing) });
const warmStarted = performance.now();
await engine.warm();
const warmMs = performance.now() - warmStarted;
const rssAfterWarm = process.memoryUsage().rss;

const wholeMs: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const photo of photos) {
    const started = performance.now();
    await engine.analyseImage(photo);
    wholeMs.push(performance.now() - started);
  }
}
const rssAfterRuns = process.memoryUsage().rss;

console.info(`vision engine, ${photos.length} test photos × ${rounds} rounds, one photo at a time`);
console.info(`warm-up (worker start + 3 models + first pass): ${(warmMs / 1000).toFixed(1)} s`);
console.info(
  `RSS: ${megabytes(rssBefore)} before, ${megabytes(rssAfterWarm)} after warm-up, ${megabytes(rssAfterRuns)} after the runs`,
);
console.info(
  row(
    'decode + scale',
    timings.map((timing) => timing.decodeMs),
  ),
);
console.info(
  row(
    'OCR (deu+eng)',
    timings.map((timing) => timing.ocrMs),
  ),
);
console.info(
  row(
    'objects (CenterNet)',
    timings.map((timing) => timing.objectsMs),
  ),
);
console.info(
  row(
    'nudity (nsfwjs)',
    timings.map((timing) => timing.nudityMs),
  ),
);
console.info(
  row(
    'colour',
    timings.map((timing) => timing.colourMs),
  ),
);
console.info(row('analyseImage (caller)', wholeMs));

async function throughput(engines: VisionEngine[]): Promise<number> {
  const batch = Array.from({ length: rounds }, () => photos).flat();
  const started = performance.now();
  await Promise.all(batch.map((photo, index) => engines[index % engines.length]?.analyseImage(photo)));
  return (batch.length / (performance.now() - started)) * 1000;
}

if (!isTwoWorkerRunSkipped) {
  const one = await throughput([engine]);
  const second = createVisionEngine({ config });
  await second.warm();
  const rssTwo = process.memoryUsage().rss;
  const two = await throughput([engine, second]);
  console.info(
    `throughput, all photos sent at once: 1 worker ${one.toFixed(2)} photos/s, 2 workers ${two.toFixed(2)} photos/s`,
  );
  console.info(`RSS with 2 workers: ${megabytes(rssTwo)}`);
  await second.close();
}
await engine.close();
