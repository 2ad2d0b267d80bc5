import { randomUUID } from 'node:crypto';
import { apiContract } from '@shared/api/api-contract';
import {
  defineEndpoint,
  type EndpointDefinition,
  publicAccess,
  redirectResponse,
} from '@shared/api/endpoint';
import { nulCharacterMessage } from '@shared/api/nul-characters';
import { hasPermission } from '@shared/authorization/permissions';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../test/test-app';
import { createTestUser, type TestUser } from '../test/user-factory';
import type { AppInstance } from './app-instance';
import { registerContract } from './contract-routes';
import { withStatus } from './endpoint-handlers';
import { registerErrorHandling } from './error-handler.plugin';

const endpoints = Object.entries(apiContract).flatMap(([group, members]) =>
  Object.entries(members as Record<string, EndpointDefinition>).map(([name, endpoint]) => ({
    name: `${group}.${name}`,
    endpoint,
  })),
);

/** A URL for the endpoint whose path parameters look valid, so only the access rule decides. */
function urlOf(endpoint: EndpointDefinition): string {
  return `/api${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, () => randomUUID())}`;
}

describe('the API contract', () => {
  let context: TestContext;
  let withoutRoles: TestUser;
  let moderatorOnly: TestUser;

  beforeAll(async () => {
    context = await createTestApp();
    withoutRoles = await createTestUser(context, { label: 'contract-no-roles', roles: [] });
    moderatorOnly = await createTestUser(context, { label: 'contract-moderator-only', roles: ['moderator'] });
  });
  afterAll(() => context.close());

  it('registers every endpoint and documents it under its operation id', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as { paths: Record<string, Record<string, { operationId?: string }>> };
    for (const { name, endpoint } of endpoints) {
      expect(context.app.hasRoute({ method: endpoint.method, url: `/api${endpoint.path}` }), name).toBe(true);
      const openApiPath = `/api${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
      const operation = document.paths[openApiPath]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, name).toBe(name);
    }
  });

  it.each(endpoints.filter(({ endpoint }) => ['signed-in', 'permission'].includes(endpoint.access.kind)))(
    '$name turns away guests and forged tokens before reading the request',
    async ({ endpoint }) => {
      for (const headers of [{}, { authorization: 'Bearer not.a.valid-token' }]) {
        const response = await context.app.inject({ method: endpoint.method, url: urlOf(endpoint), headers });
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHENTICATED');
      }
    },
  );

  it.each(endpoints.filter(({ endpoint }) => endpoint.access.kind === 'permission'))(
    '$name refuses a signed-in user whose roles lack the permission',
    async ({ endpoint }) => {
      const response = await context.app.inject({
        method: endpoint.method,
        url: urlOf(endpoint),
        // An account without roles acts as a buyer (ADR 072); for what a buyer holds, ask a moderator.
        headers:
          endpoint.access.kind === 'permission' && hasPermission([], endpoint.access.permission)
            ? moderatorOnly.headers
            : withoutRoles.headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    },
  );
});

describe('registerContract', () => {
  const ping = defineEndpoint({
    method: 'POST',
    path: '/ping/:id',
    summary: 'ping',
    tags: [],
    access: publicAccess,
    params: z.object({ id: z.string() }),
    body: z.strictObject({ note: z.string(), tags: z.array(z.string()).optional() }),
    responses: { 200: z.object({ echo: z.string() }), 201: z.object({ echo: z.string() }) },
    errors: [],
  });

  /** A Fastify app with the zod compilers and the one error handler, before any route. */
  async function bareApp(logLines?: string[]) {
    const logger = logLines
      ? { level: 'warn', stream: { write: (line: string) => logLines.push(line) } }
      : false;
    const app = Fastify({ logger }).withTypeProvider() as unknown as AppInstance;
    const { serializerCompiler, validatorCompiler } = await import('fastify-type-provider-zod');
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    return app;
  }

  async function build(extra?: (app: AppInstance) => void) {
    const app = await bareApp();
    await app.register(async (api) => {
      await registerContract(
        api,
        { test: { ping } },
        { test: { ping: async ({ params, body }) => ({ echo: `${params.id}:${body.note}` }) } },
        () => [],
      );
      extra?.(api);
    });
    return app;
  }

  it('refuses a route that is not in the contract', async () => {
    await expect(build((api) => api.get('/sneaky', async () => ({})))).rejects.toThrow(
      'GET /sneaky is not in the API contract',
    );
  });

  it('answers with the lowest declared success status by default', async () => {
    const app = await build();
    const response = await app.inject({ method: 'POST', url: '/ping/7', payload: { note: 'hi' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ echo: '7:hi' });
    await app.close();
  });

  it('answers a declared failure status with its own body, documented with its schema', async () => {
    const report = z.object({ status: z.enum(['ok', 'degraded']) }).meta({ id: 'TestReport' });
    const status = defineEndpoint({
      method: 'GET',
      path: '/status',
      summary: 'status',
      tags: [],
      access: publicAccess,
      responses: { 200: report },
      failureResponses: { 503: report },
      errors: [],
    });
    const app = await bareApp();
    const documented: Record<number, unknown>[] = [];
    app.addHook('onRoute', (route) => {
      documented.push(route.schema?.response as Record<number, unknown>);
    });
    await app.register(async (api) => {
      await registerContract(
        api,
        { test: { status } },
        { test: { status: async () => withStatus(503, { status: 'degraded' as const }) } },
        () => [],
      );
    });
    const response = await app.inject({ method: 'GET', url: '/status' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded' });
    expect(documented.find((responses) => responses?.[503])?.[503]).toBe(report);
    await app.close();
  });

  it('sends a declared redirect through the reply', async () => {
    const away = defineEndpoint({
      method: 'GET',
      path: '/away',
      summary: 'away',
      tags: [],
      access: publicAccess,
      responses: { 302: redirectResponse('Redirect to /there') },
      errors: [],
    });
    const logLines: string[] = [];
    const app = await bareApp(logLines);
    await app.register(async (api) => {
      await registerContract(
        api,
        { test: { away } },
        { test: { away: async ({ reply }) => reply.redirect('/there', 302) } },
        () => [],
      );
    });
    const response = await app.inject({ method: 'GET', url: '/away' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/there');
    // A reply is thenable: the async handler's `return reply` resolves once it is sent, and the
    // contract must not send it a second time (Fastify warns "Reply was already sent").
    expect(logLines.join('')).not.toContain('already sent');
    await app.close();
  });

  it('reads multipart bodies only on the endpoints that declare them', async () => {
    const upload = defineEndpoint({
      method: 'POST',
      path: '/upload',
      summary: 'upload',
      tags: [],
      access: publicAccess,
      multipart: { fields: 'note' },
      responses: { 200: z.object({ fields: z.array(z.string()) }) },
      errors: [],
    });
    const app = await bareApp();
    await app.register(async (api) => {
      await registerContract(
        api,
        { test: { ping, upload } },
        {
          test: {
            ping: async ({ body }) => ({ echo: body.note }),
            upload: async ({ request }) => {
              const fields: string[] = [];
              for await (const part of request.parts())
                fields.push(`${part.fieldname}=${String(part.type === 'field' ? part.value : '')}`);
              return { fields };
            },
          },
        },
        () => [],
      );
    });
    const boundary = 'contract-test';
    const multipart = {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--${boundary}--\r\n`,
    };
    const read = await app.inject({ method: 'POST', url: '/upload', ...multipart });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ fields: ['note=hi'] });
    const elsewhere = await app.inject({ method: 'POST', url: '/ping/7', ...multipart });
    expect(elsewhere.statusCode, elsewhere.body).toBe(415);
    await app.close();
  });

  it('refuses text with a NUL character anywhere in the request, naming the field', async () => {
    const app = await build();
    for (const payload of [{ note: 'a\u0000b' }, { note: 'ok', tags: ['fine', 'bad\u0000'] }]) {
      const response = await app.inject({ method: 'POST', url: '/ping/7', payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.details.issues[0].message).toBe(nulCharacterMessage);
    }
    const inPath = await app.inject({ method: 'POST', url: '/ping/a%00b', payload: { note: 'ok' } });
    expect(inPath.statusCode, inPath.body).toBe(400);
    await app.close();
  });
});
