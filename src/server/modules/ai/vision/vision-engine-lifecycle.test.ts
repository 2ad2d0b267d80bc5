import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env';
import { AppError } from '../../../core/app-error';
import type { VisionEngine } from '../ai-engine';
import { createVisionEngine } from './vision-engine';

// The engine around a stand-in worker (same protocol, no models): queue, crashes, timeouts, restarts.
const standInWorker = new URL('./fixtures/stand-in-vision.worker.mjs', import.meta.url);
const config = loadConfig({ ...process.env, AI_WARM_AT_START: 'false' });
const command = (text: string) => Buffer.from(text, 'utf8');

let engine: VisionEngine | undefined;
const startEngine = (analyseTimeoutMs = 10_000) => {
  engine = createVisionEngine({ config, workerUrl: standInWorker, analyseTimeoutMs });
  return engine;
};

afterEach(async () => {
  delete process.env.STAND_IN_FAIL_WARM;
  await engine?.close();
  engine = undefined;
});

async function waitForState(vision: VisionEngine, state: ReturnType<VisionEngine['state']>) {
  for (let attempt = 0; attempt < 200 && vision.state() !== state; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(vision.state()).toBe(state);
}

describe('vision engine lifecycle', () => {
  it('warms once, however often it is asked, and reports the state', async () => {
    const vision = startEngine();
    expect(vision.state()).toBe('cold');
    const first = vision.warm();
    expect(vision.state()).toBe('warming');
    expect(vision.warm()).toBe(first);
    await first;
    expect(vision.state()).toBe('ready');
  });

  it('warms lazily on the first photo and sends photos to the worker one at a time, in order', async () => {
    const vision = startEngine();
    const results = await Promise.all(
      ['one', 'two', 'three'].map((text) => vision.analyseImage(command(text))),
    );
    expect(results.map((analysis) => analysis.text)).toEqual(['one|1', 'two|1', 'three|1']);
    expect(vision.state()).toBe('ready');
  });

  it('fails the running call when the worker crashes, and gives the waiting ones to its replacement', async () => {
    const vision = startEngine();
    await vision.warm();
    const crashing = vision.analyseImage(command('crash'), { account: 'flood' });
    // Another account's photo must not fail because the flood's photo broke the worker.
    const queued = vision.analyseImage(command('after'), { account: 'seller' });
    await expect(crashing).rejects.toThrow('vision worker exited with code 3');
    await expect(queued).resolves.toMatchObject({ text: 'after|1' });
    expect(vision.state()).toBe('ready');
    await expect(vision.analyseImage(command('again'))).resolves.toMatchObject({ text: 'again|1' });
  });

  it('turns an uncaught error in the worker into a clear rejection', async () => {
    const vision = startEngine();
    await expect(vision.analyseImage(command('throw'))).rejects.toThrow('vision worker crashed: boom');
    await expect(vision.analyseImage(command('fine'))).resolves.toMatchObject({ text: 'fine|1' });
  });

  it('restarts a worker that hangs longer than the timeout, keeping the photos that wait', async () => {
    const vision = startEngine(300);
    const hanging = vision.analyseImage(command('hang'), { account: 'flood' });
    const waiting = vision.analyseImage(command('waiting'), { account: 'seller' });
    await expect(hanging).rejects.toThrow('vision analyse took longer than 300 ms');
    await expect(waiting).resolves.toMatchObject({ text: 'waiting|1' });
    await expect(vision.analyseImage(command('next'))).resolves.toMatchObject({ text: 'next|1' });
  });

  it('reports an unreadable photo as CORRUPT_MEDIA and keeps the worker', async () => {
    const vision = startEngine();
    const error = await vision.analyseImage(command('corrupt')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('CORRUPT_MEDIA');
    expect(vision.state()).toBe('ready');
    await expect(vision.analyseImage(command('fine'))).resolves.toMatchObject({ text: 'fine|1' });
  });

  it('reports a failed load as failed, and tries again on the next call', async () => {
    process.env.STAND_IN_FAIL_WARM = 'true';
    const vision = startEngine();
    await expect(vision.warm()).rejects.toThrow(
      'vision models failed to load: vision analysis failed: model file missing',
    );
    expect(vision.state()).toBe('failed');
    delete process.env.STAND_IN_FAIL_WARM;
    await expect(vision.analyseImage(command('later'))).resolves.toMatchObject({ text: 'later|1' });
    expect(vision.state()).toBe('ready');
  });

  it('stops restarting a worker that keeps crashing, and then fails what waits', async () => {
    const vision = startEngine();
    for (let crash = 0; crash < 3; crash += 1) {
      await expect(vision.analyseImage(command('crash'))).rejects.toThrow('exited with code 3');
      await waitForState(vision, 'ready');
    }
    const lastCrash = vision.analyseImage(command('crash'));
    const waiting = vision.analyseImage(command('waiting'));
    await expect(lastCrash).rejects.toThrow('exited with code 3');
    await expect(waiting).rejects.toThrow('vision worker exited with code 3; the request was not run');
    expect(vision.state()).toBe('failed');
  });

  it('rejects what is waiting when closed, and everything after', async () => {
    const vision = startEngine();
    await vision.warm();
    const hanging = expect(vision.analyseImage(command('hang'))).rejects.toThrow('vision engine closed');
    // Let it reach the worker: the running call is the one close() must not leave hanging.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await vision.close();
    await hanging;
    expect(vision.state()).toBe('cold');
    await expect(vision.analyseImage(command('late'))).rejects.toThrow('vision engine is closed');
  });
});
