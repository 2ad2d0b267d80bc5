import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission, type Permission } from '@shared/authorization/permissions';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { verifyAccessToken } from './access-token';
import { findEmailVerifiedAt } from './auth.repository';

export interface RequestAuth {
  userId: string;
  roles: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAuth`; absent on public routes. */
    auth?: RequestAuth;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/** preHandler: a valid access token is required; its user id and roles land on `request.auth`. */
export function requireAuth(authSecret: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const payload = token ? await verifyAccessToken(authSecret, token) : null;
    if (!payload) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    request.auth = { userId: payload.sub, roles: payload.roles };
  };
}

/** preHandler to run after `requireAuth`: the caller's roles must grant the permission. */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    if (!hasPermission(request.auth.roles, permission)) {
      throw new AppError('FORBIDDEN', 'You are not allowed to do this');
    }
  };
}

/**
 * preHandler to run after `requireAuth`: the caller must have confirmed their email address
 * (spec §5: before listing or buying). Looked up on every call, so confirming takes effect at once.
 */
export function requireVerifiedEmail(db: Db) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const auth = authOf(request);
    const verifiedAt = await findEmailVerifiedAt(db, auth.userId);
    if (verifiedAt === undefined) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    if (verifiedAt === null) {
      throw new AppError('EMAIL_NOT_VERIFIED', 'Please confirm your email address first');
    }
  };
}

/** The authenticated caller of a route guarded by `requireAuth`. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return request.auth;
}

/** The guards of every selling route: signed in, email confirmed (spec §5), allowed to sell. */
export function sellerGuards(authSecret: string, db: Db) {
  return [requireAuth(authSecret), requireVerifiedEmail(db), requirePermission('listings:sell')];
}
