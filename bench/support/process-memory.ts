import { readFileSync } from 'node:fs';

/** Resident memory of a process in MB, read from /proc (Linux); null once it has gone. */
export function residentMegabytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kilobytes ? Number(kilobytes) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples the resident memory of processes every `intervalMs` until stopped. */
export function sampleMemory(pids: readonly number[], intervalMs = 5_000) {
  const samples: { at: number; megabytes: (number | null)[] }[] = [];
  const take = () => samples.push({ at: performance.now(), megabytes: pids.map(residentMegabytes) });
  take();
  const timer = setInterval(take, intervalMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
    },
  };
}
