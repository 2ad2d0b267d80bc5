import type { EndpointAccess } from '@shared/api/endpoint';
import { hasPermission, type Permission } from '@shared/authorization/permissions';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { AppError } from '../../core/app-error';
import type { AccessGuards } from '../../core/contract-routes';
import type { RequestAuth } from '../../core/request-auth';
import type { Db } from '../../db/database';
import { verifyAccessToken } from './access-token';
import { findEmailVerifiedAt } from './auth.repository';
import { isSessionOpen } from './session.service';

export type { RequestAuth };

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/**
 * The caller of a valid token whose session is still open: logout, a password reset or a role
 * change end it at once (ADR 035). Both the contract's guards and `requireAuth` come through here,
 * so every authenticated request costs one primary-key lookup of the session, in whichever process.
 */
async function callerOf(authSecret: string, request: FastifyRequest): Promise<RequestAuth | null> {
  const token = bearerToken(request);
  const payload = token ? await verifyAccessToken(authSecret, token) : null;
  if (!payload) return null;
  const isOpen = await isSessionOpen(request.server.deps.database.db, payload.sid, payload.sub);
  return isOpen ? { userId: payload.sub, roles: payload.roles } : null;
}

/** preHandler: a valid access token is required; its user id and roles land on `request.auth`. */
export function requireAuth(authSecret: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const caller = await callerOf(authSecret, request);
    if (!caller) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    request.auth = caller;
  };
}

/** The caller when a valid token comes along; a guest (or a stale token) is served as a guest. */
export function readOptionalSession(authSecret: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const caller = await callerOf(authSecret, request);
    if (caller) request.auth = caller;
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
    if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    const verifiedAt = await findEmailVerifiedAt(db, request.auth.userId);
    if (verifiedAt === undefined) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    if (verifiedAt === null) {
      throw new AppError('EMAIL_NOT_VERIFIED', 'Please confirm your email address first');
    }
  };
}

/**
 * The guards for each access rule of the contract (ADR 033): the token first, then the confirmed
 * email, then the permission, so the answer names the first thing missing.
 */
export function createAccessGuards(authSecret: string, db: Db): AccessGuards {
  const authenticate = requireAuth(authSecret);
  const optionalSession = readOptionalSession(authSecret);
  const verifiedEmail = requireVerifiedEmail(db);
  return (access: EndpointAccess): preValidationHookHandler[] => {
    switch (access.kind) {
      case 'public':
        return [];
      case 'optional-session':
        return [optionalSession];
      case 'signed-in':
        return access.needsVerifiedEmail ? [authenticate, verifiedEmail] : [authenticate];
      case 'permission':
        return [
          authenticate,
          ...(access.needsVerifiedEmail ? [verifiedEmail] : []),
          requirePermission(access.permission),
        ];
    }
  };
}
