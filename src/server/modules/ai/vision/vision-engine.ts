import { Worker } from 'node:worker_threads';
import type { Config } from '../../../config/env';
import { AppError } from '../../../core/app-error';
import type { AnalysisRequest, ImageAnalysis, LocalModelsState, VisionEngine } from '../ai-engine';
import { createFairQueue, type QueuePlacement } from './fair-queue';
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
/**
 * A background photo still being read this long after it started, while a draft waits, is stopped
 * and read again later (ADR 036). Ordinary photos take about a second, so they are never stopped;
 * a photo of noise would hold the draft for its whole OCR time limit.
 */
const interruptBackgroundAfterMs = 3_000;

export interface VisionEngineOptions {
  config: Config;
  /** Tests start a stand-in worker that speaks the same protocol. */
  workerUrl?: URL;
  /** Longest one photo may take before the worker counts as hung; default AI_TIMEOUT_MS, at least 60 s. */
  analyseTimeoutMs?: number;
  /** Called with each photo's stage timings (bench, logs). */
  onAnalysed?: (timings: AnalysisTimings) => void;
  /** Tests shorten it; default 3 s. */
  interruptBackgroundAfterMs?: number;
}

type Job = {
  task: VisionWorkerTask;
  timeoutMs: number;
  resolve: (response: VisionWorkerResponse & { ok: true }) => void;
  reject: (error: Error) => void;
  /** Where a photo queues (none for the warm-up). */
  placement?: QueuePlacement;
  /** Stopped once for a draft already: it is never stopped again. */
  wasInterrupted?: boolean;
};

type RunningJob = Job & {
  id: number;
  timer: NodeJS.Timeout;
  startedAt: number;
  isInterrupting: boolean;
  done: Promise<void>;
  markDone: () => void;
};

/** An `analyseImage` call from its start (it may still wait for the warm-up) until it settles. */
type WaitingCall = { isUrgent: boolean };

/**
 * The local vision models in one worker thread, so loading and inference never block the API's
 * event loop. Photos queue here and go to the worker one at a time (inside, OCR and the tfjs models
 * already use both cores), in turns between accounts, a draft's photos first (ADR 036). A crashed
 * or hung worker is replaced: the photo it was reading fails with a clear error, the photos still
 * waiting go to the replacement.
 */
