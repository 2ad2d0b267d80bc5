import type { Config } from '../../config/env';
import type { MediaDependencies } from './media-analysis.service';

/** Work started after a response was sent (analysis, alt text), and whether the app is stopping. */
interface BackgroundWork {
  running: Set<Promise<unknown>>;
  isStopping: boolean;
}

// Per app, not per process: the API tests run several apps in one process.
const workByConfig = new WeakMap<Config, BackgroundWork>();

function backgroundWorkOf(config: Config): BackgroundWork {
  const known = workByConfig.get(config);
  if (known) return known;
  const work: BackgroundWork = { running: new Set(), isStopping: false };
  workByConfig.set(config, work);
  return work;
}

/** Runs work the response does not wait for; the app waits for it before it closes the database. */
export function runInBackground(deps: Pick<MediaDependencies, 'config'>, work: Promise<unknown>): void {
  const { running } = backgroundWorkOf(deps.config);
  const tracked = work.catch(() => {}).finally(() => running.delete(tracked));
  running.add(tracked);
}

/**
 * True once the app has begun to stop: work that fails or is handed back now keeps the asset's
 * state ('generating'), and the next start resumes it instead of recording an error.
 */
export function isStoppingMediaWork(deps: Pick<MediaDependencies, 'config'>): boolean {
  return backgroundWorkOf(deps.config).isStopping;
}

/**
 * Shutdown (ADR 036): no new background work; the vision engine hands back the photos that wait and
 * lets the one it reads finish within `graceMs`; then every background write has settled, so the
 * database can close.
 */
export async function stopMediaBackgroundWork(
  deps: Pick<MediaDependencies, 'config' | 'ai'>,
  options: { graceMs: number },
): Promise<void> {
  const work = backgroundWorkOf(deps.config);
  work.isStopping = true;
  await deps.ai.vision.close({ graceMs: options.graceMs });
  while (work.running.size > 0) await Promise.allSettled([...work.running]);
}
