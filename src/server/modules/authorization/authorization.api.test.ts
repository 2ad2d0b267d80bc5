import { randomBytes, randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import {
  rolesResponseSchema,
  userResponseSchema,
  usersResponseSchema,
} from '@shared/authorization/authorization.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

/** Lower-case letters only, so it survives email normalisation and never looks like a uuid. */
const uniqueWord = (prefix: string) =>
  prefix + Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

describe('authorization', () => {
  let context: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    context = await createTestApp();
    admin = await createTestUser(context, { label: 'authz-admin', roles: ['admin', 'buyer'] });
  });
  afterAll(() => context.close());

  const searchUsers = async (query: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/authorization/users?q=${encodeURIComponent(query)}`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return usersResponseSchema.parse(response.json()).data.users;
  };
  const assignRole = (userId: string, roleId: string, caller = admin) =>
    context.app.inject({
      method: 'POST',
      url: `/api/authorization/users/${userId}/roles`,
      headers: caller.headers,
      payload: { roleId },
    });
  const removeRole = (userId: string, roleId: string, caller = admin) =>
    context.app.inject({
      method: 'DELETE',
      url: `/api/authorization/users/${userId}/roles/${roleId}`,
      headers: caller.headers,
    });
  const storedRoles = async (userId: string) => {
    const [row] = await context.database.db
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, userId));
    return row?.roles;
  };

  it('lists the four roles with English and German names and descriptions', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/authorization/roles',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const { roles } = rolesResponseSchema.parse(response.json()).data;
    expect(roles.map((role) => role.id)).toEqual(['buyer', 'seller', 'moderator', 'admin']);
    for (const role of roles) {
      for (const text of [role.name.en, role.name.de, role.description.en, role.description.de]) {
        expect(text.trim()).not.toBe('');
      }
    }
  });

  describe('user search', () => {
    it('finds users by display name or email, case-insensitively, most relevant first', async () => {
      const word = uniqueWord('q');
      const contains = await createTestUser(context, { label: 'authz-search', displayName: `Anna ${word}` });
      const exact = await createTestUser(context, { label: 'authz-search', displayName: word });
      const byEmail = await createTestUser(context, { label: `authz-${word}` });
      const prefix = await createTestUser(context, { label: 'authz-search', displayName: `${word} Maier` });
      await createTestUser(context, { label: 'authz-search', displayName: 'Somebody Else' });

      const found = await searchUsers(word.toUpperCase());
      expect(found).toHaveLength(4);
      expect(found.slice(0, 2).map((user) => user.id)).toEqual([exact.id, prefix.id]);
      expect(new Set(found.slice(2).map((user) => user.id))).toEqual(new Set([contains.id, byEmail.id]));
      expect(found[0]).toMatchObject({
        email: exact.email,
        displayName: word,
        roles: ['buyer'],
        isEmailVerified: true,
      });

      const byFullEmail = await searchUsers(byEmail.email.toUpperCase());
      expect(byFullEmail[0]?.id).toBe(byEmail.id);
    });

    it('tolerates a typo in a name', async () => {
      const word = uniqueWord('z');
      const user = await createTestUser(context, { label: 'authz-typo', displayName: `Quenzberg ${word}` });
      const found = await searchUsers(`Quenzburg ${word}`);
      expect(found.map((match) => match.id)).toContain(user.id);
    });

    it('answers at most 50 users, ordered by email within equal relevance', async () => {
      const word = uniqueWord('m');
      await Promise.all(
        Array.from({ length: 53 }, () =>
          createTestUser(context, { label: 'authz-many', displayName: `Many ${word}` }),
        ),
      );
      const found = await searchUsers(word);
      expect(found).toHaveLength(50);
      const emails = found.map((user) => user.email);
      expect(emails).toEqual([...emails].sort());
    });

    it('treats LIKE wildcards literally', async () => {
      expect(await searchUsers('%%%')).toEqual([]);
      expect(await searchUsers('___')).toEqual([]);
    });

    it('lists users by email when the query is empty', async () => {
      const found = await searchUsers('');
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(50);
      const emails = found.map((user) => user.email);
      expect(emails).toEqual([...emails].sort());
    });

    it('rejects an overlong query', async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/authorization/users?q=${'a'.repeat(101)}`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('assigning and removing roles', () => {
    it('assigns a role once, however often it is asked', async () => {
      const user = await createTestUser(context, { label: 'authz-assign', roles: ['buyer'] });
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await assignRole(user.id, 'seller');
        expect(response.statusCode).toBe(200);
        expect(userResponseSchema.parse(response.json()).data.user.roles).toEqual(['buyer', 'seller']);
      }
      expect(await storedRoles(user.id)).toEqual(['buyer', 'seller']);
    });

    it('removes a role, and removing a role the user lacks changes nothing', async () => {
      const user = await createTestUser(context, { label: 'authz-remove', roles: ['buyer', 'seller'] });
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await removeRole(user.id, 'seller');
        expect(response.statusCode).toBe(200);
        expect(userResponseSchema.parse(response.json()).data.user.roles).toEqual(['buyer']);
      }
    });

    it('treats stored role names case-insensitively', async () => {
      const user = await createTestUser(context, { label: 'authz-case', roles: ['Seller'] });
      expect(userResponseSchema.parse((await assignRole(user.id, 'seller')).json()).data.user.roles).toEqual([
        'Seller',
      ]);
      expect(userResponseSchema.parse((await removeRole(user.id, 'seller')).json()).data.user.roles).toEqual(
        [],
      );
    });

    it('answers 404 for an unknown user and 400 for an unknown role or a malformed id', async () => {
      const unknown = randomUUID();
      for (const response of [await assignRole(unknown, 'seller'), await removeRole(unknown, 'seller')]) {
        expect(response.statusCode).toBe(404);
        expect(errorResponseSchema.parse(response.json()).error.code).toBe('NOT_FOUND');
      }
      const user = await createTestUser(context, { label: 'authz-invalid' });
      expect((await assignRole(user.id, 'superuser')).statusCode).toBe(400);
      expect((await removeRole(user.id, 'superuser')).statusCode).toBe(400);
      expect((await assignRole('not-a-uuid', 'seller')).statusCode).toBe(400);
      const extra = await context.app.inject({
        method: 'POST',
        url: `/api/authorization/users/${user.id}/roles`,
        headers: admin.headers,
        payload: { roleId: 'seller', permanent: true },
      });
      expect(extra.statusCode).toBe(400);
    });

    it('never lets an admin remove their own admin role', async () => {
      const self = await createTestUser(context, { label: 'authz-self', roles: ['admin', 'seller'] });
      const response = await removeRole(self.id, 'admin', self);
      expect(response.statusCode).toBe(409);
      const body = errorResponseSchema.parse(response.json());
      expect(body.error.code).toBe('CONFLICT');
      expect(body.error.message).toMatch(/your own admin role/);
      expect(await storedRoles(self.id)).toEqual(['admin', 'seller']);

      const ownSellerRole = await removeRole(self.id, 'seller', self);
      expect(ownSellerRole.statusCode).toBe(200);
      expect(await storedRoles(self.id)).toEqual(['admin']);
    });

    it('lets an admin remove another admin’s admin role while other admins remain', async () => {
      const other = await createTestUser(context, { label: 'authz-other-admin', roles: ['admin', 'buyer'] });
      const response = await removeRole(other.id, 'admin');
      expect(response.statusCode).toBe(200);
      expect(await storedRoles(other.id)).toEqual(['buyer']);
    });
  });

  describe('rollout cohort', () => {
    const putCohort = (userId: string, cohort: unknown) =>
      context.app.inject({
        method: 'PUT',
        url: `/api/authorization/users/${userId}/cohort`,
        headers: admin.headers,
        payload: { cohort },
      });

    it('puts a user into a cohort, trimmed, and takes them out with null', async () => {
      const user = await createTestUser(context, { label: 'authz-cohort' });
      const joined = await putCohort(user.id, ' pilot ');
      expect(joined.statusCode).toBe(200);
      expect(userResponseSchema.parse(joined.json()).data.user.rolloutCohort).toBe('pilot');
      const left = await putCohort(user.id, null);
      expect(userResponseSchema.parse(left.json()).data.user.rolloutCohort).toBeNull();
    });

    it('answers 404 for an unknown user and 400 for a blank or missing cohort', async () => {
      expect((await putCohort(randomUUID(), 'pilot')).statusCode).toBe(404);
      const user = await createTestUser(context, { label: 'authz-cohort-invalid' });
      expect((await putCohort(user.id, '  ')).statusCode).toBe(400);
      expect((await putCohort(user.id, undefined)).statusCode).toBe(400);
    });
  });
});
