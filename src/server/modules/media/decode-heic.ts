import { Worker } from 'node:worker_threads';

export interface RgbaImage {
  width: number;
  height: number;
  /** 4 bytes per pixel, row by row. */
  data: Uint8Array;
}

type DecoderAnswer =
  | { id: number; width: number; height: number; data: Uint8ClampedArray }
  | { id: number; error: string };

/**
 * Kept for a batch of uploads (compiling libheif costs about a second per thread), then ended so
 * its memory goes back to the system.
 */
const idleMs = 30_000;
const workerUrl = new URL('./heic-decode.worker.mjs', import.meta.url);

let worker: Worker | null = null;
let nextId = 1;
let idleTimer: NodeJS.Timeout | undefined;
const pending = new Map<number, { resolve: (image: RgbaImage) => void; reject: (error: Error) => void }>();

function failPending(error: Error) {
  for (const request of pending.values()) request.reject(error);
  pending.clear();
}

function startWorker(): Worker {
  const started = new Worker(workerUrl, { stdout: true, stderr: true });
  // libheif prints its own failures; the error reaches the caller anyway, so its chatter is dropped.
  started.stdout.resume();
  started.stderr.resume();
  // An idle decoder never keeps the process alive (tests, shutdown).
  started.unref();
  started.on('message', (answer: DecoderAnswer) => {
    const request = pending.get(answer.id);
    if (!request) return;
    pending.delete(answer.id);
    if ('error' in answer) request.reject(new Error(answer.error));
    else {
      const { data } = answer;
      request.resolve({
        width: answer.width,
        height: answer.height,
        data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      });
    }
    if (pending.size === 0) scheduleIdleStop();
  });
  started.on('error', (error) => failPending(error));
  started.on('exit', (code) => {
    if (worker === started) worker = null;
    failPending(new Error(`HEIC decoder stopped (exit ${code})`));
  });
  return started;
}

function scheduleIdleStop() {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (pending.size > 0 || !worker) return;
    const idle = worker;
    worker = null;
    void idle.terminate();
  }, idleMs);
  idleTimer.unref();
}

/**
 * Decodes the primary picture of a HEIC with heic-decode (libheif compiled to WebAssembly; sharp's
 * prebuilt libvips has no HEVC decoder) in a worker thread. HEIF transformations (rotation,
 * mirroring) are applied by libheif, so the pixels come out upright.
 */
export function decodeHeic(bytes: Buffer): Promise<RgbaImage> {
  clearTimeout(idleTimer);
  worker ??= startWorker();
  const id = nextId++;
  const answer = new Promise<RgbaImage>((resolve, reject) => pending.set(id, { resolve, reject }));
  worker.postMessage({ id, bytes });
  return answer;
}
