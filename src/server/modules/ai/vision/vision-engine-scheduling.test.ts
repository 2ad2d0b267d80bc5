import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env';
import type { AnalysisRequest, VisionEngine } from '../ai-engine';
import { createVisionEngine } from './vision-engine';

// The engine's order of work around the stand-in worker (same protocol, no models; it answers each
// photo after 15 ms, a 'slow' one after 2 s, one at a time): the order is decided by the queue, and
// a slow background photo is stopped for a waiting draft after 100 ms here (3 s in the app).
const standInWorker = new URL('./fixtures/stand-in-vision.worker.mjs', import.meta.url);
const config = loadConfig({ ...process.env, AI_WARM_AT_START: 'false' });

let engine: VisionEngine | undefined;
afterEach(async () => {
  await engine?.close();
  engine = undefined;
});

function startEngine() {
  engine = createVisionEngine({
    config,
    workerUrl: standInWorker,
    analyseTimeoutMs: 10_000,
    interruptBackgroundAfterMs: 100,
  });
  const vision = engine;
  const finished: string[] = [];
  const analyse = (text: string, request: AnalysisRequest = {}) =>
    vision.analyseImage(Buffer.from(text, 'utf8'), { key: text, ...request }).then((analysis) => {
      finished.push(text);
      return analysis;
    });
  return { vision, finished, analyse };
}

describe('vision engine scheduling', () => {
  it('takes turns between accounts, so a backlog does not hold up another account', async () => {
    const { finished, analyse } = startEngine();
    const flood = ['f1', 'f2', 'f3', 'f4', 'f5'].map((text) => analyse(text, { account: 'flood' }));
    const seller = ['s1', 's2'].map((text) => analyse(text, { account: 'seller' }));
    await Promise.all([...flood, ...seller]);
    expect(finished).toEqual(['f1', 's1', 'f2', 's2', 'f3', 'f4', 'f5']);
  });

  it('reads the photos a draft waits for before any background photo', async () => {
    const { finished, analyse } = startEngine();
    const flood = ['f1', 'f2', 'f3'].map((text) => analyse(text, { account: 'flood' }));
    const draft = analyse('d1', { account: 'seller', isUrgent: true });
    await Promise.all([...flood, draft]);
    expect(finished).toEqual(['f1', 'd1', 'f2', 'f3']);
  });

  it('moves a waiting photo ahead when a draft starts waiting for it, even before the models are loaded', async () => {
    const { vision, finished, analyse } = startEngine();
    const flood = ['f1', 'f2', 'f3', 'f4'].map((text) => analyse(text, { account: 'flood' }));
    const own = ['s1', 's2', 's3'].map((text) => analyse(text, { account: 'seller' }));
    // Still warming: the calls have not queued yet, and still join the urgent lane when they do.
    expect(vision.state()).toBe('warming');
    vision.prioritise('s3');
    vision.prioritise('s2');
    await Promise.all([...flood, ...own]);
    // f1 queued first after the warm-up and went to the idle worker at once.
    expect(finished).toEqual(['f1', 's2', 's3', 'f2', 's1', 'f3', 'f4']);
  });

  it('moves a photo that already waits in the queue', async () => {
    const { vision, finished, analyse } = startEngine();
    await vision.warm();
    const flood = ['f1', 'f2', 'f3', 'f4'].map((text) => analyse(text, { account: 'flood' }));
    const own = analyse('s1', { account: 'seller' });
    const more = analyse('f5', { account: 'flood' });
    // f1 is running once the calls queue; s1 would go next by turn anyway, f5 is the last.
    await new Promise((resolve) => setImmediate(resolve));
    vision.prioritise('f5');
    await Promise.all([...flood, own, more]);
    expect(finished).toEqual(['f1', 'f5', 's1', 'f2', 'f3', 'f4']);
  });

  it('stops a long background photo when a draft waits, and reads it again afterwards', {
    timeout: 20_000,
  }, async () => {
    const { vision, finished, analyse } = startEngine();
    await vision.warm();
    const slow = analyse('slow', { account: 'flood' });
    const next = analyse('f2', { account: 'flood' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const draft = analyse('d1', { account: 'seller', isUrgent: true });
    await expect(draft).resolves.toMatchObject({ text: 'd1|1' });
    expect(finished).toEqual(['d1']);
    // Read again from the start, first of its account's work, and not stopped a second time.
    await expect(slow).resolves.toMatchObject({ text: 'slow|1' });
    await next;
    expect(finished).toEqual(['d1', 'slow', 'f2']);
  });

  it('does not stop one of the draft’s photos for another of them', { timeout: 20_000 }, async () => {
    const { vision, finished, analyse } = startEngine();
    await vision.warm();
    const flood = analyse('slow-flood', { account: 'flood' });
    // The seller's uploads queue as background work; the draft then waits for both.
    const own = [analyse('slow-s1', { account: 'seller' }), analyse('s2', { account: 'seller' })];
    await new Promise((resolve) => setTimeout(resolve, 20));
    vision.prioritise('slow-s1');
    vision.prioritise('s2');
    await Promise.all([flood, ...own]);
    expect(finished).toEqual(['slow-s1', 's2', 'slow-flood']);
  });

  it('never stops a photo a draft waits for, nor one that was stopped once', {
    timeout: 20_000,
  }, async () => {
    const { vision, finished, analyse } = startEngine();
    await vision.warm();
    const own = analyse('slow-own', { account: 'seller' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    vision.prioritise('slow-own');
    const otherDraft = analyse('d1', { account: 'buyer', isUrgent: true });
    await Promise.all([own, otherDraft]);
    expect(finished).toEqual(['slow-own', 'd1']);

    const flood = analyse('slow-flood', { account: 'flood' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await analyse('d2', { account: 'seller', isUrgent: true });
    // slow-flood runs again now; a second draft waits for it to finish this time.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all([flood, analyse('d3', { account: 'seller', isUrgent: true })]);
    expect(finished).toEqual(['slow-own', 'd1', 'd2', 'slow-flood', 'd3']);
  });

  it('on close, finishes the running photo within the grace time and hands back what waits', async () => {
    const { vision, analyse } = startEngine();
    await vision.warm();
    const running = analyse('running', { account: 'a' });
    const waiting = expect(analyse('waiting', { account: 'b' })).rejects.toThrow(
      'vision engine closed; the analysis was handed back',
    );
    await new Promise((resolve) => setImmediate(resolve));
    await vision.close({ graceMs: 5_000 });
    await expect(running).resolves.toMatchObject({ text: 'running|1' });
    await waiting;
    expect(vision.state()).toBe('cold');
  });

  it('on close, ends a photo that takes longer than the grace time', async () => {
    const { vision, analyse } = startEngine();
    await vision.warm();
    const hanging = expect(analyse('hang', { account: 'a' })).rejects.toThrow('vision engine closed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closedAt = performance.now();
    await vision.close({ graceMs: 200 });
    expect(performance.now() - closedAt).toBeGreaterThanOrEqual(190);
    await hanging;
  });
});
