import { randomUUID } from 'node:crypto';
import type { RoleId } from '@shared/auth/auth.constants';
import { type Permission, permissionsByRole } from '@shared/authorization/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlagAssignments } from '../db/schema/auth.schema';
import { createTestApp, type TestContext } from '../test/test-app';
import { createTestUser, type TestUser } from '../test/user-factory';

/**
 * The role matrix: every protected route, called by one user per role, must answer the status the
 * policy below promises (success or 403). The table is written out here on purpose: changing
 * permissions.ts fails the first test until this mirror is updated too. Guests and forged tokens
 * are turned away by every contract endpoint in contract-routes.api.test.ts (and /api/auth/me in
 * login.api.test.ts until the accounts routes join the contract).
 */
const expectedPermissions: Record<RoleId, readonly Permission[]> = {
  buyer: ['self:manage', 'listings:buy', 'listings:sell', 'engagement:manage'],
  seller: ['self:manage', 'listings:buy', 'listings:sell', 'engagement:manage'],
  moderator: ['self:manage', 'moderation:review'],
  admin: [
    'self:manage',
    'listings:buy',
    'listings:sell',
    'engagement:manage',
    'moderation:review',
    'roles:manage',
    'feature-flags:manage',
    'platform:monitor',
  ],
};

const personas = ['buyer', 'seller', 'moderator', 'admin'] as const satisfies readonly RoleId[];

interface Fixtures {
  /** A user the admin calls act on, so they change nobody else's data. */
  target: TestUser;
  createAssignment(): Promise<string>;
}

interface ProtectedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** 'signed-in': any valid token; otherwise the permission the route requires. */
  needs: 'signed-in' | Permission;
  /** Status of a successful call. */
  success: number;
  url?(fixtures: Fixtures): Promise<string> | string;
  payload?(fixtures: Fixtures): object;
}

const routes: ProtectedRoute[] = [
  { method: 'GET', path: '/api/profile', needs: 'signed-in', success: 200 },
  {
    method: 'PATCH',
    path: '/api/profile',
    needs: 'signed-in',
    success: 200,
    payload: () => ({ preferences: { searchRadiusKm: 10 } }),
  },
  {
    method: 'PATCH',
    path: '/api/onboarding',
    needs: 'signed-in',
    success: 200,
    payload: () => ({ currentStep: 1 }),
  },
  { method: 'POST', path: '/api/onboarding/reset', needs: 'signed-in', success: 200 },
  { method: 'GET', path: '/api/feature-flags/me', needs: 'signed-in', success: 200 },
  {
    method: 'POST',
    path: '/api/marketplace/engagement/handoff',
    needs: 'engagement:manage',
    success: 200,
    payload: () => ({ watchlist: [], cart: [] }),
  },
  { method: 'GET', path: '/api/authorization/roles', needs: 'roles:manage', success: 200 },
  { method: 'GET', path: '/api/platform/health', needs: 'platform:monitor', success: 200 },
  {
    method: 'GET',
    path: '/api/authorization/users',
    needs: 'roles:manage',
    success: 200,
    url: () => '/api/authorization/users?q=matrix',
  },
  {
    method: 'POST',
    path: '/api/authorization/users/:id/roles',
    needs: 'roles:manage',
    success: 200,
    url: ({ target }) => `/api/authorization/users/${target.id}/roles`,
    payload: () => ({ roleId: 'seller' }),
  },
  {
    method: 'DELETE',
    path: '/api/authorization/users/:id/roles/:roleId',
    needs: 'roles:manage',
    success: 200,
    url: ({ target }) => `/api/authorization/users/${target.id}/roles/seller`,
  },
  {
    method: 'PUT',
    path: '/api/authorization/users/:id/cohort',
    needs: 'feature-flags:manage',
    success: 200,
    url: ({ target }) => `/api/authorization/users/${target.id}/cohort`,
    payload: () => ({ cohort: 'matrix' }),
  },
  { method: 'GET', path: '/api/feature-flags/assignments', needs: 'feature-flags:manage', success: 200 },
  {
    method: 'PUT',
    path: '/api/feature-flags/assignments',
    needs: 'feature-flags:manage',
    success: 200,
    payload: ({ target }) => ({ key: 'powerUserTour', enabled: true, stage: 'pilot', userId: target.id }),
  },
  {
    method: 'DELETE',
    path: '/api/feature-flags/assignments/:id',
    needs: 'feature-flags:manage',
    success: 204,
    url: async ({ createAssignment }) => `/api/feature-flags/assignments/${await createAssignment()}`,
  },
];

