import { Worker } from 'node:worker_threads';
import type { Config } from '../../../config/env';
import { AppError } from '../../../core/app-error';
import type { ImageAnalysis, LocalModelsState, VisionEngine } from '../ai-engine';
import type { AnalysisTimings } from './image-analyser';
import type {
  VisionWorkerOptions,
  VisionWorkerRequest,
  VisionWorkerResponse,
  VisionWorkerTask,
} from './vision-worker-protocol';

const defaultWorkerUrl = new URL('./vision-worker.entry.mjs', import.meta.url);

/**
 * A restart reloads every model (seconds), so a photo gets at least a minute, even when
 * AI_TIMEOUT_MS is set short for the remote endpoint.
 */
const analyseTimeoutMinMs = 60_000;
/** Loading the three models takes seconds (more on a busy machine); a hung load still ends. */
const warmTimeoutMinMs = 180_000;
/** A worker that crashes again and again (a broken model file) is not restarted for ever. */
const restartsPerWindow = 3;
const restartWindowMs = 60_000;

export interface VisionEngineOptions {
  config: Config;
  /** Tests start a stand-in worker that speaks the same protocol. */
  workerUrl?: URL;
  /** Longest one photo may take before the worker counts as hung; default AI_TIMEOUT_MS, at least 60 s. */
  analyseTimeoutMs?: number;
  /** Called with each photo's stage timings (bench, logs). */
  onAnalysed?: (timings: AnalysisTimings) => void;
}

type Job = {
  task: VisionWorkerTask;
  transfer: ArrayBuffer[];
  timeoutMs: number;
  resolve: (response: VisionWorkerResponse & { ok: true }) => void;
  reject: (error: Error) => void;
};

/**
 * The local vision models in one worker thread, so loading and inference never block the API's
 * event loop. Photos queue here and go to the worker one at a time (inside, OCR and the tfjs models
 * already use both cores). A crashed or hung worker is replaced; the calls waiting on it fail with
 * a clear error instead of hanging.
 */
export function createVisionEngine(options: VisionEngineOptions): VisionEngine {
  const { config, workerUrl = defaultWorkerUrl, onAnalysed } = options;
  const analyseTimeoutMs = options.analyseTimeoutMs ?? Math.max(config.ai.timeoutMs, analyseTimeoutMinMs);
  const workerOptions: VisionWorkerOptions = { nsfwThreshold: config.ai.nsfwThreshold };

  let state: LocalModelsState = 'cold';
  let worker: Worker | undefined;
  let warming: Promise<void> | undefined;
  let isClosed = false;
  let nextId = 1;
  let running: (Job & { id: number; timer: NodeJS.Timeout }) | undefined;
  const queue: Job[] = [];
  const restarts: number[] = [];

  function startWorker(): Worker {
    const started = new Worker(workerUrl, { workerData: workerOptions });
    started.on('message', (response: VisionWorkerResponse) => settle(started, response));
    started.on('error', (error) => stopWorker(started, `vision worker crashed: ${error.message}`));
    started.on('exit', (code) => stopWorker(started, `vision worker exited with code ${code}`));
    return started;
  }

  function settle(from: Worker, response: VisionWorkerResponse) {
    if (from !== worker || !running || running.id !== response.id) return;
    const job = running;
    running = undefined;
    clearTimeout(job.timer);
    if (response.ok) job.resolve(response);
    else if (response.kind === 'unreadable_image')
      job.reject(new AppError('CORRUPT_MEDIA', response.message));
    else job.reject(new Error(`vision analysis failed: ${response.message}`));
    dispatch();
  }

  /** Every waiting call fails with the reason; the next call (or the restart) starts a fresh worker. */
  function stopWorker(stopped: Worker, reason: string, runningReason = reason) {
    if (stopped !== worker) return;
    worker = undefined;
    warming = undefined;
    const wasReady = state === 'ready';
    // A worker that dies while loading failed to load; one that dies later is replaced below.
    state = state === 'warming' ? 'failed' : 'cold';
    void stopped.terminate();
    if (running) {
      clearTimeout(running.timer);
      running.reject(new Error(runningReason));
      running = undefined;
    }
    for (const job of queue.splice(0)) job.reject(new Error(`${reason}; the request was not run`));
    if (!wasReady || isClosed) return;
    const now = Date.now();
    while (restarts.length > 0 && (restarts[0] ?? 0) < now - restartWindowMs) restarts.shift();
    if (restarts.length >= restartsPerWindow) {
      state = 'failed';
      return;
    }
    restarts.push(now);
    void warm().catch(() => {});
  }

  function dispatch() {
    if (running || !worker) return;
    const job = queue.shift();
    if (!job) return;
    const id = nextId++;
    const current = worker;
    const timer = setTimeout(() => {
      const message = `vision ${job.task.type} took longer than ${job.timeoutMs} ms; the worker was restarted`;
      stopWorker(current, 'vision worker restarted after a timeout', message);
    }, job.timeoutMs);
    running = { ...job, id, timer };
    const request: VisionWorkerRequest = { ...job.task, id };
    current.postMessage(request, job.transfer);
  }

  function enqueue(job: Omit<Job, 'resolve' | 'reject'>): Promise<VisionWorkerResponse & { ok: true }> {
    return new Promise((resolve, reject) => {
      if (isClosed) return reject(new Error('vision engine is closed'));
      // The worker stopped between warm() and this call, and is not being replaced.
      if (!worker) return reject(new Error('vision worker is not running; try again'));
      queue.push({ ...job, resolve, reject });
      dispatch();
    });
  }

  function warm(): Promise<void> {
    if (isClosed) return Promise.reject(new Error('vision engine is closed'));
    if (warming) return warming;
    state = 'warming';
    worker = startWorker();
    const timeoutMs = Math.max(warmTimeoutMinMs, analyseTimeoutMs);
    const current = enqueue({ task: { type: 'warm' }, transfer: [], timeoutMs }).then(
      () => {
        if (warming === current) state = 'ready';
      },
      (error: Error) => {
        if (warming === current) {
          state = 'failed';
          warming = undefined;
          const failed = worker;
          worker = undefined;
          void failed?.terminate();
          // Photos queued behind a restart's warm-up would otherwise wait for a worker that is gone.
          for (const job of queue.splice(0))
            job.reject(new Error('vision models failed to load; the request was not run'));
        }
        throw new Error(`vision models failed to load: ${error.message}`);
      },
    );
    warming = current;
    return current;
  }

  return {
    state: () => state,
    warm,
    async analyseImage(image: Buffer): Promise<ImageAnalysis> {
      await warm();
      // A copy is transferred: the caller's buffer may be a slice of a shared pool.
      const bytes = new Uint8Array(image);
      const response = await enqueue({
        task: { type: 'analyse', image: bytes },
        transfer: [bytes.buffer],
        timeoutMs: analyseTimeoutMs,
      });
      if (response.type !== 'analyse') throw new Error('vision worker answered with the wrong response');
      onAnalysed?.(response.timings);
      return response.analysis;
    },
    async close() {
      isClosed = true;
      const stopped = worker;
      if (stopped) stopWorker(stopped, 'vision engine closed');
      await stopped?.terminate();
    },
  };
}
