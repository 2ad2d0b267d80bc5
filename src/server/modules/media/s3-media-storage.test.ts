import type { S3Config } from '@server/config/env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Double, startS3Double } from '../../test/s3-double';
import { readStream } from './media-storage';
import { createS3MediaStorage } from './s3-media-storage';

describe('S3 media storage against the S3 double', () => {
  let double: S3Double;
  let config: S3Config;
  beforeAll(async () => {
    double = await startS3Double();
    config = {
      endpoint: double.endpoint,
      bucket: double.bucket,
      region: 'eu-central-1',
      accessKeyId: double.accessKeyId,
      secretAccessKey: double.secretAccessKey,
      forcePathStyle: true,
    };
  });
  afterAll(async () => {
    await double.close();
  });

  it('puts, reads, streams, checks and deletes objects path-style with their content type', async () => {
    const storage = createS3MediaStorage(config);
    const key = 'uploads/asset-1/detail.webp';
    const body = Buffer.from('webp bytes \u0000\u00ff', 'latin1');
    await storage.put(key, body, 'image/webp');

    expect(double.objects.get(key)).toEqual({ body, contentType: 'image/webp' });
    expect(double.requests.at(-1)).toEqual({ method: 'PUT', bucket: double.bucket, key });
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.read(key)).toEqual(body);
    const stored = await storage.get(key);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.contentLength).toBe(body.length);
    expect(await readStream(stored!.body)).toEqual(body);

    await storage.delete(key);
    expect(double.objects.has(key)).toBe(false);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.read(key)).toBeNull();
    // Deleting what is gone is fine, as on S3.
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('keeps an extensionless original with the type it was stored with', async () => {
    const storage = createS3MediaStorage(config);
    await storage.put('originals/owner-1/asset-2', Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
    expect((await storage.get('originals/owner-1/asset-2'))?.contentType).toBe('image/jpeg');
  });

  it('fails loudly for another bucket or wrong credentials instead of answering "missing"', async () => {
    const wrongBucket = createS3MediaStorage({ ...config, bucket: 'someone-elses-bucket' });
    await expect(wrongBucket.put('a/b.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(wrongBucket.get('a/b.webp')).rejects.toThrow(/bucket/i);
    const wrongKey = createS3MediaStorage({ ...config, accessKeyId: 'NOTTHEKEY' });
    await expect(wrongKey.read('a/b.webp')).rejects.toThrow();
  });

  it('refuses keys that could escape their folder', async () => {
    const storage = createS3MediaStorage(config);
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /invalid media key/,
    );
    await expect(storage.get('/absolute')).rejects.toThrow(/invalid media key/);
  });
});

describe('S3 double', () => {
  it('refuses requests without an AWS4-HMAC-SHA256 Authorization header', async () => {
    const double = await startS3Double();
    try {
      const unsigned = await fetch(`${double.endpoint}/${double.bucket}/some/key`, {
        method: 'PUT',
        body: 'x',
      });
      expect(unsigned.status).toBe(403);
      expect(await unsigned.text()).toContain('<Code>AccessDenied</Code>');
      const basic = await fetch(`${double.endpoint}/${double.bucket}/some/key`, {
        headers: { authorization: 'Basic dXNlcjpwYXNz' },
      });
      expect(basic.status).toBe(403);
      expect(double.objects.size).toBe(0);
    } finally {
      await double.close();
    }
  });
});
