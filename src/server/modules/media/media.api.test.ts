import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { errorResponseSchema } from '@shared/api/error.schema';
import {
  mediaAssetListResponseSchema,
  mediaAssetResponseSchema,
  mediaUploadMaxBytes,
  mediaUploadResponseSchema,
} from '@shared/media/media-asset.schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fixturePart,
  installVisionDouble,
  mediaFixture,
  multipartBody,
  uploadRequest,
} from '../../test/media-test-support';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

describe('media API: uploads, variants, ownership', () => {
  let context: TestContext;
  let mediaRoot: string;
  beforeAll(async () => {
    context = await createTestApp();
    // Analysis is not what these tests look at: the vision double rejects, so alt text ends in 'error'.
    installVisionDouble(context);
    mediaRoot = path.join(context.app.deps.config.dataDir, 'media');
  });
  afterAll(async () => {
    await context.close();
  });

  const upload = async (
    user: TestUser,
    fileName: string,
    contentType = 'image/jpeg',
    expectedStatus = 201,
  ) => {
    const response = await uploadRequest(context, user.headers, fixturePart(fileName, contentType));
    expect(response.statusCode, response.body).toBe(expectedStatus);
    return mediaUploadResponseSchema.parse(response.json()).data;
  };
  const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;
  const fetchPublic = (url: string) => context.app.inject({ method: 'GET', url });
  const filesUnder = (folder: string) =>
    existsSync(folder)
      ? readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
      : [];

  it('requires sign-in for every media route', async () => {
    const anonymousUpload = await uploadRequest(context, {}, fixturePart('product.png', 'image/png'));
    expect(anonymousUpload.statusCode).toBe(401);
    expect(errorOf(anonymousUpload).code).toBe('UNAUTHENTICATED');
    for (const [method, url] of [
      ['GET', '/api/media'],
      ['GET', '/api/media/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/media/00000000-0000-4000-8000-000000000000/original'],
      ['DELETE', '/api/media/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await context.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('accepts a JPEG: EXIF orientation applied, EXIF and GPS stripped from every variant, original kept as sent', async () => {
    const user = await createTestUser(context, { label: 'jpeg' });
    const bytes = mediaFixture('orientation-6-gps.jpg');
    const source = await sharp(bytes).metadata();
    expect(source.orientation).toBe(6);
    // The GPSInfo tag (0x8825) in either byte order: the fixture really carries a location.
    const exif = source.exif ?? Buffer.alloc(0);
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const { asset, duplicate } = await upload(user, 'orientation-6-gps.jpg');
    expect(duplicate).toBe(false);
    expect(asset).toMatchObject({
      mimeType: 'image/jpeg',
      name: 'orientation-6-gps.jpg',
      size: bytes.length,
      source: 'upload',
      // Stored 400×300 with orientation 6: upright it is 300×400.
      width: 300,
      height: 400,
      altTextStatus: 'generating',
      moderation: 'clear',
      crop: null,
      url: asset.variants.detail.url,
      originalUrl: `/api/media/${asset.id}/original`,
    });
    expect(asset.variants.thumbnail).toMatchObject({ width: 160, height: 213 });
    // Never upscaled: card, detail and zoom keep the original's 300 px.
    for (const name of ['card', 'detail', 'zoom'] as const) {
      expect(asset.variants[name]).toMatchObject({ width: 300, height: 400 });
    }

    for (const [name, variant] of Object.entries(asset.variants)) {
      const response = await fetchPublic(variant.url);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata.format, name).toBe('webp');
      expect(metadata.exif, name).toBeUndefined();
      expect(metadata.xmp, name).toBeUndefined();
      expect(metadata.orientation, name).toBeUndefined();
      expect([metadata.width, metadata.height], name).toEqual([variant.width, variant.height]);
    }

    const original = await context.app.inject({
      method: 'GET',
      url: asset.originalUrl,
      headers: user.headers,
    });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toBe('private, no-store');
    expect(original.rawPayload.equals(bytes)).toBe(true);
  });

  it('accepts a PNG and a HEIC (decoded with heic-decode) and records each variant size', async () => {
    const user = await createTestUser(context, { label: 'png-heic' });
    const png = (await upload(user, 'product.png', 'image/png')).asset;
    expect(png).toMatchObject({ mimeType: 'image/png', width: 640, height: 480 });
    expect(png.variants.card).toMatchObject({ width: 480, height: 360 });
    expect(png.variants.zoom).toMatchObject({ width: 640, height: 480 });

    // The declared type does not matter; the bytes do.
    const heic = (await upload(user, 'product.heic', 'application/octet-stream')).asset;
    expect(heic).toMatchObject({ mimeType: 'image/heic', width: 512, height: 384 });
    expect(heic.variants.thumbnail).toMatchObject({ width: 160, height: 120 });
    const detail = await fetchPublic(heic.variants.detail.url);
    expect(detail.statusCode).toBe(200);
    const metadata = await sharp(detail.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 512, 384]);
    // The fixture is a red mug on beige: the decoded pixels are the picture, not noise.
    const { dominant } = await sharp(detail.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
  });

  it('refuses a GIF and a text file named .jpg with 415, whatever their names say', async () => {
    const user = await createTestUser(context, { label: 'rejected' });
    for (const [fileName, contentType] of [
      ['animation.gif', 'image/gif'],
      ['text-renamed.jpg', 'image/jpeg'],
    ] as const) {
      const response = await uploadRequest(context, user.headers, fixturePart(fileName, contentType));
      expect(response.statusCode, fileName).toBe(415);
      expect(errorOf(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(filesUnder(path.join(mediaRoot, 'originals', user.id))).toHaveLength(0);
  });

  it('refuses a corrupt (truncated) JPEG with 422 CORRUPT_MEDIA and stores nothing', async () => {
    const user = await createTestUser(context, { label: 'corrupt' });
    const response = await uploadRequest(context, user.headers, fixturePart('truncated.jpg'));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).code).toBe('CORRUPT_MEDIA');
    expect(filesUnder(path.join(mediaRoot, 'originals', user.id))).toHaveLength(0);
    const list = await context.app.inject({ method: 'GET', url: '/api/media', headers: user.headers });
    expect(mediaAssetListResponseSchema.parse(list.json()).data.assets).toEqual([]);
  });

  it('refuses a file over 15 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const user = await createTestUser(context, { label: 'too-large' });
    const jpegStart = mediaFixture('orientation-6-gps.jpg').subarray(0, 64);
    const bytes = Buffer.concat([jpegStart, Buffer.alloc(mediaUploadMaxBytes + 1 - jpegStart.length, 7)]);
    const response = await uploadRequest(context, user.headers, {
      fileName: 'huge.jpg',
      contentType: 'image/jpeg',
      bytes,
    });
    expect(response.statusCode, response.body).toBe(413);
    expect(errorOf(response).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('asks for the file part and checks the fields', async () => {
    const user = await createTestUser(context, { label: 'fields' });
    const noFile = await uploadRequest(context, user.headers, null, { source: 'upload' });
    expect(noFile.statusCode).toBe(400);
    expect(errorOf(noFile).details?.issues?.[0]?.path).toBe('body.file');
    const badSource = await uploadRequest(context, user.headers, fixturePart('product.png', 'image/png'), {
      source: 'scanner',
    });
    expect(badSource.statusCode).toBe(400);
    expect(errorOf(badSource).details?.issues?.[0]?.path).toBe('body.source');
    const notMultipart = await context.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: user.headers,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('takes one photo per upload', async () => {
    const user = await createTestUser(context, { label: 'two-files' });
    const one = multipartBody(fixturePart('product.png', 'image/png'));
    const boundary = one.contentType.split('boundary=')[1] ?? '';
    const filePart = one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...user.headers, 'content-type': one.contentType },
      payload: Buffer.concat([filePart, one.payload]),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'BAD_REQUEST', message: 'Send one photo per upload.' });
  });

  it('keeps the fields sent with the file', async () => {
    const user = await createTestUser(context, { label: 'camera' });
    const response = await uploadRequest(context, user.headers, fixturePart('product.png', 'image/png'), {
      source: 'camera',
      capturedAt: '2026-11-20T10:15:00.000Z',
      language: 'de',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { asset } = mediaUploadResponseSchema.parse(response.json()).data;
    expect(asset).toMatchObject({ source: 'camera', capturedAt: '2026-11-20T10:15:00.000Z' });
  });

  it('recognises the same photo uploaded again by the same owner, without new files', async () => {
    const user = await createTestUser(context, { label: 'duplicate' });
    const first = await upload(user, 'product.png', 'image/png');
    const filesBefore = filesUnder(mediaRoot).length;
    const again = await upload(user, 'product.png', 'image/png', 200);
    expect(again.duplicate).toBe(true);
    expect(again.asset.id).toBe(first.asset.id);
    expect(filesUnder(mediaRoot).length).toBe(filesBefore);

    // Another seller's copy of the same photo is their own asset.
    const other = await createTestUser(context, { label: 'duplicate-other' });
    const theirs = await upload(other, 'product.png', 'image/png', 201);
    expect(theirs.asset.id).not.toBe(first.asset.id);
  });

  it('leaves no files behind when the database refuses the asset', async () => {
    const user = await createTestUser(context, { label: 'orphan' });
    // A check added for this test makes the database refuse this owner's asset row after the files
    // were written. (Deleting the account no longer works for this: it ends the session, ADR 035.)
    const refusal = 'media_assets_refuse_orphan_test';
    await context.database.pool.query(
      `ALTER TABLE media_assets ADD CONSTRAINT ${refusal} CHECK (owner_id <> '${user.id}') NOT VALID`,
    );
    try {
      const response = await uploadRequest(context, user.headers, fixturePart('product.png', 'image/png'));
      expect(response.statusCode).toBe(500);
      expect(filesUnder(path.join(mediaRoot, 'originals', user.id))).toHaveLength(0);
    } finally {
      await context.database.pool.query(`ALTER TABLE media_assets DROP CONSTRAINT ${refusal}`);
    }
  });

  it('lists the owner’s newest assets, or the asked ids in the asked order', async () => {
    const user = await createTestUser(context, { label: 'list' });
    const jpeg = (await upload(user, 'orientation-6-gps.jpg')).asset;
    const png = (await upload(user, 'product.png', 'image/png')).asset;
    const newest = await context.app.inject({ method: 'GET', url: '/api/media', headers: user.headers });
    expect(mediaAssetListResponseSchema.parse(newest.json()).data.assets.map((asset) => asset.id)).toEqual([
      png.id,
      jpeg.id,
    ]);
    const stranger = await createTestUser(context, { label: 'list-stranger' });
    const strangers = (await upload(stranger, 'product.heic', 'image/heic')).asset;
    const asked = await context.app.inject({
      method: 'GET',
      url: `/api/media?ids=${jpeg.id},${strangers.id},${png.id}`,
      headers: user.headers,
    });
    expect(mediaAssetListResponseSchema.parse(asked.json()).data.assets.map((asset) => asset.id)).toEqual([
      jpeg.id,
      png.id,
    ]);
    const bad = await context.app.inject({
      method: 'GET',
      url: '/api/media?ids=not-a-uuid',
      headers: user.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for another user’s asset on every route, never revealing it exists', async () => {
    const owner = await createTestUser(context, { label: 'owner' });
    const stranger = await createTestUser(context, { label: 'stranger' });
    const { asset } = await upload(owner, 'product.png', 'image/png');
    const attempts = [
      { method: 'GET', url: `/api/media/${asset.id}` },
      { method: 'GET', url: `/api/media/${asset.id}/original` },
      { method: 'DELETE', url: `/api/media/${asset.id}` },
      {
        method: 'PATCH',
        url: `/api/media/${asset.id}/alt-text`,
        payload: { altText: 'Mine', status: 'accepted' },
      },
      { method: 'POST', url: `/api/media/${asset.id}/alt-text/generate`, payload: { language: 'en' } },
      {
        method: 'POST',
        url: `/api/media/${asset.id}/crop`,
        payload: { aspect: '1:1', area: { x: 0, y: 0, width: 0.5, height: 0.5 } },
      },
      { method: 'PUT', url: '/api/media/arrangement', payload: { ids: [asset.id], primaryId: asset.id } },
    ] as const;
    for (const attempt of attempts) {
      const response = await context.app.inject({ ...attempt, headers: stranger.headers });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    const still = await context.app.inject({
      method: 'GET',
      url: `/api/media/${asset.id}`,
      headers: owner.headers,
    });
    expect(mediaAssetResponseSchema.parse(still.json()).data.asset.altText).toBe('');
  });

  it('never serves originals or other paths under /media publicly', async () => {
    const user = await createTestUser(context, { label: 'private' });
    const { asset } = await upload(user, 'product.png', 'image/png');
    for (const url of [
      `/media/originals/${user.id}/${asset.id}`,
      `/media/originals/${user.id}/${asset.id}/detail.webp`,
      `/media/originals/${user.id}/${asset.id}.content-type`,
      '/media/../auth-secret',
      '/media/uploads/missing/detail.webp',
    ]) {
      expect((await fetchPublic(url)).statusCode, url).toBe(404);
    }
  });

  it('answers odd and very long /media paths with 404 or 400, never 500', async () => {
    const user = await createTestUser(context, { label: 'odd-paths' });
    const { asset } = await upload(user, 'product.png', 'image/png');
    const card = new URL(asset.variants.card.url, 'http://localhost').pathname;
    const prefix = card.slice('/media/'.length, -'/card.webp'.length);
    const odd = [
      // Issue 14: a path of 2,000 segments answered 500.
      `/media/${'a/'.repeat(2000)}card.webp`,
      `/media/${'a'.repeat(5000)}/card.webp`,
      `/media/uploads/${'x'.repeat(600)}/detail.webp`,
      '/media/uploads//card.webp',
      '/media/uploads/./card.webp',
      '/media/./uploads/x/card.webp',
      `/media/${prefix}/../../originals/${user.id}/${asset.id}/card.webp`,
      `/media/${prefix.replace('/', '%2F')}%2F..%2F..%2Foriginals%2F${user.id}%2F${asset.id}`,
      `/media/uploads/%2e%2e/%2e%2e/originals/${user.id}/${asset.id}/card.webp`,
      `/media/uploads%5C..%5Cauth-secret/card.webp`,
      `/media/${prefix}/card.webp%00`,
      '/media/uploads/%E0%A4%A/card.webp',
      '/media/-/card.webp',
      '/media/card.webp',
      '/media/',
    ];
    for (const url of odd) {
      const response = await fetchPublic(url);
      expect([400, 404], `${url.slice(0, 80)} answered ${response.statusCode}`).toContain(
        response.statusCode,
      );
    }
    // An encoded slash inside a real variant's path is the same file, not a way around the checks.
    expect((await fetchPublic(`/media/${prefix.replace('/', '%2F')}/card.webp`)).statusCode).toBe(200);
  });

  it('still serves the demo pictures from local disk, cached for a week', async () => {
    const seeded = filesUnder(mediaRoot)
      .map((entry) => path.relative(mediaRoot, path.join(entry.parentPath, entry.name)))
      .find((key) => key.endsWith('/card.webp') && !key.startsWith('uploads/'));
    expect(seeded, 'the test seed renders demo pictures').toBeDefined();
    const response = await fetchPublic(`/media/${seeded}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=604800, immutable');
  });

  it('deletes an asset with its original and variants', async () => {
    const user = await createTestUser(context, { label: 'delete' });
    const { asset } = await upload(user, 'product.png', 'image/png');
    expect((await fetchPublic(asset.variants.card.url)).statusCode).toBe(200);
    const response = await context.app.inject({
      method: 'DELETE',
      url: `/api/media/${asset.id}`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(204);
    expect((await fetchPublic(asset.variants.card.url)).statusCode).toBe(404);
    expect(filesUnder(path.join(mediaRoot, 'originals', user.id))).toHaveLength(0);
    const again = await context.app.inject({
      method: 'GET',
      url: `/api/media/${asset.id}`,
      headers: user.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('arranges the gallery (order and primary) in one go, only with the owner’s photos', async () => {
    const user = await createTestUser(context, { label: 'arrange' });
    const a = (await upload(user, 'orientation-6-gps.jpg')).asset;
    const b = (await upload(user, 'product.png', 'image/png')).asset;
    const c = (await upload(user, 'product.heic', 'image/heic')).asset;
    const arrange = (payload: object, headers = user.headers) =>
      context.app.inject({ method: 'PUT', url: '/api/media/arrangement', headers, payload });

    const response = await arrange({ ids: [c.id, a.id, b.id], primaryId: a.id });
    expect(response.statusCode, response.body).toBe(200);
    const assets = mediaAssetListResponseSchema.parse(response.json()).data.assets;
    expect(assets.map((asset) => [asset.id, asset.order, asset.primary])).toEqual([
      [c.id, 0, false],
      [a.id, 1, true],
      [b.id, 2, false],
    ]);

    const moved = await arrange({ ids: [a.id, b.id, c.id], primaryId: b.id });
    const after = mediaAssetListResponseSchema.parse(moved.json()).data.assets;
    expect(after.filter((asset) => asset.primary).map((asset) => asset.id)).toEqual([b.id]);

    expect((await arrange({ ids: [a.id, b.id], primaryId: c.id })).statusCode).toBe(400);
    expect((await arrange({ ids: [a.id, a.id], primaryId: a.id })).statusCode).toBe(400);
    const other = await createTestUser(context, { label: 'arrange-other' });
    const theirs = (await upload(other, 'product.png', 'image/png')).asset;
    expect((await arrange({ ids: [a.id, theirs.id], primaryId: a.id })).statusCode).toBe(404);
    // Nothing changed by the refused request.
    const list = await context.app.inject({
      method: 'GET',
      url: `/api/media?ids=${a.id}`,
      headers: user.headers,
    });
    expect(mediaAssetListResponseSchema.parse(list.json()).data.assets[0]?.order).toBe(0);
  });

  describe('crop', () => {
    const crop = (user: TestUser, id: string, payload: object) =>
      context.app.inject({ method: 'POST', url: `/api/media/${id}/crop`, headers: user.headers, payload });

    it('needs a crop area: 422 MISSING_CROP_AREA "missing crop area"', async () => {
      const user = await createTestUser(context, { label: 'crop-missing' });
      const { asset } = await upload(user, 'product.png', 'image/png');
      for (const payload of [{ aspect: '1:1' }, { aspect: '4:3', area: null }]) {
        const response = await crop(user, asset.id, payload);
        expect(response.statusCode).toBe(422);
        expect(errorOf(response)).toMatchObject({ code: 'MISSING_CROP_AREA', message: 'missing crop area' });
      }
    });

    it('cuts new variants from the upright original under new URLs; the original stays untouched', async () => {
      const user = await createTestUser(context, { label: 'crop' });
      const { asset } = await upload(user, 'orientation-6-gps.jpg');
      // Upright 300×400: a square from the middle, 300×300.
      const area = { x: 0, y: 0.125, width: 1, height: 0.75 };
      const response = await crop(user, asset.id, { aspect: '1:1', area, zoom: 1.2 });
      expect(response.statusCode, response.body).toBe(200);
      const cropped = mediaAssetResponseSchema.parse(response.json()).data.asset;

      expect(cropped.crop).toMatchObject({ aspect: '1:1', area, zoom: 1.2 });
      expect(Date.parse(cropped.crop?.appliedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect(cropped.variants.thumbnail).toMatchObject({ width: 160, height: 160 });
      expect(cropped.variants.detail).toMatchObject({ width: 300, height: 300 });
      // The upright original's size is still the asset's size.
      expect([cropped.width, cropped.height]).toEqual([300, 400]);
      expect(cropped.variants.detail.url).not.toBe(asset.variants.detail.url);
      expect((await fetchPublic(asset.variants.detail.url)).statusCode).toBe(404);
      const detail = await fetchPublic(cropped.variants.detail.url);
      const metadata = await sharp(detail.rawPayload).metadata();
      expect([metadata.width, metadata.height, metadata.exif]).toEqual([300, 300, undefined]);

      const original = await context.app.inject({
        method: 'GET',
        url: asset.originalUrl,
        headers: user.headers,
      });
      expect(original.rawPayload.equals(mediaFixture('orientation-6-gps.jpg'))).toBe(true);

      // A second crop starts again from the original, not from the first crop.
      const wide = await crop(user, asset.id, { aspect: '3:4', area: { x: 0, y: 0, width: 1, height: 1 } });
      expect(mediaAssetResponseSchema.parse(wide.json()).data.asset.variants.detail).toMatchObject({
        width: 300,
        height: 400,
      });
    });

    it('says "crop failed" (422) when the original cannot be read', async () => {
      const user = await createTestUser(context, { label: 'crop-failed' });
      const { asset } = await upload(user, 'product.png', 'image/png');
      rmSync(path.join(mediaRoot, 'originals', user.id, asset.id));
      const response = await crop(user, asset.id, {
        aspect: '1:1',
        area: { x: 0, y: 0, width: 0.5, height: 0.5 },
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toMatchObject({ code: 'CORRUPT_MEDIA', message: 'crop failed' });
    });

    it('refuses an area outside the picture', async () => {
      const user = await createTestUser(context, { label: 'crop-outside' });
      const { asset } = await upload(user, 'product.png', 'image/png');
      const response = await crop(user, asset.id, {
        aspect: '1:1',
        area: { x: 0.6, y: 0, width: 0.6, height: 0.5 },
      });
      expect(response.statusCode).toBe(400);
    });
  });
});
