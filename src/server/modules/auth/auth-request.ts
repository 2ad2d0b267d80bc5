import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../../core/app-instance';
import type { AuthContext, RequestMeta } from './auth.service';

/** The dependencies an auth service call gets, from the app and the request (for its logger). */
export function authContextOf(deps: AppDependencies, request: FastifyRequest): AuthContext {
  return {
    db: deps.database.db,
    config: deps.config,
    mailer: deps.mailer,
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

/** Tokens, secrets and recovery codes: no browser or proxy cache may keep the answer. */
export function forbidCaching(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}
