import { existsSync } from 'node:fs';
import path from 'node:path';
import { errorResponseSchema } from '@shared/api/error.schema';
import { mediaUploadResponseSchema } from '@shared/media/media-asset.schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets } from '../../db/schema/media.schema';
import { fixturePart, installVisionDouble, mediaFixture, uploadRequest } from '../../test/media-test-support';
import { type S3Double, startS3Double } from '../../test/s3-double';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser } from '../../test/user-factory';
import { utcDayOf } from './media-upload-quota';
import { findUploadUsage } from './media-upload-usage.repository';

describe('media API with S3 storage (against the S3 double)', () => {
  let double: S3Double;
  let context: TestContext;
  beforeAll(async () => {
    double = await startS3Double();
    context = await createTestApp({ env: double.env });
    installVisionDouble(context);
  });
  afterAll(async () => {
    await context.close();
    await double.close();
  });

  it('keeps originals private in the bucket and streams variants from it with long cache headers', async () => {
    const user = await createTestUser(context, { label: 's3' });
    const response = await uploadRequest(context, user.headers, fixturePart('orientation-6-gps.jpg'));
    expect(response.statusCode, response.body).toBe(201);
    const { asset } = mediaUploadResponseSchema.parse(response.json()).data;

    const keys = [...double.objects.keys()].filter((key) => key.includes(asset.id));
    const prefix = asset.variants.detail.url.replace(/^\/media\//, '').replace(/\/detail\.webp$/, '');
    expect(keys.sort()).toEqual(
      [
        `originals/${user.id}/${asset.id}`,
        `${prefix}/card.webp`,
        `${prefix}/detail.webp`,
        `${prefix}/thumbnail.webp`,
        `${prefix}/zoom.webp`,
      ].sort(),
    );
    expect(double.objects.get(`originals/${user.id}/${asset.id}`)?.contentType).toBe('image/jpeg');
    expect(double.objects.get(`${prefix}/detail.webp`)?.contentType).toBe('image/webp');
    // Nothing of the upload landed on local disk.
    expect(existsSync(path.join(context.app.deps.config.dataDir, 'media', 'originals', user.id))).toBe(false);

    const variant = await context.app.inject({ method: 'GET', url: asset.variants.zoom.url });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(variant.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([300, 400, undefined]);

    expect(
      (await context.app.inject({ method: 'GET', url: `/media/originals/${user.id}/${asset.id}` }))
        .statusCode,
    ).toBe(404);
    const original = await context.app.inject({
      method: 'GET',
      url: asset.originalUrl,
      headers: user.headers,
    });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(mediaFixture('orientation-6-gps.jpg'))).toBe(true);

    const cropped = await context.app.inject({
      method: 'POST',
      url: `/api/media/${asset.id}/crop`,
      headers: user.headers,
      payload: { aspect: '3:4', area: { x: 0, y: 0, width: 1, height: 1 } },
    });
    expect(cropped.statusCode, cropped.body).toBe(200);
    expect(double.objects.has(`${prefix}/detail.webp`)).toBe(false);

    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/media/${asset.id}`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect([...double.objects.keys()].filter((key) => key.includes(asset.id))).toEqual([]);
  });
});

/**
 * ADR 087: the store refuses the upload as a full bucket, an exceeded quota or a throttling store
 * does. A full store answers 507 STORAGE_FULL as a full local disk does (ADR 085), throttling 503
 * with Retry-After; either way nothing is kept and the upload is not counted, and once the store
 * takes writes again the same photo goes through.
 */
describe('media upload when the S3 store refuses it', () => {
  let double: S3Double;
  let context: TestContext;
  beforeAll(async () => {
    double = await startS3Double();
    context = await createTestApp({ env: double.env });
    installVisionDouble(context);
  });
  afterAll(async () => {
    await context.close();
    await double.close();
  });

  const expectNothingKept = async (ownerId: string) => {
    expect([...double.objects.keys()].filter((key) => key.includes(ownerId))).toEqual([]);
    const rows = await context.database.db.select().from(mediaAssets).where(eq(mediaAssets.ownerId, ownerId));
    expect(rows).toEqual([]);
    const usage = await findUploadUsage(context.database.db, ownerId, utcDayOf(new Date()));
    expect(usage).toEqual({ uploads: 0, bytes: 0 });
  };

  it.each([
    { status: 403, code: 'QuotaExceeded' },
    { status: 507, code: 'XMinioStorageFull' },
    { status: 400, code: 'EntityTooLarge' },
    { status: 507, code: 'InsufficientStorage' },
  ])('answers $code ($status) with 507 STORAGE_FULL and keeps nothing', async (fault) => {
    const seller = await createTestUser(context, { label: `s3-${fault.code}`, roles: ['seller'] });
    double.fail(fault);
    try {
      const refused = await uploadRequest(context, seller.headers, fixturePart('orientation-6-gps.jpg'));
      expect(refused.statusCode, refused.body).toBe(507);
      expect(errorResponseSchema.parse(refused.json()).error.code).toBe('STORAGE_FULL');
      expect(refused.body).not.toMatch(new RegExp(`${fault.code}|Simulated|127\\.0\\.0\\.1`));
    } finally {
      double.fail(null);
    }
    await expectNothingKept(seller.id);
  });

  it('answers a throttling store (SlowDown, 503) with 503 and Retry-After, and the retry is stored once', async () => {
    const seller = await createTestUser(context, { label: 's3-slow-down', roles: ['seller'] });
    double.fail({ status: 503, code: 'SlowDown' });
    try {
      const refused = await uploadRequest(context, seller.headers, fixturePart('orientation-6-gps.jpg'));
      expect(refused.statusCode, refused.body).toBe(503);
      expect(errorResponseSchema.parse(refused.json()).error.code).toBe('SERVICE_UNAVAILABLE');
      expect(refused.headers['retry-after']).toBe('5');
    } finally {
      double.fail(null);
    }
    await expectNothingKept(seller.id);

    const stored = await uploadRequest(context, seller.headers, fixturePart('orientation-6-gps.jpg'));
    expect(stored.statusCode, stored.body).toBe(201);
    expect(await findUploadUsage(context.database.db, seller.id, utcDayOf(new Date()))).toMatchObject({
      uploads: 1,
    });
  });
});
