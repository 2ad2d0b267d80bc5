import { parentPort, workerData } from 'node:worker_threads';
import {
  AnalysisInterruptedError,
  createImageAnalyser,
  type ImageAnalyser,
  UnreadableImageError,
} from './image-analyser';
import type {
  VisionWorkerOptions,
  VisionWorkerRequest,
  VisionWorkerResponse,
} from './vision-worker-protocol';

// Runs inside the vision worker thread (started by vision-engine.ts through vision-worker.entry.mjs).
const port = parentPort;
if (!port) throw new Error('vision.worker.ts must run in a worker thread');
const options = workerData as VisionWorkerOptions;

let analyser: Promise<ImageAnalyser> | undefined;
const loadAnalyser = () => {
  // A failed load is not kept: the next request tries again.
  analyser ??= createImageAnalyser({ nsfwThreshold: options.nsfwThreshold }).catch((error) => {
    analyser = undefined;
    throw error;
  });
  return analyser;
};

// The engine sends one request at a time; this chain keeps that true even if it did not.
let queue: Promise<unknown> = Promise.resolve();
/** The photo being read, so an interrupt can reach it. */
let reading: { id: number; controller: AbortController } | undefined;

port.on('message', (request: VisionWorkerRequest) => {
  if (request.type === 'interrupt') {
    if (reading?.id === request.id) reading.controller.abort();
    return;
  }
  queue = queue.then(() => handle(request)).then((response) => port.postMessage(response));
});

async function handle(
  request: Exclude<VisionWorkerRequest, { type: 'interrupt' }>,
): Promise<VisionWorkerResponse> {
  const started = performance.now();
  const controller = new AbortController();
  if (request.type === 'analyse') reading = { id: request.id, controller };
  try {
    const loaded = await loadAnalyser();
    if (request.type === 'warm')
      return { id: request.id, ok: true, type: 'warm', warmMs: performance.now() - started };
    const { analysis, timings } = await loaded.analyse(
      Buffer.from(request.image.buffer, request.image.byteOffset, request.image.byteLength),
      { signal: controller.signal },
    );
    return { id: request.id, ok: true, type: 'analyse', analysis, timings };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof UnreadableImageError)
      return { id: request.id, ok: false, kind: 'unreadable_image', message };
    if (error instanceof AnalysisInterruptedError)
      return { id: request.id, ok: false, kind: 'interrupted', message };
    return { id: request.id, ok: false, kind: 'failed', message };
  } finally {
    if (reading?.id === request.id) reading = undefined;
  }
}
