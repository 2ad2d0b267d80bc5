import type { FastifyBaseLogger } from 'fastify';
import { resumeAltTextGeneration } from './media-alt-text.service';
import type { MediaDependencies } from './media-analysis.service';
import { isStoppingMediaWork } from './media-background-work';

/** A database that is not reachable yet at start (the app serves anyway) is asked again later. */
const retryDelaysMs = [2_000, 5_000, 15_000, 30_000, 60_000];

/**
 * At start (ADR 036): picks up the work the last run did not finish, whether it stopped, crashed
 * or was killed. Runs beside the API; a failure is logged and retried until it succeeds or the app
 * stops.
 */
export function resumeInterruptedMediaWork(deps: MediaDependencies, log: FastifyBaseLogger): void {
  const attempt = async (retries: number): Promise<void> => {
    if (isStoppingMediaWork(deps)) return;
    try {
      const resumed = await resumeAltTextGeneration(deps, log);
      if (resumed > 0) log.info({ resumed }, 'resuming alt texts the last run did not finish');
    } catch (error) {
      const delayMs = retryDelaysMs[Math.min(retries, retryDelaysMs.length - 1)] ?? 60_000;
      log.warn(
        { err: error },
        `interrupted media work could not be resumed: ${(error as Error).message}; retrying in ${delayMs / 1000} s`,
      );
      setTimeout(() => void attempt(retries + 1), delayMs).unref();
    }
  };
  void attempt(0);
}
