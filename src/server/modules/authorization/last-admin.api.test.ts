import { errorResponseSchema } from '@shared/api/error.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.schema';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../test/isolated-database';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser } from '../../test/user-factory';

/**
 * Runs on a database of its own: the shared one always holds the demo admin and other files'
 * admins, so "the last admin" could never happen there.
 */
describe('the last admin', () => {
  let isolated: IsolatedDatabase;
  let context: TestContext;
  beforeAll(async () => {
    isolated = await createIsolatedDatabase();
    context = await createTestApp({ databaseUrl: isolated.url });
  });
  afterAll(async () => {
    await context?.close();
    await isolated?.drop();
  });

  const removeAdminRole = (userId: string, headers: { authorization: string }) =>
    context.app.inject({ method: 'DELETE', url: `/api/authorization/users/${userId}/roles/admin`, headers });
  const storedRoles = async (userId: string) => {
    const [row] = await context.database.db
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, userId));
    return row?.roles;
  };

  it('keeps at least one admin, even for a token that still claims a revoked admin role', async () => {
    const first = await createTestUser(context, { label: 'last-admin-first', roles: ['admin'] });
    const second = await createTestUser(context, { label: 'last-admin-second', roles: ['admin'] });

    // Two admins: the first may demote the second.
    expect((await removeAdminRole(second.id, first.headers)).statusCode).toBe(200);
    expect(await storedRoles(second.id)).toEqual([]);

    // Demoting the second ended their sessions at once (ADR 035): their token no longer works.
    expect((await removeAdminRole(first.id, second.headers)).statusCode).toBe(401);

    // A token that still claims admin (the roles were changed outside the app) meets the rule:
    // the first is now the last admin.
    const stale = await createTestUser(context, {
      label: 'last-admin-stale',
      roles: [],
      tokenRoles: ['admin'],
    });
    const response = await removeAdminRole(first.id, stale.headers);
    expect(response.statusCode).toBe(409);
    const body = errorResponseSchema.parse(response.json());
    expect(body.error.code).toBe('CONFLICT');
    expect(body.error.message).toMatch(/last admin/);
    expect(await storedRoles(first.id)).toEqual(['admin']);
  });
});
