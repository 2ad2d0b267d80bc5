import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import {
  type FeatureFlagKey,
  featureFlagAssignmentResponseSchema,
  featureFlagAssignmentsResponseSchema,
  featureFlagsResponseSchema,
} from '@shared/feature-flags/feature-flag.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

/*
 * Global assignments reach every user of the shared test database, so each test here uses its
 * own key or its own users, and global assignments are deleted again before the test ends.
 */
describe('feature flags', () => {
  let context: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    context = await createTestApp();
    admin = await createTestUser(context, { label: 'flags-admin', roles: ['admin'] });
  });
  afterAll(() => context.close());

  const myFlags = async (user: TestUser) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/feature-flags/me',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    return featureFlagsResponseSchema.parse(response.json()).data.featureFlags;
  };
  const myFlag = async (user: TestUser, key: FeatureFlagKey) =>
    (await myFlags(user)).find((flag) => flag.key === key);
  const assign = async (payload: object) => {
    const response = await context.app.inject({
      method: 'PUT',
      url: '/api/feature-flags/assignments',
      headers: admin.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return featureFlagAssignmentResponseSchema.parse(response.json()).data.assignment;
  };
  const unassign = (id: string) =>
    context.app.inject({
      method: 'DELETE',
      url: `/api/feature-flags/assignments/${id}`,
      headers: admin.headers,
    });
  const listAssignments = async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/feature-flags/assignments',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    return featureFlagAssignmentsResponseSchema.parse(response.json()).data.assignments;
  };
  const putCohort = (userId: string, cohort: string | null) =>
    context.app.inject({
      method: 'PUT',
      url: `/api/authorization/users/${userId}/cohort`,
      headers: admin.headers,
      payload: { cohort },
    });

  it('answers all three flags, off at stage internal by default', async () => {
    const user = await createTestUser(context, { label: 'flags-default' });
    expect(await myFlags(user)).toEqual(
      ['powerUserTour', 'ebayMarketplaceLaunch', 'sellerWorkspacePro'].map((key) => ({
        key,
        enabled: false,
        stage: 'internal',
        source: 'default',
        assignedAt: null,
        metadata: {},
      })),
    );
  });

  it('applies a user assignment to that user only', async () => {
    const user = await createTestUser(context, { label: 'flags-user' });
    const bystander = await createTestUser(context, { label: 'flags-bystander' });
    const assignment = await assign({
      key: 'sellerWorkspacePro',
      enabled: true,
      stage: 'pilot',
      userId: user.id,
      metadata: { reason: 'early access' },
    });
    expect(assignment).toMatchObject({ scope: 'user', userId: user.id, cohort: null, assignedBy: admin.id });
    expect(await myFlag(user, 'sellerWorkspacePro')).toEqual({
      key: 'sellerWorkspacePro',
      enabled: true,
      stage: 'pilot',
      source: 'user',
      assignedAt: assignment.assignedAt,
      metadata: { reason: 'early access' },
    });
    expect(await myFlag(bystander, 'sellerWorkspacePro')).toMatchObject({
      enabled: false,
      source: 'default',
    });
  });

  it('applies a cohort assignment to the users an admin puts into that cohort', async () => {
    const cohort = `cohort-${randomUUID()}`;
    const member = await createTestUser(context, { label: 'flags-cohort' });
    await assign({ key: 'ebayMarketplaceLaunch', enabled: true, stage: 'beta', cohort });
    expect(await myFlag(member, 'ebayMarketplaceLaunch')).toMatchObject({
      enabled: false,
      source: 'default',
    });

    expect((await putCohort(member.id, cohort)).statusCode).toBe(200);
    expect(await myFlag(member, 'ebayMarketplaceLaunch')).toMatchObject({
      enabled: true,
      stage: 'beta',
      source: 'cohort',
    });

    expect((await putCohort(member.id, null)).statusCode).toBe(200);
    expect(await myFlag(member, 'ebayMarketplaceLaunch')).toMatchObject({
      enabled: false,
      source: 'default',
    });
  });

  it('applies a global assignment to everyone; the highest stage wins, then the most specific', async () => {
    const cohort = `cohort-${randomUUID()}`;
    const plain = await createTestUser(context, { label: 'flags-global-plain' });
    const member = await createTestUser(context, { label: 'flags-global-member', rolloutCohort: cohort });
    const global = await assign({ key: 'powerUserTour', enabled: true, stage: 'beta' });
    try {
      expect(global).toMatchObject({ scope: 'global', userId: null, cohort: null });
      expect(await myFlag(plain, 'powerUserTour')).toMatchObject({
        enabled: true,
        stage: 'beta',
        source: 'global',
      });

      // A lower stage loses to the global beta, however specific it is.
      await assign({ key: 'powerUserTour', enabled: false, stage: 'pilot', cohort });
      await assign({ key: 'powerUserTour', enabled: false, stage: 'internal', userId: member.id });
      expect(await myFlag(member, 'powerUserTour')).toMatchObject({ enabled: true, source: 'global' });

      // The same stage: the cohort beats global, and the user beats the cohort.
      await assign({ key: 'powerUserTour', enabled: false, stage: 'beta', cohort });
      expect(await myFlag(member, 'powerUserTour')).toMatchObject({
        enabled: false,
        stage: 'beta',
        source: 'cohort',
      });
      await assign({
        key: 'powerUserTour',
        enabled: true,
        stage: 'beta',
        userId: member.id,
        metadata: { v: 2 },
      });
      expect(await myFlag(member, 'powerUserTour')).toMatchObject({
        enabled: true,
        source: 'user',
        metadata: { v: 2 },
      });

      // A higher stage beats everything below it.
      await assign({ key: 'powerUserTour', enabled: false, stage: 'general', cohort });
      expect(await myFlag(member, 'powerUserTour')).toMatchObject({
        enabled: false,
        stage: 'general',
        source: 'cohort',
      });
      expect(await myFlag(plain, 'powerUserTour')).toMatchObject({ enabled: true, source: 'global' });
    } finally {
      expect((await unassign(global.id)).statusCode).toBe(204);
    }
    expect(await myFlag(plain, 'powerUserTour')).toMatchObject({ enabled: false, source: 'default' });
  });

  it('keeps one assignment per key and target, replacing it on a second assignment', async () => {
    const user = await createTestUser(context, { label: 'flags-upsert' });
    const first = await assign({ key: 'powerUserTour', enabled: true, stage: 'pilot', userId: user.id });
    const second = await assign({ key: 'powerUserTour', enabled: false, stage: 'beta', userId: user.id });
    expect(second.id).toBe(first.id);
    expect(Date.parse(second.assignedAt)).toBeGreaterThanOrEqual(Date.parse(first.assignedAt));
    const mine = (await listAssignments()).filter((assignment) => assignment.userId === user.id);
    expect(mine).toEqual([second]);
    expect(mine[0]).toMatchObject({ enabled: false, stage: 'beta', metadata: {} });

    const otherKey = await assign({
      key: 'sellerWorkspacePro',
      enabled: true,
      stage: 'pilot',
      userId: user.id,
    });
    expect(otherKey.id).not.toBe(first.id);
  });

  it('deletes an assignment once, then answers 404', async () => {
    const user = await createTestUser(context, { label: 'flags-delete' });
    const assignment = await assign({
      key: 'powerUserTour',
      enabled: true,
      stage: 'general',
      userId: user.id,
    });
    expect(await myFlag(user, 'powerUserTour')).toMatchObject({ enabled: true, source: 'user' });
    const deleted = await unassign(assignment.id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await myFlag(user, 'powerUserTour')).toMatchObject({ enabled: false, source: 'default' });
    const again = await unassign(assignment.id);
    expect(again.statusCode).toBe(404);
    expect(errorResponseSchema.parse(again.json()).error.code).toBe('NOT_FOUND');
    expect((await unassign('not-a-uuid')).statusCode).toBe(400);
  });

  it('validates assignments', async () => {
    const user = await createTestUser(context, { label: 'flags-invalid' });
    for (const [payload, status] of [
      [{ key: 'darkMode', enabled: true, stage: 'pilot' }, 400],
      [{ key: 'powerUserTour', enabled: true, stage: 'alpha' }, 400],
      [{ key: 'powerUserTour', enabled: true, stage: 'pilot', userId: user.id, cohort: 'pilot' }, 400],
      [{ key: 'powerUserTour', enabled: true, stage: 'pilot', cohort: ' ' }, 400],
      [{ key: 'powerUserTour', stage: 'pilot', userId: user.id }, 400],
      [{ key: 'powerUserTour', enabled: true, stage: 'pilot', userId: randomUUID() }, 404],
    ] as const) {
      const response = await context.app.inject({
        method: 'PUT',
        url: '/api/feature-flags/assignments',
        headers: admin.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    }
  });
});
