// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error';
import {
  type FakeReply,
  type FakeServer,
  type RecordedRequest,
  startFakeServer,
} from '../../../lib/api-client/fake-server.test-helper';
import { buildAsset } from '../media-asset.test-helper';
import type { MediaSession } from './media-session';
import { createMediaUploader, isAbortError } from './upload-media';

// jsdom's XMLHttpRequest is a real HTTP client that enforces CORS: the page runs on another origin.
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, accept, accept-language, content-type',
  'access-control-allow-methods': 'POST',
};

let server: FakeServer;
let session: MediaSession & { refresh: ReturnType<typeof vi.fn> };
let token: string;

function reply(handler: (request: RecordedRequest) => FakeReply) {
  server.handle((request) => {
    if (request.method === 'OPTIONS') return { status: 204, headers: cors };
    const answer = handler(request);
    return { ...answer, headers: { ...cors, ...answer.headers } };
  });
}

const uploads = () => server.requests.filter((request) => request.method === 'POST');

function upload(overrides: Partial<Parameters<ReturnType<typeof createMediaUploader>>[0]> = {}) {
  const uploader = createMediaUploader({ session, baseUrl: `${server.origin}/api` });
  return uploader({
    file: new Blob([new Uint8Array(64 * 1024).fill(7)], { type: 'image/jpeg' }),
    fileName: 'lamp.jpg',
    source: 'camera',
    capturedAt: '2026-11-22T10:00:00.000Z',
    language: 'de',
    ...overrides,
  });
}

beforeEach(async () => {
  server = await startFakeServer();
  token = 'token-1';
  session = {
    getAccessToken: async () => token,
    refresh: vi.fn(async () => {
      token = 'token-2';
      return true;
    }),
    language: () => 'de',
  };
});

afterEach(async () => {
  await server.close();
});

describe('createMediaUploader (POST /api/media through XMLHttpRequest)', () => {
  it('sends the fields before the file with the API client headers, reports progress and returns the asset', async () => {
    const asset = buildAsset({ source: 'camera' });
    reply(() => ({ status: 201, body: { data: { asset, duplicate: false } } }));
    const progress: number[] = [];

    const result = await upload({ onProgress: (loaded, total) => progress.push(loaded / total) });

    expect(result).toEqual({ asset, duplicate: false });
    const [request] = uploads();
    expect(request?.path).toBe('/api/media');
    expect(request?.headers.authorization).toBe('Bearer token-1');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['accept-language']).toBe('de');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request?.body ?? '';
    const order = ['name="source"', 'name="capturedAt"', 'name="language"', 'name="file"'].map((part) =>
      body.indexOf(part),
    );
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(body).toContain('filename="lamp.jpg"');
    expect(body).toMatch(/name="source"\r\n\r\ncamera\r\n/);
    expect(body).toMatch(/name="language"\r\n\r\nde\r\n/);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
  });

  it('passes the duplicate flag through', async () => {
    const asset = buildAsset();
    reply(() => ({ status: 200, body: { data: { asset, duplicate: true } } }));
    await expect(upload({ source: 'upload', capturedAt: null })).resolves.toEqual({ asset, duplicate: true });
    expect(uploads()[0]?.body).not.toContain('name="capturedAt"');
  });

  it.each([
    { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported media type' },
    { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'File too large' },
    { status: 422, code: 'CORRUPT_MEDIA', message: 'Corrupt image' },
  ])('fails with ApiError $status $code from the shared error shape', async ({ status, code, message }) => {
    reply(() => ({ status, body: { error: { code, message } } }));
    const error = await upload().catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code, message });
  });

  it('refreshes once on a rejected session and sends again with the new token', async () => {
    const asset = buildAsset();
    reply((request) =>
      request.headers.authorization === 'Bearer token-2'
        ? { status: 201, body: { data: { asset, duplicate: false } } }
        : { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Access token expired' } } },
    );
    await expect(upload()).resolves.toMatchObject({ asset: { id: asset.id } });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(uploads().map((request) => request.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('gives up with the 401 when the refresh fails', async () => {
    reply(() => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'expired' } } }));
    session.refresh.mockResolvedValueOnce(false);
    await expect(upload()).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(uploads()).toHaveLength(1);
  });

  it('an answer that does not match the schema is INVALID_RESPONSE', async () => {
    reply(() => ({ status: 201, body: { data: { asset: { id: 'nope' } } } }));
    await expect(upload()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('a connection failure is the network error (status 0)', async () => {
    const origin = server.origin;
    await server.close();
    const uploader = createMediaUploader({ session, baseUrl: `${origin}/api` });
    const error = await uploader({
      file: new Blob(['x']),
      fileName: 'a.jpg',
      source: 'upload',
      capturedAt: null,
      language: 'en',
    }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 0, isRetryable: true });
    server = await startFakeServer();
  });

  it('an aborted upload rejects with an AbortError', async () => {
    server.handle((request) =>
      request.method === 'OPTIONS' ? { status: 204, headers: cors } : { status: 200, hang: true },
    );
    const controller = new AbortController();
    const pending = upload({ signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await pending.catch((failure: unknown) => failure);
    expect(isAbortError(error)).toBe(true);
  });
});
