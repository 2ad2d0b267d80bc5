import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { users } from '../db/schema/users.schema';
import { signAccessToken } from '../modules/auth/access-token';
import { startSession } from '../modules/auth/session.service';
import type { TestContext } from './test-app';

export const testUserPassword = 'test-user-password-123';
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: string;
  email: string;
  displayName: string;
  roles: string[];
  accessToken: string;
  /** `{ authorization: 'Bearer …' }`, ready for `app.inject`. */
  headers: { authorization: string };
}

export interface TestUserOptions {
  roles?: string[];
  /** Roles the access token claims, when a test needs them to differ from the stored ones. */
  tokenRoles?: string[];
  /** Part of the generated, unique email: `<label>-<uuid>@test.kleinkram.local`. */
  label?: string;
  displayName?: string;
  rolloutCohort?: string | null;
  isEmailVerified?: boolean;
}

/** Inserts a user (password `testUserPassword`), starts a session and signs an access token of it. */
export async function createTestUser(context: TestContext, options: TestUserOptions = {}): Promise<TestUser> {
  passwordHash ??= hash(testUserPassword);
  const roles = options.roles ?? ['buyer'];
  const email = `${options.label ?? 'user'}-${randomUUID()}@test.kleinkram.local`;
  const displayName = options.displayName ?? `Test ${options.label ?? 'user'}`;
  const [row] = await context.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await passwordHash,
      roles,
      displayName,
      rolloutCohort: options.rolloutCohort ?? null,
      emailVerifiedAt: options.isEmailVerified === false ? null : new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('test user was not inserted');
  const now = new Date();
  const sessionId = await startSession(context.database.db, row.id, new Date(now.getTime() + 3_600_000), now);
  const { token } = await signAccessToken(context.app.deps.config.authSecret, {
    userId: row.id,
    roles: options.tokenRoles ?? roles,
    sessionId,
  });
  return {
    id: row.id,
    email,
    displayName,
    roles,
    accessToken: token,
    headers: { authorization: `Bearer ${token}` },
  };
}
