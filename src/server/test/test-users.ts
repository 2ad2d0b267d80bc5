import { randomInt, randomUUID } from 'node:crypto';
import { type TokenPair, tokenPairResponseSchema } from '@shared/auth/auth.schema';
import { findUserByEmail, insertUser, markEmailVerified } from '../modules/auth/auth.repository';
import { hashPassword } from '../modules/auth/password';
import type { TestContext } from './test-app';

/** An address no other test uses, so test files stay independent on the shared database. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 12)}@example.com`;
}

/**
 * A client address of its own (pass as `remoteAddress` to `app.inject`), so per-IP limits of one
 * test never affect another.
 */
export function uniqueIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** Creates an account directly (no mail, no limits); confirmed unless `isVerified: false`. */
export async function createTestUser(
  context: TestContext,
  options: { email?: string; password?: string; isVerified?: boolean } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? `password-${randomUUID()}`;
  const db = context.database.db;
  await insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    displayName: email.split('@')[0] ?? email,
  });
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`could not create test user ${email}`);
  if (options.isVerified !== false) await markEmailVerified(db, user.id, new Date());
  return { id: user.id, email, password };
}

/** Signs in through the API and returns the token pair; throws with the answer when it fails. */
export async function signIn(
  context: TestContext,
  user: { email: string; password: string },
  extra: { otp?: string; recoveryCode?: string; rememberMe?: boolean } = {},
): Promise<TokenPair> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: uniqueIp(),
    payload: { email: user.email, password: user.password, ...extra },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return tokenPairResponseSchema.parse(response.json()).data;
}

export const bearer = (tokens: { accessToken: string }) => ({
  authorization: `Bearer ${tokens.accessToken}`,
});
