import { existsSync } from 'node:fs';
import path from 'node:path';
import { mediaUploadResponseSchema } from '@shared/media/media-asset.schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePart, installVisionDouble, mediaFixture, uploadRequest } from '../../test/media-test-support';
import { type S3Double, startS3Double } from '../../test/s3-double';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser } from '../../test/user-factory';

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
