import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env';
import { AppError } from '../../../core/app-error';
import type { ImageAnalysis } from '../ai-engine';
import { writeAltText } from './alt-text-writer';
import {
  drawBookCover,
  drawClothingLabel,
  drawMug,
  drawRedProduct,
  drawSizeTag,
  drawWallClock,
} from './fixtures/vision-fixtures';
import { analysisVersion } from './image-analyser';
import { createVisionEngine } from './vision-engine';

// The real models in the real worker thread. Loading takes ~3 s on an idle 2-core machine and a
// photo ~0.5-2 s, several times that when the machine is busy, hence the generous timeouts.
const config = loadConfig({ ...process.env, AI_WARM_AT_START: 'false', AI_NSFW_THRESHOLD: '0.7' });
const engine = createVisionEngine({ config, analyseTimeoutMs: 120_000, interruptBackgroundAfterMs: 500 });
const words = (analysis: ImageAnalysis) => analysis.text.split(/[\s:]+/).filter(Boolean);

describe('vision engine (local models in a worker)', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    await engine.warm();
  }, 300_000);

  afterAll(async () => {
    await engine.close();
  });

  it('is ready after warming, and warming again loads nothing', async () => {
    expect(engine.state()).toBe('ready');
    await engine.warm();
    expect(engine.state()).toBe('ready');
  });

  it('reads a German clothing label and finds nothing unsafe', async () => {
    const analysis = await engine.analyseImage(await drawClothingLabel());
    expect(words(analysis)).toEqual(
      expect.arrayContaining(['Marke', 'Nike', 'Größe', 'M', '100%', 'Baumwolle']),
    );
    expect(analysis.lines).toHaveLength(3);
    for (const line of analysis.lines) expect(line.confidence).toBeGreaterThan(0.75);
    expect(analysis.nsfw).toEqual({ score: expect.any(Number), flagged: false });
    expect(analysis.nsfw.score).toBeLessThan(0.2);
    expect(analysis.version).toBe(analysisVersion);
    expect(writeAltText(analysis, 'de')).toBe('Aufschrift „Marke: Nike, Größe: M, 100% Baumwolle“');
  });

  it('reads a size tag', async () => {
    const analysis = await engine.analyseImage(await drawSizeTag());
    expect(analysis.text).toBe('EU 42');
  });

  it('reads the title and author of a book cover', async () => {
    const analysis = await engine.analyseImage(await drawBookCover());
    expect(analysis.text).toContain('Die Stille');
    expect(analysis.text).toContain('der Berge');
    expect(analysis.text).toContain('Anna Berger');
  });

  it('gives a plain red product photo the colour red, no text and a low nudity score', async () => {
    const analysis = await engine.analyseImage(await drawRedProduct());
    expect(analysis.colour.value).toBe('red');
    expect(analysis.colour.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(analysis.text).toBe('');
    expect(analysis.nsfw.score).toBeLessThan(0.2);
    expect(analysis.nsfw.flagged).toBe(false);
  });

  it('detects a drawn mug as a cup and takes its colour, not the wall’s', async () => {
    const analysis = await engine.analyseImage(await drawMug());
    expect(analysis.objects[0]).toMatchObject({ label: 'cup' });
    expect(analysis.objects[0]?.score).toBeGreaterThanOrEqual(0.3);
    expect(analysis.colour.value).toBe('red');
    expect(writeAltText(analysis, 'en')).toBe('Red cup');
    expect(writeAltText(analysis, 'de')).toBe('Rote Tasse');
  });

  it('detects a drawn wall clock, best object first', async () => {
    const analysis = await engine.analyseImage(await drawWallClock());
    expect(analysis.objects[0]).toMatchObject({ label: 'clock' });
    expect(analysis.objects[0]?.score).toBeGreaterThan(0.5);
    const scores = analysis.objects.map((object) => object.score);
    expect(scores).toEqual([...scores].sort((left, right) => right - left));
    for (const score of scores) expect(score).toBeGreaterThanOrEqual(0.3);
  });

  it('rejects bytes that are no image as CORRUPT_MEDIA and keeps working', async () => {
    const error = await engine
      .analyseImage(Buffer.from('not an image at all'))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('CORRUPT_MEDIA');
    expect(engine.state()).toBe('ready');
  });

  it('analyses photos sent together, each with its own result', async () => {
    const [label, tag] = await Promise.all([
      engine.analyseImage(await drawClothingLabel()),
      engine.analyseImage(await drawSizeTag()),
    ]);
    expect(label?.text).toContain('Baumwolle');
    expect(tag?.text).toBe('EU 42');
  });

  it('stops a photo of noise for a draft’s photo, then reads the noise again within the OCR limit', async () => {
    const noise = await sharp(randomBytes(1200 * 900 * 3), { raw: { width: 1200, height: 900, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const finished: string[] = [];
    const flood = engine.analyseImage(noise, { account: 'flood', key: 'noise' }).then((analysis) => {
      finished.push('noise');
      return analysis;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const label = await engine.analyseImage(await drawSizeTag(), { account: 'seller', isUrgent: true });
    finished.push('label');
    expect(label.text).toBe('EU 42');
    const noiseAnalysis = await flood;
    expect(finished).toEqual(['label', 'noise']);
    expect(noiseAnalysis.lines.every((line) => line.confidence >= 0.6)).toBe(true);
  });

  it('keeps the event loop responsive while photos are analysed', async () => {
    const photos = [await drawBookCover(), await drawClothingLabel(), await drawMug()];
    let ticks = 0;
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks += 1;
    }, 10);
    const started = performance.now();
    const utilisationBefore = performance.eventLoopUtilization();
    try {
      await Promise.all(photos.map((photo) => engine.analyseImage(photo)));
    } finally {
      clearInterval(timer);
    }
    const elapsed = performance.now() - started;
    // Busy share of this thread's loop; time the OS gives to other processes counts as idle, so this
    // holds on a loaded machine too. Measured: ~0.02 through the worker, ~0.7 (and 260 ms gaps)
    // with the same three photos analysed in this thread.
    const { utilization } = performance.eventLoopUtilization(utilisationBefore);
    console.info(
      `event loop during analysis: ${elapsed.toFixed(0)} ms, ${ticks} ticks, longest gap ${longestGap.toFixed(0)} ms, utilisation ${utilization.toFixed(2)}`,
    );
    expect(elapsed).toBeGreaterThan(250);
    expect(utilization).toBeLessThan(0.3);
    // Idle, the interval fires every ~10 ms; a shared machine delays timers, hence the margin.
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 50));
  });
});
