import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3DoubleObject {
  body: Buffer;
  contentType: string;
}

export interface S3DoubleRequest {
  method: string;
  bucket: string;
  key: string;
}

/** An answer the double gives instead of doing the work: a full bucket, a quota, throttling. */
export interface S3DoubleFault {
  status: number;
  /** The S3 error code, e.g. QuotaExceeded, XMinioStorageFull, EntityTooLarge, SlowDown. */
  code: string;
  /** Which requests get it; PUT by default. */
  methods?: readonly string[];
}

export interface S3Double {
  /** Endpoint for S3_ENDPOINT (path-style: `<endpoint>/<bucket>/<key>`). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** What the bucket holds now, by key. */
  objects: Map<string, S3DoubleObject>;
  requests: S3DoubleRequest[];
  /** Environment variables that point the app at this double. */
  env: Record<string, string>;
  /** Answers every matching request with `fault` until called with null (the SDK retries 503s). */
  fail(fault: S3DoubleFault | null): void;
  close(): Promise<void>;
}

const emptyPayloadHash = createHash('sha256').update('').digest('hex');

function sendError(response: ServerResponse, status: number, code: string, message: string, withBody = true) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    withBody
      ? `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`
      : undefined,
  );
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A tiny S3 REST API on loopback standing in for object storage in tests: PutObject, GetObject,
 * HeadObject and DeleteObject, path-style, objects in memory. Like S3 it refuses requests for
 * another bucket, requests without an AWS Signature V4 `Authorization` header, another access key,
 * and a body that does not match the signed payload hash. `fail` makes it answer as a full
 * bucket, an exceeded quota or a throttling store would.
 */
export async function startS3Double(
  options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<S3Double> {
  const bucket = options.bucket ?? 'kleinkram-test-media';
  const accessKeyId = options.accessKeyId ?? 'TESTACCESSKEY';
  const secretAccessKey = options.secretAccessKey ?? 'test-secret-access-key';
  const objects = new Map<string, S3DoubleObject>();
  const requests: S3DoubleRequest[] = [];
  let fault: S3DoubleFault | null = null;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [, requestBucket = '', ...keyParts] = url.pathname.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    const method = request.method ?? 'GET';
    const isHead = method === 'HEAD';
    requests.push({ method, bucket: requestBucket, key });

    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith('AWS4-HMAC-SHA256 ')) {
      return sendError(response, 403, 'AccessDenied', 'Signature V4 required', !isHead);
    }
    const credential = /Credential=([^/]+)\//.exec(authorization)?.[1];
    if (credential !== accessKeyId) {
      return sendError(response, 403, 'InvalidAccessKeyId', 'Unknown access key', !isHead);
    }
    if (requestBucket !== bucket) {
      return sendError(response, 404, 'NoSuchBucket', 'The bucket does not exist', !isHead);
    }
    if (!key) return sendError(response, 400, 'InvalidRequest', 'This double serves objects only', !isHead);
    if (fault && (fault.methods ?? ['PUT']).includes(method)) {
      // Read the upload first, as a real store does before it refuses it.
      await bodyOf(request);
      return sendError(response, fault.status, fault.code, `Simulated ${fault.code}`, !isHead);
    }

    const body = await bodyOf(request);
    const signedHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (signedHash.startsWith('STREAMING-') || request.headers['content-encoding']?.includes('aws-chunked')) {
      return sendError(response, 501, 'NotImplemented', 'aws-chunked uploads are not supported here');
    }
    const bodyHash = body.length ? createHash('sha256').update(body).digest('hex') : emptyPayloadHash;
    if (signedHash && signedHash !== 'UNSIGNED-PAYLOAD' && signedHash !== bodyHash) {
      return sendError(
        response,
        400,
        'XAmzContentSHA256Mismatch',
        'The payload hash does not match',
        !isHead,
      );
    }

    const stored = objects.get(key);
    switch (method) {
      case 'PUT': {
        objects.set(key, {
          body,
          contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
        });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return response.end();
      }
      case 'GET':
      case 'HEAD': {
        if (!stored) return sendError(response, 404, 'NoSuchKey', 'The key does not exist', !isHead);
        response.writeHead(200, {
          'content-type': stored.contentType,
          'content-length': String(stored.body.length),
          etag: `"${createHash('md5').update(stored.body).digest('hex')}"`,
        });
        return response.end(isHead ? undefined : stored.body);
      }
      case 'DELETE': {
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      default:
        return sendError(response, 405, 'MethodNotAllowed', `${method} is not supported`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_REGION: 'eu-central-1',
    },
    fail(next) {
      fault = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
