import type { ErrorResponse } from '@shared/api/error.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from './database-unavailable';
import { objectStorageFaultOf } from './object-storage-failure';
import { RateLimitCountFailed } from './rate-limit/count-failure';
import { isStorageFull } from './storage-full';

/**
 * A fault outside our code that the caller can wait out: the database restarting or unreachable, or
 * the rate-limit store unable to count, an object store asking to slow down (503, Retry-After), or
 * a full disk, bucket or quota (507). Null for anything else (ADR 085, ADR 087).
 */
export function infrastructureFailureOf(error: unknown): AppError | null {
  if (error instanceof AppError) return null;
  // Redis or the counters' table away: the abuse-prone endpoint refuses rather than go unlimited.
  if (isDatabaseUnavailable(error) || error instanceof RateLimitCountFailed) {
    return new AppError(
      'SERVICE_UNAVAILABLE',
      'The database (or another service the server needs) is not reachable right now; please try again shortly.',
      {
        retryAfterSeconds: databaseRetryAfterSeconds,
      },
    );
  }
  const objectStorageFault = objectStorageFaultOf(error);
  if (isStorageFull(error) || objectStorageFault === 'full') {
    return new AppError('STORAGE_FULL', 'There is no storage space left on the server; nothing was saved.');
  }
  if (objectStorageFault === 'busy') {
    return new AppError(
      'SERVICE_UNAVAILABLE',
      'The file storage is busy right now; please try again shortly.',
      {
        retryAfterSeconds: databaseRetryAfterSeconds,
      },
    );
  }
  return null;
}

/**
 * Answers such a fault with its code and a translated-by-code message, never the driver's text or
 * a stack; logged as a warning (the operator's signal is the database or the disk, not this
 * request). False when the error is something else, for the error handler to go on with.
 */
export function answerInfrastructureFailure(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  const failure = infrastructureFailureOf(error);
  if (!failure) return false;
  request.log.warn({ err: error, code: failure.code }, failure.message);
  const retryAfterSeconds = failure.details?.retryAfterSeconds;
  if (typeof retryAfterSeconds === 'number') reply.header('retry-after', String(retryAfterSeconds));
  const response: ErrorResponse = { error: { code: failure.code, message: failure.message } };
  reply.status(failure.statusCode).send(response);
  return true;
}
