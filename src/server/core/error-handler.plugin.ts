import type { ErrorResponse, FieldIssue } from '@shared/api/error.schema';
import type { ErrorCode } from '@shared/errors/error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { answerInfrastructureFailure } from './infrastructure-failure';
import { negotiateLanguage } from './request-language';
import { hasServerText, serverText } from './server-texts';

const codeByFastifyStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * A shared schema names a form message by key (`documentNumberFormat`), which the web translates
 * at the field; the API's own message says it in words, in the caller's language (ADR 087).
 * Anything that is no such key (zod's own English) is kept.
 */
function validationMessage(context: string, message: string | undefined, request: FastifyRequest): string {
  if (message && /^[a-z][A-Za-z]+$/.test(message)) {
    const language = negotiateLanguage(request.headers['accept-language']);
    const key = `server-validation:${message}` as const;
    if (hasServerText(key, language)) return serverText(key, language);
  }
  return `Invalid ${context}: ${message ?? ''}`.trim();
}

function body(code: ErrorCode, message: string, details?: ErrorResponse['error']['details']): ErrorResponse {
  return { error: { code, message, ...(details ? { details } : {}) } };
}

/** One place that turns every thrown error into the shared error shape; 5xx never leak internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A database restart or a full disk: 503/507 the caller can wait out, not a 500 (ADR 085).
    if (answerInfrastructureFailure(error, request, reply)) return reply;
    if (error instanceof AppError) {
      // NOT_CONFIGURED (an optional feature this deployment left off) is an answer, not a fault.
      if (error.statusCode >= 500 && error.code !== 'NOT_CONFIGURED') {
        request.log.error({ err: error }, error.message);
      }
      // Rate limits and locks say when to come back (seconds), as the header clients and proxies know.
      const retryAfterSeconds = error.details?.retryAfterSeconds;
      if (typeof retryAfterSeconds === 'number') {
        reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))));
      }
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'request';
      const issues: FieldIssue[] = error.validation.map((issue) => ({
        path: [context, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Invalid value',
        code: issue.keyword,
      }));
      return reply
        .status(400)
        .send(body('VALIDATION_FAILED', validationMessage(context, issues[0]?.message, request), { issues }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
      return reply.status(500).send(body('INTERNAL', 'Internal server error'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(status === 503 ? 503 : 500)
        .send(
          status === 503
            ? body('SERVICE_UNAVAILABLE', 'Service temporarily unavailable')
            : body('INTERNAL', 'Internal server error'),
        );
    }
    return reply.status(status).send(body(codeByFastifyStatus[status] ?? 'BAD_REQUEST', error.message));
  });
}

export function apiNotFound(method: string, url: string): ErrorResponse {
  return body('NOT_FOUND', `Route ${method} ${url.split('?')[0]} not found`);
}

/**
 * The router's own refusals (Fastify's `frameworkErrors`), which never reach the error handler: a
 * URL whose percent-encoding does not decode, or a path segment longer than the router takes. Both
 * are the client's fault, so a 400 in the one shape, without the (possibly huge) URL echoed back.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path segment of the URL is too long'
      : 'The URL is malformed (its percent-encoding does not decode)';
  return reply.status(400).send(body('BAD_REQUEST', message));
}
