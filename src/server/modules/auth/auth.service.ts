import type { SessionUser } from '@shared/auth/auth.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import { presentSessionUser } from './auth.presenter';
import { findUserById } from './auth.repository';

/** What the auth services need, passed explicitly by the routes. */
export interface AuthContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Who is asking, as far as rate limits, sessions and mail language care. */
export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
  acceptLanguage: string | undefined;
}

export const sessionExpiredMessage = 'Your session has ended. Please sign in again.';

export async function getSessionUser(context: Pick<AuthContext, 'db'>, userId: string): Promise<SessionUser> {
  const user = await findUserById(context.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', sessionExpiredMessage);
  return presentSessionUser(user);
}

export function listAuthProviders(config: Config): { google: boolean } {
  return { google: config.google !== undefined };
}

/** A display name until the user picks one during onboarding: the part of the email before the @. */
export function displayNameFromEmail(email: string): string {
  return (email.split('@')[0] ?? email).slice(0, 60) || 'Kleinkram';
}
