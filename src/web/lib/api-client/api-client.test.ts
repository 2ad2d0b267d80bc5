import { defineEndpoint, publicAccess, signedIn } from '@shared/api/endpoint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './api-client';
import type { ApiClientOptions, SessionBridge } from './api-client.types';
import { ApiError, declaredFailureBody, networkFailureMessage } from './api-error';
import { type FakeServer, startFakeServer, unusedOrigin } from './fake-server.test-helper';
import { endpointUrl } from './request-url';

type SessionFake = SessionBridge & {
  getAccessToken: ReturnType<typeof vi.fn<() => string | null>>;
  refresh: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  clearSession: ReturnType<typeof vi.fn<(reason: 'expired') => void>>;
};

/** A session whose refresh swaps the token for `refreshedToken` after a short wait (or fails). */
function createSessionFake(
  options: { token?: string | null; refreshedToken?: string; refreshOutcome?: 'ok' | 'false' | 'throw' } = {},
): SessionFake {
  let token = options.token === undefined ? 'token-1' : options.token;
  const outcome = options.refreshOutcome ?? 'ok';
  return {
    getAccessToken: vi.fn(() => token),
    refresh: vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (outcome === 'throw') {
        throw new Error('refresh endpoint down');
      }
      if (outcome === 'false') {
        return false;
      }
      token = options.refreshedToken ?? 'token-2';
      return true;
    }),
    clearSession: vi.fn(),
  };
}

const unauthenticatedBody = { error: { code: 'UNAUTHENTICATED', message: 'Access token expired' } };

let server: FakeServer;
let delays: number[];
let session: SessionFake;

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: `${server.origin}/api`,
    session,
    sleep: async (ms) => {
      delays.push(ms);
    },
    ...overrides,
  });
}

