import { existsSync, mkdirSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * The data dir with every symbolic link resolved (its parent is created when missing). PGlite
 * mounts the folder into its WebAssembly file system, which cannot start on a link
 * (`data -> /mnt/disk/kleinkram` failed with errno 44, ENOENT), though a link is how many set-ups
 * put the data on another disk. The owner lock uses the same path, so the link and its target
 * are one data dir to it.
 */
export function realDataDir(dataDir: string): string {
  const parent = path.dirname(path.resolve(dataDir));
  mkdirSync(parent, { recursive: true });
  return existsSync(dataDir)
    ? realpathSync(dataDir)
    : path.join(realpathSync(parent), path.basename(dataDir));
}