/** Owned by the accounts work; part of the matrix once it is registered. */
const authMeRoute: ProtectedRoute = { method: 'GET', path: '/api/auth/me', needs: 'signed-in', success: 200 };

function expectedStatus(route: ProtectedRoute, persona: RoleId): number {
  if (route.needs === 'signed-in') return route.success;
  return expectedPermissions[persona].includes(route.needs) ? route.success : 403;
}

describe('role matrix', () => {
  let context: TestContext;
  let fixtures: Fixtures;
  const users = {} as Record<RoleId, TestUser>;
  const matrixRoutes = [...routes];

  beforeAll(async () => {
    context = await createTestApp();
    for (const persona of personas) {
      users[persona] = await createTestUser(context, { label: `matrix-${persona}`, roles: [persona] });
    }
    const target = await createTestUser(context, { label: 'matrix-target', roles: ['buyer', 'seller'] });
    fixtures = {
      target,
      async createAssignment() {
        const [row] = await context.database.db
          .insert(featureFlagAssignments)
          .values({ key: 'sellerWorkspacePro', userId: target.id, enabled: true, stage: 'pilot' })
          .returning({ id: featureFlagAssignments.id });
        return row?.id ?? randomUUID();
      },
    };
    if (context.app.hasRoute({ method: 'GET', url: '/api/auth/me' })) matrixRoutes.push(authMeRoute);
  });
  afterAll(() => context.close());

  const call = async (route: ProtectedRoute, headers: Record<string, string>) => {
    const payload = route.payload?.(fixtures);
    return context.app.inject({
      method: route.method,
      url: (await route.url?.(fixtures)) ?? route.path,
      headers,
      ...(payload ? { payload } : {}),
    });
  };

  it('mirrors src/shared/authorization/permissions.ts', () => {
    expect(permissionsByRole).toEqual(expectedPermissions);
  });

  /** Every status a route answers, one user per role. */
  const statusesOf = async (route: ProtectedRoute) => {
    const outcome: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const persona of personas) {
      outcome[persona] = (await call(route, users[persona].headers)).statusCode;
      expected[persona] = expectedStatus(route, persona);
    }
    return { outcome, expected };
  };

  it('lists every route of the guarded modules', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as { paths: Record<string, Record<string, unknown>> };
    const guardedPrefixes = [
      '/api/profile',
      '/api/onboarding',
      '/api/authorization',
      '/api/feature-flags',
      // '/api/marketplace/' only: the marketplaces module (issue 19) has its own access tests.
      '/api/marketplace/',
      '/api/platform',
    ];
    const documented = Object.entries(document.paths)
      .filter(([path]) => guardedPrefixes.some((prefix) => path.startsWith(prefix)))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      );
    const listed = matrixRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...documented].sort()).toEqual(listed.filter((route) => !route.includes('/api/auth/')).sort());
    for (const route of matrixRoutes) {
      expect(context.app.hasRoute({ method: route.method, url: route.path }), route.path).toBe(true);
    }
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers every role as the policy says',
    async (_name, route) => {
      const { outcome, expected } = await statusesOf(route);
      expect(outcome).toEqual(expected);
    },
  );

  it('GET /api/auth/me answers every role as the policy says, once the accounts routes are registered', async (test) => {
    if (!matrixRoutes.includes(authMeRoute)) test.skip();
    const { outcome, expected } = await statusesOf(authMeRoute);
    expect(outcome).toEqual(expected);
  });
});
