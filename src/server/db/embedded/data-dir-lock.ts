import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { realDataDir } from './real-data-dir';

/**
 * PGlite has no postmaster to refuse a second opener: the postmaster.pid it writes names PID -42
 * and is ignored on the next start (after a SIGKILL it stays behind, harmlessly). Two processes on
 * one data dir would both write it and corrupt it, so whoever opens it (the app's embedded server,
 * db:backup, db:restore) leaves its real PID beside it (`db.owner.pid` next to `db/`: inside, a
 * file would make a fresh dir look non-empty to initdb) and a live owner keeps everyone else out.
 */
const lockFileOf = (dataDir: string) => `${realDataDir(dataDir)}.owner.pid`;

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running Kleinkram app or ` +
        'database script). Stop it first; if no such process runs, delete ' +
        `${lockFileOf(dataDir)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims `dataDir` for this process; a stale claim of a process that died (SIGKILL) is taken over. */
export function claimDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  let owner: number | undefined;
  try {
    owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    owner = undefined;
  }
  if (owner && owner !== process.pid && isAlive(owner)) throw new DataDirInUseError(dataDir, owner);
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (Number.parseInt(readFileSync(file, 'utf8'), 10) === process.pid) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}

/**
 * Claims `dataDir`, waiting up to `waitMs` for a live owner to finish: a restart (`npm run dev`'s
 * watch mode, a supervisor) can start the new server while the old one still checkpoints.
 */
export async function claimDataDirWhenFree(dataDir: string, waitMs: number): Promise<() => void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return claimDataDir(dataDir);
    } catch (error) {
      if (!(error instanceof DataDirInUseError) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
