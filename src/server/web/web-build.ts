import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompressDirectory } from './precompress';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
export const webOutDir = path.join(projectRoot, 'dist/web');
const stampFile = path.join(webOutDir, '.build-stamp');
const inputs = ['src/web', 'src/shared', 'index.html', 'vite.config.ts', 'package-lock.json', 'public'];

/** A hash of every file the web build reads, so `npm start` rebuilds only when something changed. */
export function hashWebInputs(): string {
  const hash = createHash('sha256');
  const visit = (target: string) => {
    if (!existsSync(target)) return;
    if (statSync(target).isDirectory()) {
      for (const entry of readdirSync(target).sort()) {
        if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
        visit(path.join(target, entry));
      }
      return;
    }
    hash.update(path.relative(projectRoot, target));
    hash.update(readFileSync(target));
  };
  for (const input of inputs) visit(path.join(projectRoot, input));
  return hash.digest('hex');
}

export function isWebBuildCurrent(): boolean {
  if (!existsSync(path.join(webOutDir, 'index.html')) || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8').trim() === hashWebInputs();
}

export async function buildWeb(): Promise<void> {
  const { build } = await import('vite');
  await build({ root: projectRoot, configFile: path.join(projectRoot, 'vite.config.ts'), logLevel: 'warn' });
  precompressDirectory(webOutDir);
  writeFileSync(stampFile, hashWebInputs());
}

export async function ensureWebBuild(log: (message: string) => void): Promise<void> {
  if (isWebBuildCurrent()) return;
  log('Building the web app (missing or stale)...');
  const startedAt = Date.now();
  await buildWeb();
  log(`Web app built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}
