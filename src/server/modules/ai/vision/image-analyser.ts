import sharp from 'sharp';
import type { ImageAnalysis } from '../ai-engine';
import { colourSampleSize, findDominantColour } from './dominant-colour';
import { createNudityClassifier, type NudityClassifier, nudityInputSize } from './nudity-classifier';
import { createObjectDetector, type ObjectDetector, type RgbImage } from './object-detector';
import { createOcrReader, type OcrReader } from './ocr-reader';

/** Bump when the pipeline changes what it reads, so stored analyses are recomputed. */
export const analysisVersion = 1;

/** The working copy: big enough for label text, small enough to decode and scale fast. */
const workingWidth = 1600;
const workingHeight = 2000;
/** Tesseract reads best with capital letters ~30 px high; small photos are scaled up to this. */
const ocrWidth = 1600;
/** CenterNet's input is 512 px; a little more keeps small objects after its own resize. */
const detectionSize = 640;
/**
 * Longest OCR of one photo, then it has no text: a photo of noise kept tesseract busy for minutes
 * (beyond the worker's hang limit, so every photo waiting behind it failed; ADR 036). Label photos
 * take 0.5-1 s on an idle machine, a few seconds on a busy one.
 */
const ocrTimeoutMs = 20_000;

export interface AnalysisTimings {
  decodeMs: number;
  ocrMs: number;
  objectsMs: number;
  nudityMs: number;
  colourMs: number;
  totalMs: number;
}

export interface ImageAnalyser {
  /** `signal`: stop soon (a draft waits for another photo); rejects with AnalysisInterruptedError. */
  analyse(
    image: Buffer,
    options?: { signal?: AbortSignal },
  ): Promise<{ analysis: ImageAnalysis; timings: AnalysisTimings }>;
  close(): Promise<void>;
}

/** Stopped on request; the engine queues the photo again. */
export class AnalysisInterruptedError extends Error {
  constructor() {
    super('analysis interrupted to read a photo a draft waits for');
    this.name = 'AnalysisInterruptedError';
  }
}

/** The photo could not be decoded; the engine turns it into CORRUPT_MEDIA. */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(`image could not be decoded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UnreadableImageError';
  }
}

/**
 * Loads OCR, object detection and the nudity model once, then reads photos. OCR runs in
 * tesseract's own thread while detection and nudity run on the tfjs backend in this one, so one
 * photo keeps both cores busy.
 */
export async function createImageAnalyser(options: { nsfwThreshold: number }): Promise<ImageAnalyser> {
  const ocrReader = createOcrReader();
  // Human starts the tfjs wasm backend; nsfwjs then runs on it.
  const models = createObjectDetector().then(async ({ detector, tf }) => ({
    detector,
    nudity: await createNudityClassifier(tf),
  }));
  const [reader, { detector, nudity }] = await Promise.all([ocrReader, models]).catch(async (error) => {
    await ocrReader.then((loaded) => loaded.close()).catch(() => undefined);
    throw error;
  });
  await warmUp(reader, detector, nudity);

  return {
    async analyse(image, { signal } = {}) {
      const stopIfInterrupted = () => {
        if (signal?.aborted) throw new AnalysisInterruptedError();
      };
      const started = performance.now();
      const working = await decode(image);
      const decodeMs = performance.now() - started;
      stopIfInterrupted();

      const ocr = timed(async () =>
        reader.read(await prepareForOcr(working), { timeoutMs: ocrTimeoutMs, ...(signal ? { signal } : {}) }),
      );
      const tfjsModels = (async () => {
        const objects = await timed(async () =>
          detector.detect(await resizeRaw(working, detectionSize, 'inside')),
        );
        stopIfInterrupted();
        const score = await timed(async () =>
          nudity.score(await resizeRaw(working, nudityInputSize, 'fill')),
        );
        return { objects, score };
      })();
      const colour = timed(async () =>
        findDominantColour(await resizeRaw(working, colourSampleSize, 'inside')),
      );
      const [lines, { objects, score }, dominant] = await Promise.all([ocr, tfjsModels, colour]).catch(
        (error: unknown) => {
          // Whichever stage noticed first, an interrupted photo answers as interrupted.
          stopIfInterrupted();
          throw error;
        },
      );

      const analysis: ImageAnalysis = {
        text: lines.value.map((line) => line.text).join('\n'),
        lines: lines.value,
        objects: objects.value,
        colour: dominant.value,
        nsfw: { score: score.value, flagged: score.value >= options.nsfwThreshold },
        version: analysisVersion,
      };
      const timings: AnalysisTimings = {
        decodeMs,
        ocrMs: lines.milliseconds,
        objectsMs: objects.milliseconds,
        nudityMs: score.milliseconds,
        colourMs: dominant.milliseconds,
        totalMs: performance.now() - started,
      };
      return { analysis, timings };
    },
    async close() {
      await reader.close();
    },
  };
}

/** Upright (EXIF), transparent parts on white, at most the working size, as raw RGB. */
async function decode(image: Buffer): Promise<RgbImage> {
  try {
    const { data, info } = await sharp(image, { failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: workingWidth, height: workingHeight, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

const fromRaw = (image: RgbImage) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });

/** Greyscale, contrast stretched, ~1600 px wide: what tesseract reads best. */
async function prepareForOcr(image: RgbImage): Promise<Buffer> {
  return fromRaw(image)
    .greyscale()
    .normalise()
    .resize({ width: ocrWidth })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function resizeRaw(image: RgbImage, size: number, fit: 'inside' | 'fill'): Promise<RgbImage> {
  const { data, info } = await fromRaw(image)
    .resize({ width: size, height: size, fit })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; milliseconds: number }> {
  const started = performance.now();
  const value = await run();
  return { value, milliseconds: performance.now() - started };
}

/** One pass over a blank image compiles the wasm kernels, so the first real photo is not slow. */
async function warmUp(reader: OcrReader, detector: ObjectDetector, nudity: NudityClassifier): Promise<void> {
  const blank = (size: number): RgbImage => ({
    data: new Uint8Array(size * size * 3).fill(255),
    width: size,
    height: size,
  });
  await Promise.all([
    reader.read(await fromRaw(blank(64)).png().toBuffer()),
    detector.detect(blank(detectionSize)).then(() => nudity.score(blank(nudityInputSize))),
  ]);
}
