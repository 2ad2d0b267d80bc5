import { errorResponseSchema } from '@shared/api/error.schema';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../test/test-app';
import { AppError } from './app-error';

/** The conventions every route shares: error shape, validation, 404s, docs, headers. */
describe('API conventions', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp({
      beforeReady(app) {
        // Routes that exist only in this test, to exercise the shared body parsing and error paths.
        app.post(
          '/api/test/echo',
          { schema: { body: z.strictObject({ name: z.string().min(2), count: z.number().int() }) } },
          async (request) => ({ received: request.body }),
        );
        app.get('/api/test/crash', async () => {
          throw new Error('secret connection string postgres://user:pw@db');
        });
        app.get('/api/test/conflict', async () => {
          throw new AppError('CONFLICT', 'Version conflict', { serverVersion: 3 });
        });
      },
    });
  });
  afterAll(() => context.close());

  const inject = (options: InjectOptions) => context.app.inject(options);

  // Found by the hostile-input fuzz (ADR 082): the router answered these itself, off the error shape.
  it.each([
    ['a malformed percent-encoding', '/api/sellers/%ZZ', 'malformed'],
    ['an overlong UTF-8 sequence', '/api/chat/blocks/%C0%AE%C0%AE', 'malformed'],
    ['a path segment the router does not take', `/api/chat/threads/${'a'.repeat(20_000)}`, 'too long'],
  ])(
    'answers %s in the URL with 400 in the error shape, without echoing the URL',
    async (_name, url, says) => {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      const body = errorResponseSchema.parse(response.json());
      expect(body.error.code).toBe('BAD_REQUEST');
      expect(body.error.message).toContain(says);
      expect(response.body).not.toContain(url.slice(5, 40));
    },
  );

  it('answers unknown /api routes with 404 in the error shape', async () => {
    const response = await inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    const body = errorResponseSchema.parse(response.json());
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.message).toBe('Route GET /api/does-not-exist not found');
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "ab",',
    });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('BAD_REQUEST');
  });

  it('rejects wrong types with field details', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'a', count: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = errorResponseSchema.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    const paths = body.error.details?.issues?.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.count']));
  });

  it('rejects unknown fields', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'abc', count: 1, isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    const body = errorResponseSchema.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body.error.details)).toContain('isAdmin');
  });

  it('accepts a valid body', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'abc', count: 2 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { name: 'abc', count: 2 } });
  });

  it('never leaks internals in a 5xx', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Internal server error' } });
    expect(response.body).not.toContain('postgres://');
  });

  it('maps AppError codes to their status and keeps details', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Version conflict', details: { serverVersion: 3 } },
    });
  });

  it('serves OpenAPI as JSON and as a browsable page', async () => {
    const json = await inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/categories', '/api/feeds/recent']),
    );
    const page = await inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('sends security headers, a strict CSP and a request id', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBe('abc-123');
  });
});