export function createVisionEngine(options: VisionEngineOptions): VisionEngine {
  const { config, workerUrl = defaultWorkerUrl, onAnalysed } = options;
  const analyseTimeoutMs = options.analyseTimeoutMs ?? Math.max(config.ai.timeoutMs, analyseTimeoutMinMs);
  const interruptAfterMs = options.interruptBackgroundAfterMs ?? interruptBackgroundAfterMs;
  const workerOptions: VisionWorkerOptions = { nsfwThreshold: config.ai.nsfwThreshold };

  let state: LocalModelsState = 'cold';
  let worker: Worker | undefined;
  let warming: Promise<void> | undefined;
  let isClosed = false;
  let nextId = 1;
  let running: RunningJob | undefined;
  /** A new worker loads its models before it reads any photo. */
  let pendingWarm: Job | undefined;
  const queue = createFairQueue<Job>();
  const waitingCalls = new Map<string, Set<WaitingCall>>();
  const restarts: number[] = [];
  let interruptTimer: NodeJS.Timeout | undefined;

  const rejectWaiting = (message: string) => {
    const waiting = pendingWarm ? [pendingWarm, ...queue.drain()] : queue.drain();
    pendingWarm = undefined;
    for (const job of waiting) job.reject(new Error(message));
  };

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
    job.markDone();
    if (!response.ok && response.kind === 'interrupted' && job.placement) {
      const { task, timeoutMs, resolve, reject, placement } = job;
      if (isClosed) reject(new Error('vision engine closed; the analysis was handed back'));
      // First of its account's work again, after the draft's photos; its account's turn is spent.
      else
        queue.returnToFront({ task, timeoutMs, resolve, reject, placement, wasInterrupted: true }, placement);
    } else if (response.ok) job.resolve(response);
    else if (response.kind === 'unreadable_image')
      job.reject(new AppError('CORRUPT_MEDIA', response.message));
    else job.reject(new Error(`vision analysis failed: ${response.message}`));
    dispatch();
  }

  /**
   * The running call fails with the reason. The waiting ones go to the replacement when the worker
   * is restarted (one account's photo that hangs the worker must not fail everyone's), and fail
   * too when it is not.
   */
  function stopWorker(stopped: Worker, reason: string, runningReason = reason) {
    if (stopped !== worker) return;
    worker = undefined;
    warming = undefined;
    const wasReady = state === 'ready';
    // A worker that dies while loading failed to load; one that dies later is replaced below.
    state = state === 'warming' ? 'failed' : 'cold';
    void stopped.terminate();
    clearTimeout(interruptTimer);
    if (running) {
      clearTimeout(running.timer);
      running.markDone();
      running.reject(new Error(runningReason));
      running = undefined;
    }
    const notRun = `${reason}; the request was not run`;
    if (!wasReady || isClosed) return rejectWaiting(notRun);
    const now = Date.now();
    while (restarts.length > 0 && (restarts[0] ?? 0) < now - restartWindowMs) restarts.shift();
    if (restarts.length >= restartsPerWindow) {
      state = 'failed';
      return rejectWaiting(notRun);
    }
    restarts.push(now);
    void warm().catch(() => {});
  }

  function dispatch() {
    if (running || !worker) return;
    const queued = pendingWarm ? undefined : queue.next();
    // The lane it was taken from: a draft may have promoted it while it waited.
    const job = pendingWarm ?? (queued ? { ...queued.item, placement: queued.placement } : undefined);
    pendingWarm = undefined;
    if (!job) return;
    const id = nextId++;
    const current = worker;
    const timer = setTimeout(() => {
      const message = `vision ${job.task.type} took longer than ${job.timeoutMs} ms; the worker was restarted`;
      stopWorker(current, 'vision worker restarted after a timeout', message);
    }, job.timeoutMs);
    let markDone = () => {};
    const done = new Promise<void>((resolve) => {
      markDone = resolve;
    });
    running = { ...job, id, timer, startedAt: Date.now(), isInterrupting: false, done, markDone };
    const request: VisionWorkerRequest = { ...job.task, id };
    // Copied, not transferred: an interrupted photo is sent again (a zoom variant is a few hundred KB).
    current.postMessage(request);
    scheduleInterrupt();
  }

  const isInterruptible = (job: RunningJob) =>
    job.task.type === 'analyse' &&
    job.placement?.lane === 'background' &&
    !job.wasInterrupted &&
    !job.isInterrupting;

  /** While a draft's photo waits, a background photo that runs long is stopped and read later. */
  function scheduleInterrupt() {
    const current = running;
    if (!current || !queue.hasUrgent || !isInterruptible(current)) return;
    clearTimeout(interruptTimer);
    interruptTimer = setTimeout(
      () => {
        if (running !== current || !worker || !queue.hasUrgent || !isInterruptible(current)) return;
        current.isInterrupting = true;
        const request: VisionWorkerRequest = { type: 'interrupt', id: current.id };
        worker.postMessage(request);
      },
      Math.max(0, current.startedAt + interruptAfterMs - Date.now()),
    );
    interruptTimer.unref();
  }

  function enqueue(
    job: Omit<Job, 'resolve' | 'reject'>,
    placement: QueuePlacement | 'warm',
  ): Promise<VisionWorkerResponse & { ok: true }> {
    return new Promise((resolve, reject) => {
      if (isClosed) return reject(new Error('vision engine is closed'));
      // The worker stopped between warm() and this call, and is not being replaced.
      if (!worker) return reject(new Error('vision worker is not running; try again'));
      if (placement === 'warm') pendingWarm = { ...job, resolve, reject };
      else queue.push({ ...job, resolve, reject, placement }, placement);
      dispatch();
      scheduleInterrupt();
    });
  }

  /** Registers a call for `prioritise` while it waits for the warm-up and its turn. */
  function trackWaiting(key: string | undefined, call: WaitingCall): () => void {
    if (!key) return () => {};
    const calls = waitingCalls.get(key) ?? new Set<WaitingCall>();
    calls.add(call);
    waitingCalls.set(key, calls);
    return () => {
      calls.delete(call);
      if (calls.size === 0) waitingCalls.delete(key);
    };
  }

  function warm(): Promise<void> {
    if (isClosed) return Promise.reject(new Error('vision engine is closed'));
    if (warming) return warming;
    state = 'warming';
    worker = startWorker();
    const timeoutMs = Math.max(warmTimeoutMinMs, analyseTimeoutMs);
    const current = enqueue({ task: { type: 'warm' }, timeoutMs }, 'warm').then(
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
          rejectWaiting('vision models failed to load; the request was not run');
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
    async analyseImage(image: Buffer, request: AnalysisRequest = {}): Promise<ImageAnalysis> {
      const call: WaitingCall = { isUrgent: request.isUrgent === true };
      const untrack = trackWaiting(request.key, call);
      try {
        await warm();
        // Its own bytes: the caller's buffer may be a slice of a shared pool.
        const bytes = new Uint8Array(image);
        const response = await enqueue(
          { task: { type: 'analyse', image: bytes }, timeoutMs: analyseTimeoutMs },
          {
            account: request.account ?? '',
            lane: call.isUrgent ? 'urgent' : 'background',
            ...(request.key ? { key: request.key } : {}),
          },
        );
        if (response.type !== 'analyse') throw new Error('vision worker answered with the wrong response');
        onAnalysed?.(response.timings);
        return response.analysis;
      } finally {
        untrack();
      }
    },
    prioritise(key: string) {
      // A call still waiting for the warm-up joins the urgent lane when it queues.
      for (const call of waitingCalls.get(key) ?? []) call.isUrgent = true;
      // The photo being read is now the one a draft waits for: it is not stopped.
      if (running?.placement?.key === key) running.placement = { ...running.placement, lane: 'urgent' };
      queue.promote(key);
      scheduleInterrupt();
    },
    async close(options = {}) {
      isClosed = true;
      // Handed back: the callers keep their work's state and run it again after the next start.
      for (const job of queue.drain()) {
        job.reject(new Error('vision engine closed; the analysis was handed back'));
      }
      const stopped = worker;
      if (!stopped) return;
      const current = running;
      const graceMs = options.graceMs ?? 0;
      if (current?.task.type === 'analyse' && graceMs > 0) {
        let timer: NodeJS.Timeout | undefined;
        const graceOver = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, graceMs);
        });
        await Promise.race([current.done, graceOver]);
        clearTimeout(timer);
      }
      stopWorker(stopped, 'vision engine closed');
      await stopped.terminate();
    },
  };
}
