/**
 * `npm run eval:ai`: the local drafting provider on the labelled evaluation set (eval/cases).
 * Prints category top-1/top-3 accuracy on the transcripts, precision/recall/F1 for brand, size,
 * colour and condition, title checks, and draft latency for 3 photos plus a 20-second transcript.
 *
 *   --photos=vision|skip   photo cases through the real vision engine (default), or left out
 *   --runs=N               latency samples (default 60)
 */
import type { DraftImage, ImageAnalysis, VisionEngine } from '../src/server/modules/ai/ai-engine';
import { createLocalDraftingProvider } from '../src/server/modules/ai/drafting/local-drafting.provider';
import { categoryClassifier } from '../src/server/modules/ai/understanding/category-classifier';
import { type EvalCase, isHeldOut } from './cases/eval-case';
import { evalCases } from './cases/eval-cases';
import {
  attributeCounts,
  type CaseOutcome,
  categoryAccuracy,
  percentile,
  scoredAttributes,
  scores,
  titleChecks,
} from './eval-metrics';
import { evalPhotoImage } from './label-images';

const argument = (name: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const photoMode = argument('photos') ?? 'vision';
const latencyRuns = Number(argument('runs') ?? 60);
const log = (line = '') => console.info(line);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

async function startVision(): Promise<VisionEngine | null> {
  if (photoMode === 'skip') return null;
  try {
    const { loadConfig } = await import('../src/server/config/env');
    const { createVisionEngine } = await import('../src/server/modules/ai/vision/vision-engine');
    const vision = createVisionEngine({ config: loadConfig({ ...process.env, AI_WARM_AT_START: 'false' }) });
    await vision.warm();
    return vision;
  } catch (error) {
    log(`Vision engine not available (${(error as Error).message}); photo cases are left out.`);
    return null;
  }
}

async function analysePhotos(vision: VisionEngine, evalCase: EvalCase): Promise<DraftImage[]> {
  const images: DraftImage[] = [];
  for (const [index, photo] of (evalCase.photos ?? []).entries()) {
    const image = await evalPhotoImage(photo);
    images.push({ id: `${evalCase.id}-${index}`, analysis: await vision.analyseImage(image), image });
  }
  return images;
}

function printAccuracy(label: string, outcomes: CaseOutcome[]) {
  const accuracy = categoryAccuracy(outcomes);
  log(
    `  ${label.padEnd(26)} n=${String(accuracy.count).padStart(3)}  top-1 ${percent(accuracy.top1).padStart(6)}  top-3 ${percent(accuracy.top3).padStart(6)}`,
  );
}

async function main() {
  const startedAt = performance.now();
  categoryClassifier();
  log(`Classifier trained in ${Math.round(performance.now() - startedAt)} ms.`);
  const provider = createLocalDraftingProvider();
  const vision = await startVision();
  const outcomes: CaseOutcome[] = [];
  const visionMs: number[] = [];
  for (const [index, evalCase] of evalCases.entries()) {
    if (evalCase.photos && !vision && !evalCase.transcript) continue;
    const photoStartedAt = performance.now();
    const images = evalCase.photos && vision ? await analysePhotos(vision, evalCase) : [];
    if (images.length > 0) visionMs.push((performance.now() - photoStartedAt) / images.length);
    const { draft } = await provider.draft({
      images,
      transcript: evalCase.transcript,
      language: evalCase.language,
    });
    outcomes.push({ evalCase, isHeldOut: isHeldOut(index), draft });
  }

  const spoken = outcomes.filter((outcome) => outcome.evalCase.transcript && !outcome.evalCase.photos);
  log(
    `\nCases: ${evalCases.length} (${evalCases.filter((c) => c.language === 'de').length} de, ${evalCases.filter((c) => c.language === 'en').length} en); run: ${outcomes.length}`,
  );
  log('\nCategory (transcript-only cases)');
  printAccuracy('all', spoken);
  printAccuracy(
    'development split',
    spoken.filter((outcome) => !outcome.isHeldOut),
  );
  printAccuracy(
    'held-out split',
    spoken.filter((outcome) => outcome.isHeldOut),
  );
  printAccuracy(
    'German',
    spoken.filter((outcome) => outcome.evalCase.language === 'de'),
  );
  printAccuracy(
    'English',
    spoken.filter((outcome) => outcome.evalCase.language === 'en'),
  );
  const withPhotos = outcomes.filter((outcome) => outcome.evalCase.photos);
  if (withPhotos.length > 0) printAccuracy('cases with photos', withPhotos);

  for (const [label, subset] of [
    ['all cases', outcomes],
    ['held-out split', outcomes.filter((outcome) => outcome.isHeldOut)],
    ['cases with photos', withPhotos],
  ] as const) {
    if (subset.length === 0) continue;
    log(`\nAttributes, ${label} (precision / recall / F1)`);
    for (const attribute of scoredAttributes) {
      const counts = attributeCounts(subset, attribute);
      const { precision, recall, f1 } = scores(counts);
      log(
        `  ${attribute.padEnd(10)} ${percent(precision).padStart(6)} / ${percent(recall).padStart(6)} / ${f1.toFixed(3)}   (tp ${counts.truePositives}, fp ${counts.falsePositives}, fn ${counts.falseNegatives})`,
      );
    }
  }

  const titles = titleChecks(outcomes);
  log('\nTitles');
  log(`  length 10–140       ${titles.lengthOk}/${titles.count}`);
  log(`  names the brand     ${titles.hasBrand}/${titles.brandCases}`);
  log(`  has an item word    ${titles.hasItemWord}/${titles.count}`);
  log(`  no repeated word    ${titles.noRepeatedWord}/${titles.count}`);

  await measureLatency(provider, vision, visionMs);
  await vision?.close();
}

/** A ~20-second description (~50 words) and three photos' stored analyses, drafted many times once warm. */
async function measureLatency(
  provider: ReturnType<typeof createLocalDraftingProvider>,
  vision: VisionEngine | null,
  visionMs: number[],
) {
  const spoken = evalCases.filter((evalCase) => evalCase.transcript && !evalCase.photos);
  const photoCases = evalCases.filter((evalCase) => evalCase.photos?.length);
  const analyses: ImageAnalysis[] = [];
  if (vision)
    for (const evalCase of photoCases.slice(0, 3))
      analyses.push(...(await analysePhotos(vision, evalCase)).map((image) => image.analysis));
  const images: DraftImage[] = analyses
    .slice(0, 3)
    .map((analysis, index) => ({ id: `latency-${index}`, analysis, image: Buffer.alloc(0) }));
  const samples: number[] = [];
  for (let run = 0; run < latencyRuns + 5; run++) {
    const first = spoken[run % spoken.length]!;
    const second = spoken[(run * 7 + 3) % spoken.length]!;
    const transcript = `${first.transcript} Ähm, und noch was: ${second.transcript}`
      .split(/\s+/)
      .slice(0, 55)
      .join(' ');
    const startedAt = performance.now();
    await provider.draft({ images, transcript, language: first.language });
    if (run >= 5) samples.push(performance.now() - startedAt);
  }
  log(
    `\nLatency, warm, ${images.length} photo analyses + a ~20-second transcript (${samples.length} drafts)`,
  );
  log(
    `  drafting      p50 ${percentile(samples, 0.5).toFixed(1)} ms   p95 ${percentile(samples, 0.95).toFixed(1)} ms`,
  );
  if (visionMs.length > 0) {
    const threePhotos = visionMs.map((perImage) => perImage * 3);
    log(
      `  + vision, 3 photos analysed first: p50 ${(percentile(threePhotos, 0.5) + percentile(samples, 0.5)).toFixed(0)} ms   p95 ${(percentile(threePhotos, 0.95) + percentile(samples, 0.95)).toFixed(0)} ms`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
