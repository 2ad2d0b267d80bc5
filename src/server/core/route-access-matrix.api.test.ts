import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiContract } from '@shared/api/api-contract';
import type { EndpointAccess, EndpointDefinition } from '@shared/api/endpoint';
import type { Permission } from '@shared/authorization/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownershipCaseIds } from './resource-ownership.test-support';
import { type RouteScope, routeScopes } from './route-access-matrix.test-support';

const endpoints = Object.entries(apiContract).flatMap(([group, members]) =>
  Object.entries(members as Record<string, EndpointDefinition>).map(([name, endpoint]) => ({
    operationId: `${group}.${name}`,
    endpoint,
  })),
);

const staffPermissions: readonly Permission[] = [
  'moderation:review',
  'roles:manage',
  'feature-flags:manage',
  'platform:monitor',
];

/** Which access rules a scope may come with: a private scope behind a public rule is a hole. */
function fitsScope(scope: RouteScope, access: EndpointAccess): boolean {
  const isStaff = access.kind === 'permission' && staffPermissions.includes(access.permission);
  if (scope === 'staff') return isStaff;
  if (scope === 'public' || scope === 'link')
    return access.kind === 'public' || access.kind === 'optional-session';
  if (scope === 'caller') return access.kind === 'signed-in' || (access.kind === 'permission' && !isStaff);
  return access.kind !== 'public' && !isStaff;
}

/**
 * Every route is classified (route-access-matrix.test-support.ts), so a new one cannot slip past
 * the authorization tests: the role dimension comes from the contract and is tried by
 * contract-routes.api.test.ts, ownership by resource-ownership.api.test.ts or the file named.
 */
describe('the route access matrix', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it('classifies every route of the contract and the OpenAPI document, and nothing else', async () => {
    const document = context.app.swagger() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const documented = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId ?? '?'),
    );
    const contracted = endpoints.map(({ operationId }) => operationId);
    const classified = Object.keys(routeScopes);
    // The document also holds the pages outside /api (sitemap, robots), registered outside the contract.
    const unclassified = documented.filter((id) => id !== '?' && !classified.includes(id));
    expect(unclassified, 'add these routes to route-access-matrix.test-support.ts').toEqual([]);
    expect(contracted.filter((id) => !classified.includes(id))).toEqual([]);
    expect(
      classified.filter((id) => !contracted.includes(id)),
      'stale entries',
    ).toEqual([]);
  });

  it.each(endpoints)('$operationId: its access rule fits its scope', ({ operationId, endpoint }) => {
    const scope = routeScopes[operationId];
    expect(scope, operationId).toBeDefined();
    expect(
      fitsScope(scope as RouteScope, endpoint.access),
      JSON.stringify({ scope, access: endpoint.access }),
    ).toBe(true);
  });

  it('has an ownership test for every owned route', () => {
    for (const [operationId, scope] of Object.entries(routeScopes)) {
      if (typeof scope !== 'object') continue;
      if (scope.owned === 'here') expect(ownershipCaseIds, operationId).toContain(operationId);
      else expect(existsSync(path.resolve(scope.owned)), `${operationId}: ${scope.owned}`).toBe(true);
    }
  });
});