/** Runs the promise and returns what it rejected with (failing the test when it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(async () => {
  server = await startFakeServer();
  delays = [];
  session = createSessionFake();
});

afterEach(async () => {
  await server.close();
});

describe('createApiClient: authentication', () => {
  it('sends the access token as a bearer header and returns the JSON body', async () => {
    server.replyInSequence({ status: 200, body: { data: { id: 'l1' } } });

    const result = await client().get('/listings/l1');

    expect(result).toEqual({ data: { id: 'l1' } });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.path).toBe('/api/listings/l1');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-1');
    expect(server.requests[0]?.headers.accept).toBe('application/json');
  });

  it('sends no Authorization header when there is no token', async () => {
    session = createSessionFake({ token: null });
    server.replyInSequence({ status: 200, body: { ok: true } });

    await client().get('/feeds/recent');

    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('with auth: false sends no token and does not refresh on 401', async () => {
    server.replyInSequence({ status: 401, body: unauthenticatedBody });

    const error = await apiErrorOf(client().post('/auth/login', { email: 'a@b.de' }, { auth: false }));

    expect(error.status).toBe(401);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(session.refresh).not.toHaveBeenCalled();
    expect(session.clearSession).not.toHaveBeenCalled();
  });

  it('a 401 with another reason (wrong one-time code) neither refreshes nor ends the session', async () => {
    server.replyInSequence({
      status: 401,
      body: { error: { code: 'INVALID_OTP', message: 'Invalid one-time password' } },
    });

    const error = await apiErrorOf(client().post('/auth/2fa/verify', { otp: '123456' }));

    expect(error.code).toBe('INVALID_OTP');
    expect(error.message).toBe('Invalid one-time password');
    expect(session.refresh).not.toHaveBeenCalled();
    expect(session.clearSession).not.toHaveBeenCalled();
  });

  it('on 401 refreshes once and retries with the new token', async () => {
    server.handle((request) =>
      request.headers.authorization === 'Bearer token-2'
        ? { status: 200, body: { data: { user: { id: 'u1' } } } }
        : { status: 401, body: unauthenticatedBody },
    );

    const result = await client().get('/auth/me');

    expect(result).toEqual({ data: { user: { id: 'u1' } } });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(session.clearSession).not.toHaveBeenCalled();
    expect(delays).toEqual([]);
  });

  it('retries a POST once after a successful refresh', async () => {
    server.handle((request) =>
      request.headers.authorization === 'Bearer token-2'
        ? { status: 201, body: { ok: true } }
        : { status: 401 },
    );

    await expect(client().post('/auth/2fa/verify', { otp: '123456' })).resolves.toEqual({ ok: true });
    expect(server.requests.map((request) => request.body)).toEqual(['{"otp":"123456"}', '{"otp":"123456"}']);
  });

  it.each(['false', 'throw'] as const)(
    'when the refresh fails (%s) clears the session as expired and throws ApiError 401',
    async (refreshOutcome) => {
      session = createSessionFake({ refreshOutcome });
      server.replyInSequence({ status: 401, body: unauthenticatedBody });

      const error = await apiErrorOf(client().get('/profile'));

      expect(error.status).toBe(401);
      expect(error.code).toBe('UNAUTHENTICATED');
      expect(error.message).toBe('Access token expired');
      expect(error.isRetryable).toBe(false);
      expect(session.refresh).toHaveBeenCalledTimes(1);
      expect(session.clearSession).toHaveBeenCalledTimes(1);
      expect(session.clearSession).toHaveBeenCalledWith('expired');
      expect(server.requests).toHaveLength(1);
    },
  );

  it('when the retry is 401 again clears the session and throws ApiError 401', async () => {
    server.replyInSequence({ status: 401, body: unauthenticatedBody });

    const error = await apiErrorOf(client().get('/profile'));

    expect(error.status).toBe(401);
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(session.clearSession).toHaveBeenCalledWith('expired');
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('shares one refresh between concurrent 401s', async () => {
    server.handle((request) =>
      request.headers.authorization === 'Bearer token-2'
        ? { status: 200, body: { path: request.path } }
        : { status: 401, body: unauthenticatedBody },
    );
    const api = client();

    const results = await Promise.all([
      api.get('/profile'),
      api.get('/feature-flags/me'),
      api.get('/auth/me'),
    ]);

    expect(results).toEqual([
      { path: '/api/profile' },
      { path: '/api/feature-flags/me' },
      { path: '/api/auth/me' },
    ]);
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(session.clearSession).not.toHaveBeenCalled();
  });

  it('clears the session once when a shared refresh fails', async () => {
    session = createSessionFake({ refreshOutcome: 'false' });
    server.replyInSequence({ status: 401, body: unauthenticatedBody });
    const api = client();

    const errors = await Promise.all([apiErrorOf(api.get('/profile')), apiErrorOf(api.get('/auth/me'))]);

    expect(errors.map((error) => error.status)).toEqual([401, 401]);
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(session.clearSession).toHaveBeenCalledTimes(1);
  });

  it('starts a new refresh for a 401 after an earlier refresh has settled', async () => {
    let accepted = 'token-2';
    server.handle((request) =>
      request.headers.authorization === `Bearer ${accepted}` ? { status: 200, body: {} } : { status: 401 },
    );
    const api = client();

    await api.get('/profile');
    accepted = 'token-3';
    session.refresh.mockImplementationOnce(async () => {
      session.getAccessToken.mockReturnValue('token-3');
      return true;
    });
    await api.get('/profile');

    expect(session.refresh).toHaveBeenCalledTimes(2);
  });
});

describe('createApiClient: retries', () => {
  it('retries a GET on 503, 503 and succeeds on attempt 3 after 600 and 1200 ms', async () => {
    server.replyInSequence({ status: 503 }, { status: 503 }, { status: 200, body: { data: 'ok' } });

    await expect(client().get('/feeds/recent')).resolves.toEqual({ data: 'ok' });
    expect(server.requests).toHaveLength(3);
    expect(delays).toEqual([600, 1200]);
  });

  it('gives up a GET after 3 attempts of 500', async () => {
    server.replyInSequence({ status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } } });

    const error = await apiErrorOf(client().get('/feeds/recent'));

    expect(error.status).toBe(500);
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toBe('Boom');
    expect(error.isRetryable).toBe(true);
    expect(server.requests).toHaveLength(3);
    expect(delays).toEqual([600, 1200]);
  });

  it.each([408, 425, 429, 500, 502, 503, 504, 522, 524])('retries a GET on %i', async (status) => {
    server.replyInSequence({ status }, { status: 200, body: {} });

    await client().get('/x');

    expect(server.requests).toHaveLength(2);
  });

  it.each(['POST', 'PATCH', 'PUT', 'DELETE'] as const)('does not retry a %s on 503', async (method) => {
    server.replyInSequence({ status: 503 }, { status: 200, body: {} });

    const error = await apiErrorOf(client().request('/listings', { method, body: { title: 'Lamp' } }));

    expect(error.status).toBe(503);
    expect(error.isRetryable).toBe(true);
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('does not retry a GET on a status that is not retryable', async () => {
    server.replyInSequence({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Listing not found' } },
    });

    const error = await apiErrorOf(client().get('/listings/nope'));

    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', isRetryable: false });
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    { header: '2', expected: 2000 },
    { header: '0', expected: 0 },
    { header: '30', expected: 4000 },
    { header: 'Wed, 21 Oct 2099 07:28:00 GMT', expected: 600 },
  ])('honours Retry-After: $header with a delay of $expected ms', async ({ header, expected }) => {
    server.replyInSequence({ status: 429, headers: { 'Retry-After': header } }, { status: 200, body: {} });

    await client().get('/search');

    expect(delays).toEqual([expected]);
  });
});

describe('createApiClient: errors', () => {
  it('turns our error shape into an ApiError with its code, message and details', async () => {
    const issues = [{ path: 'body.title', message: 'Too short', code: 'too_small' }];
    server.replyInSequence({
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'Title is too short', details: { issues } } },
    });

    const error = await apiErrorOf(client().post('/listings', { title: 'Lamp' }));

    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Title is too short');
    expect(error.details).toEqual({ issues });
    expect(error.isRetryable).toBe(false);
  });

  it('falls back to "Request failed with status 418" without a body', async () => {
    server.replyInSequence({ status: 418 });

    const error = await apiErrorOf(client().get('/teapot'));

    expect(error.message).toBe('Request failed with status 418');
    expect(error.status).toBe(418);
    expect(error.code).toBeUndefined();
    expect(error.details).toBeUndefined();
  });

  it('uses a top-level message of another shape', async () => {
    server.replyInSequence({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'Version conflict' },
    });

    await expect(client().patch('/listings/l1', { price: 5 })).rejects.toThrow('Version conflict');
  });

  it('falls back to the status message for a body that is not JSON', async () => {
    server.replyInSequence({
      status: 502,
      body: '<html>Bad gateway</html>',
      headers: { 'content-type': 'text/html' },
    });

    await expect(client().post('/x')).rejects.toThrow('Request failed with status 502');
  });

  it('turns a refused connection into a retryable status-0 error and retries a GET 3 times', async () => {
    const origin = await unusedOrigin();
    const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

    const error = await apiErrorOf(
      client({ baseUrl: `${origin}/api`, fetch: fetchSpy }).get('/feeds/recent'),
    );

    expect(error.status).toBe(0);
    expect(error.message).toBe(networkFailureMessage);
    expect(error.message).toBe('Network request failed. Check your connection and try again.');
    expect(error.isRetryable).toBe(true);
    expect(error.code).toBeUndefined();
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(delays).toEqual([600, 1200]);
  });

  it('attempts a POST once when the connection is refused', async () => {
    const origin = await unusedOrigin();
    const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

    const error = await apiErrorOf(client({ baseUrl: `${origin}/api`, fetch: fetchSpy }).post('/x', {}));

    expect(error.status).toBe(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(delays).toEqual([]);
  });

  it('recovers a GET when the network comes back', async () => {
    server.replyInSequence({ status: 200, body: { data: 'back' } });
    let calls = 0;
    const flakyFetch = (input: RequestInfo | URL, init?: RequestInit) => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
    };

    await expect(client({ fetch: flakyFetch }).get('/x')).resolves.toEqual({ data: 'back' });
    expect(delays).toEqual([600]);
  });
});

describe('createApiClient: bodies, schema and query', () => {
  it('sends JSON bodies with a JSON content type', async () => {
    server.replyInSequence({ status: 201, body: { data: { id: 'l1' } } });

    await client().post('/listings', { title: 'Lamp', price: 12.5 });

    expect(server.requests[0]?.method).toBe('POST');
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ title: 'Lamp', price: 12.5 });
  });

  it('sends no body nor content type without a body', async () => {
    server.replyInSequence({ status: 204 });

    await client().delete('/listings/l1');

    expect(server.requests[0]?.method).toBe('DELETE');
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
    expect(server.requests[0]?.body).toBe('');
  });

  it('uses PATCH for patch', async () => {
    server.replyInSequence({ status: 200, body: { data: { profile: {} } } });

    await client().patch('/profile', { locationConsent: true });

    expect(server.requests[0]?.method).toBe('PATCH');
    expect(server.requests[0]?.body).toBe('{"locationConsent":true}');
  });

  it.each([204, 200, 202])('returns undefined for an empty %i response', async (status) => {
    server.replyInSequence({ status });

    await expect(client().post('/analytics/events', { event: 'view' })).resolves.toBeUndefined();
  });

  it('parses the response with the schema', async () => {
    server.replyInSequence({ status: 200, body: { data: { count: 3, at: '2025-01-02T03:04:05.000Z' } } });
    const schema = z.object({ data: z.object({ count: z.number(), at: z.coerce.date() }) });

    const result = await client().get('/stats', { schema });

    expect(result.data.count).toBe(3);
    expect(result.data.at).toEqual(new Date('2025-01-02T03:04:05.000Z'));
  });

  it('throws INVALID_RESPONSE when the response does not match the schema', async () => {
    server.replyInSequence({ status: 200, body: { data: { count: 'three' } } });
    const schema = z.object({ data: z.object({ count: z.number() }) });

    const error = await apiErrorOf(client().get('/stats', { schema }));

    expect(error.status).toBe(200);
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toBe('Unexpected response from the server');
    expect(error.isRetryable).toBe(false);
    expect(error.details).toMatchObject({ issues: [expect.objectContaining({ path: ['data', 'count'] })] });
    expect(server.requests).toHaveLength(1);
  });

  it('throws INVALID_RESPONSE for a successful body that is not JSON', async () => {
    server.replyInSequence({
      status: 200,
      body: '<!doctype html><html></html>',
      headers: { 'content-type': 'text/html' },
    });

    await expect(client().get('/x')).rejects.toMatchObject({ code: 'INVALID_RESPONSE', status: 200 });
  });

  it('builds the query string, skipping undefined, null and empty values', async () => {
    server.replyInSequence({ status: 200, body: {} });

    await client().get('/authorization/users', {
      query: {
        q: 'anna & bob',
        page: 2,
        active: false,
        tag: ['lamp', '', 'chair'],
        none: null,
        gone: undefined,
        empty: '',
      },
    });

    const query = server.requests[0]?.query;
    expect([...(query?.entries() ?? [])]).toEqual([
      ['q', 'anna & bob'],
      ['page', '2'],
      ['active', 'false'],
      ['tag', 'lamp'],
      ['tag', 'chair'],
    ]);
  });

  it('defaults the base URL to /api', async () => {
    const fetchSpy = vi.fn(async () => new Response('{}', { status: 200 }));

    await createApiClient({ session, fetch: fetchSpy }).get('/profile', { query: { q: 'x' } });

    expect(fetchSpy).toHaveBeenCalledWith('/api/profile?q=x', expect.anything());
  });

  it('sends the interface language as Accept-Language unless the call sets its own', async () => {
    const fetchSpy = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}', { status: 200 }),
    );
    const german = createApiClient({ session, fetch: fetchSpy, language: () => 'de' });

    await german.get('/notifications');
    await german.get('/notifications', { headers: { 'Accept-Language': 'en' } });

    const sent = fetchSpy.mock.calls.map(([, init]) => new Headers(init?.headers).get('Accept-Language'));
    expect(sent).toEqual(['de', 'en']);
  });
});

describe('createApiClient: abort', () => {
  it('rethrows the AbortError of an in-flight request without retrying', async () => {
    const controller = new AbortController();
    server.handle(() => {
      controller.abort();
      return { status: 200, hang: true };
    });

    const error = await rejectionOf(client().get('/slow', { signal: controller.signal }));

    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toBe(controller.signal.reason);
    expect((error as Error).name).toBe('AbortError');
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('does not send a request whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();

    const error = await rejectionOf(client().get('/x', { signal: controller.signal }));

    expect((error as Error).name).toBe('AbortError');
    expect(server.requests).toHaveLength(0);
  });

  it('stops retrying when aborted during the backoff', async () => {
    const controller = new AbortController();
    server.replyInSequence({ status: 503 });

    const error = await rejectionOf(
      client({
        sleep: async (ms) => {
          delays.push(ms);
          controller.abort();
        },
      }).get('/x', { signal: controller.signal }),
    );

    expect((error as Error).name).toBe('AbortError');
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([600]);
  });
});

describe('createApiClient: contract calls', () => {
  const itemSchema = z.object({ data: z.object({ id: z.string(), isNew: z.boolean() }) });
  const saveItem = defineEndpoint({
    method: 'PUT',
    path: '/items/:id',
    summary: 'save',
    tags: [],
    access: signedIn,
    params: z.object({ id: z.string() }),
    query: z.object({ mode: z.string().optional() }),
    body: z.strictObject({ name: z.string() }),
    responses: { 200: itemSchema, 201: itemSchema.extend({ created: z.literal(true) }) },
    errors: ['NOT_FOUND'],
  });
  const removeItem = defineEndpoint({
    method: 'DELETE',
    path: '/items/:id',
    summary: 'remove',
    tags: [],
    access: signedIn,
    params: z.object({ id: z.string() }),
    responses: { 204: z.null() },
    errors: [],
  });
  const readPublic = defineEndpoint({
    method: 'GET',
    path: '/public',
    summary: 'public',
    tags: [],
    access: publicAccess,
    responses: { 200: z.object({ ok: z.boolean() }) },
    errors: [],
  });

  it('sends the method, the encoded path, the query and the JSON body the endpoint declares', async () => {
    server.replyInSequence({ status: 200, body: { data: { id: 'a/b', isNew: false } } });

    const answer = await client().call(saveItem, {
      params: { id: 'a/b' },
      query: { mode: 'quick' },
      body: { name: 'Lamp' },
    });

    expect(answer.data.id).toBe('a/b');
    const [request] = server.requests;
    expect(request?.method).toBe('PUT');
    expect(request?.path).toBe('/api/items/a%2Fb');
    expect(request?.query.get('mode')).toBe('quick');
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: 'Lamp' });
    expect(request?.headers.authorization).toBe('Bearer token-1');
  });

  it('parses the answer with the schema of the status that came back', async () => {
    server.replyInSequence({ status: 201, body: { data: { id: '1', isNew: true }, created: true } });
    expect(await client().call(saveItem, { params: { id: '1' }, body: { name: 'x' } })).toEqual({
      data: { id: '1', isNew: true },
      created: true,
    });

    server.replyInSequence({ status: 201, body: { data: { id: '1', isNew: true } } });
    const error = await rejectionOf(client().call(saveItem, { params: { id: '1' }, body: { name: 'x' } }));
    expect((error as ApiError).code).toBe('INVALID_RESPONSE');
  });

  it('answers null for a declared 204', async () => {
    server.replyInSequence({ status: 204 });
    expect(await client().call(removeItem, { params: { id: '1' } })).toBeNull();
  });

  it('sends no token to public endpoints unless asked', async () => {
    server.replyInSequence({ status: 200, body: { ok: true } });
    await client().call(readPublic);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('keeps a known error code and drops one this client does not know', async () => {
    server.replyInSequence({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'gone' } } });
    const known = await rejectionOf(client().call(removeItem, { params: { id: '1' } }));
    expect((known as ApiError).code).toBe('NOT_FOUND');

    server.replyInSequence({ status: 409, body: { error: { code: 'FROM_THE_FUTURE', message: 'new' } } });
    const unknown = await rejectionOf(client().call(removeItem, { params: { id: '1' } }));
    expect((unknown as ApiError).code).toBeUndefined();
    expect((unknown as ApiError).message).toBe('new');
  });

  it('keeps a failure body the endpoint declares, typed, and does not retry that answer', async () => {
    const report = z.object({ status: z.literal('degraded'), reason: z.string() });
    const readStatus = defineEndpoint({
      method: 'GET',
      path: '/status',
      summary: 'status',
      tags: [],
      access: publicAccess,
      responses: { 200: z.object({ status: z.literal('ok') }) },
      failureResponses: { 503: report },
      errors: [],
    });
    server.replyInSequence({ status: 503, body: { status: 'degraded', reason: 'database' } });
    const degraded = await apiErrorOf(client().call(readStatus));
    expect(degraded.isRetryable).toBe(false);
    expect(server.requests).toHaveLength(1);
    const body = declaredFailureBody(readStatus, 503, degraded);
    expect(body?.reason).toBe('database');
    // @ts-expect-error 500 is not a failure status this endpoint declares a body for.
    declaredFailureBody(readStatus, 500, degraded);

    server.replyInSequence({ status: 503, body: { error: { code: 'INTERNAL', message: 'down' } } });
    const down = await apiErrorOf(client().call(readStatus));
    expect(down.isRetryable).toBe(true);
    expect(declaredFailureBody(readStatus, 503, down)).toBeUndefined();
  });

  it('refuses at compile time what the endpoint does not declare', async () => {
    // Never run: each line only has to fail to compile (`npm run typecheck` reports an unused expectation).
    const wrongCalls = [
      // @ts-expect-error the path parameter is `id`, not `itemId`.
      () => client().call(saveItem, { params: { itemId: '1' }, body: { name: 'x' } }),
      // @ts-expect-error the body has no `title`.
      () => client().call(saveItem, { params: { id: '1' }, body: { title: 'x' } }),
      // @ts-expect-error `name` is a string.
      () => client().call(saveItem, { params: { id: '1' }, body: { name: 1 } }),
      // @ts-expect-error the body is required.
      () => client().call(saveItem, { params: { id: '1' } }),
      // @ts-expect-error the query has no `sort`.
      () => client().call(saveItem, { params: { id: '1' }, query: { sort: 'new' }, body: { name: 'x' } }),
      // @ts-expect-error an endpoint without a body takes none.
      () => client().call(removeItem, { params: { id: '1' }, body: {} }),
      // @ts-expect-error an endpoint without params takes none.
      () => client().call(readPublic, { params: { id: '1' } }),
    ];
    expect(wrongCalls).toHaveLength(7);

    server.handle(() => ({ status: 200, body: { data: { id: '1', isNew: false } } }));
    const answer = await client().call(saveItem, { params: { id: '1' }, body: { name: 'x' } });
    // @ts-expect-error the answer has no `name`; its type comes from the response schema.
    expect(answer.data.name).toBeUndefined();
  });

  it('types error codes as the shared union', async () => {
    server.replyInSequence({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'gone' } } });
    const error = await apiErrorOf(client().call(removeItem, { params: { id: '1' } }));
    expect(error.code === 'NOT_FOUND').toBe(true);
    // @ts-expect-error NOT_FOUNDS is no error code: the comparison cannot be true.
    expect(error.code === 'NOT_FOUNDS').toBe(false);
  });

  it('builds URLs for requests it cannot make itself', () => {
    expect(endpointUrl(saveItem, { params: { id: 'x y' }, query: { mode: 'a' } })).toBe(
      '/api/items/x%20y?mode=a',
    );
    expect(() => endpointUrl(saveItem, { params: { id: '' } })).toThrow('Missing path parameter "id"');
  });
});
