/**
 * A small weighted semaphore: at most `capacity` units of work run at once, the rest wait in order.
 * Image decoding is memory-heavy (a 12 MP HEIC takes about 430 MB), so parallel uploads queue here
 * instead of exhausting memory.
 */
export function createProcessingLimit(capacity: number) {
  let inUse = 0;
  const waiting: { weight: number; start: () => void }[] = [];

  const startWaiting = () => {
    while (waiting.length > 0) {
      const next = waiting[0];
      if (!next || inUse + next.weight > capacity) return;
      waiting.shift();
      inUse += next.weight;
      next.start();
    }
  };

  return {
    async run<T>(work: () => Promise<T>, weight = 1): Promise<T> {
      const units = Math.min(Math.max(1, weight), capacity);
      await new Promise<void>((resolve) => {
        waiting.push({ weight: units, start: resolve });
        startWaiting();
      });
      try {
        return await work();
      } finally {
        inUse -= units;
        startWaiting();
      }
    },
    get running() {
      return inUse;
    },
    get queued() {
      return waiting.length;
    },
  };
}
