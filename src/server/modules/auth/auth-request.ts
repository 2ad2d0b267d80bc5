import { errorResponseSchema } from '@shared/api/error.schema';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../core/app-instance';
import type { AuthContext, RequestMeta } from './auth.service';

/** The dependencies an auth service call gets, from the app and the request (for its logger). */
export function authContextOf(app: AppInstance, request: FastifyRequest): AuthContext {
  return {
    db: app.deps.database.db,
    config: app.deps.config,
    mailer: app.deps.mailer,
    log: request.log,
  };
}

export function requestMetaOf(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    acceptLanguage: request.headers['accept-language'],
  };
}

/** The error shape under each listed status, for a route's response schema. */
export function errorResponses<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}
